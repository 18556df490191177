import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createPeriodicJob, type JobStatus, type PeriodicJob } from '../../plugins/periodic-job.ts';
import {
  countDueNotificaciones,
  type NotificacionesDeps,
  type NotificacionesReport,
  sendDueNotificaciones,
} from './worker.ts';

export interface NotificacionesJob
  extends Pick<PeriodicJob<NotificacionesReport>, 'runOnce' | 'start' | 'stop' | 'idle'>,
    JobStatus {
  /** A notice was just queued: a pass in the background now rather than at the next interval. */
  kick(): void;
}

/**
 * The WhatsApp notices' sender (decision 034). Every process runs it; the database shares the work (claims with
 * SKIP LOCKED), and what is claimed is sent at most once.
 */
export function createNotificacionesJob(deps: NotificacionesDeps): NotificacionesJob {
  const job = createPeriodicJob('notifications job', deps.log, async () => {
    const report = await sendDueNotificaciones(deps);
    if (Object.values(report).some((n) => n > 0)) deps.log.info(report, 'notifications job run');
    return report;
  });
  return {
    runOnce: job.runOnce,
    start: job.start,
    stop: job.stop,
    idle: job.idle,
    lastSuccessAt: job.lastSuccessAt,
    backlog: () => countDueNotificaciones(deps.db, deps.now()),
    kick() {
      job.track(
        job.runOnce().catch((err) => {
          deps.log.error({ err }, 'notifications job run failed; the next run retries');
        }),
      );
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    notificacionesJob: NotificacionesJob;
  }
}

/** Starts the job with the app (every NOTIFICATIONS_JOB_INTERVAL_SECONDS; 0: never) and stops it on close. */
async function notificacionesJobPlugin(app: FastifyInstance) {
  const { db, now, config } = app.deps;
  const job = createNotificacionesJob({
    db,
    now,
    messenger: app.messenger,
    log: app.log.child({ module: 'notifications-job' }),
  });
  app.decorate('notificacionesJob', job);
  const intervalSeconds = config.NOTIFICATIONS_JOB_INTERVAL_SECONDS;
  if (intervalSeconds > 0) app.addHook('onReady', async () => job.start(intervalSeconds * 1000));
  app.addHook('onClose', async () => job.stop());
}

export default fp(notificacionesJobPlugin, { name: 'notifications-job', dependencies: ['deps', 'messenger'] });
