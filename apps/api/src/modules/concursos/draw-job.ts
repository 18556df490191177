import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createPeriodicJob, type JobStatus } from '../../plugins/periodic-job.ts';
import type { ConcursoDeps } from './queries.ts';
import { countDueDraws, runDueDraws } from './scheduled-draw.ts';
import { notifyPendingWinners } from './winner-notifications.ts';

export interface DrawJobReport {
  /** Scheduled draws this run decided. */
  drawn: number[];
  /** Winner messages sent. */
  notified: number;
}

export interface DrawJob extends JobStatus {
  /** One pass: run the due scheduled draws, then message the winners not yet notified. */
  runOnce(): Promise<DrawJobReport>;
  /** Messages one new winner now (in the background; `idle` waits for it). */
  notifyWinner(participacionId: number): void;
  /** Runs `runOnce` every `intervalMs` until `stop`. */
  start(intervalMs: number): void;
  /** Stops the interval and waits for the work in flight. */
  stop(): Promise<void>;
  /** Resolves once no run or notification is in flight. */
  idle(): Promise<void>;
}

/**
 * The background side of prize draws. Every process runs it; the database decides who does each piece of work
 * (row locks with SKIP LOCKED in runDueDraws and notifyPendingWinners), so nothing depends on a single process.
 */
export function createDrawJob(deps: ConcursoDeps): DrawJob {
  const job = createPeriodicJob('draw job', deps.log, async (): Promise<DrawJobReport> => {
    const drawn = await runDueDraws(deps.db, deps.now(), deps.log);
    const notified = await notifyPendingWinners(deps);
    if (drawn.length > 0 || notified > 0) deps.log.info({ drawn, notified }, 'draw job run');
    return { drawn, notified };
  });
  return {
    runOnce: job.runOnce,
    notifyWinner(participacionId) {
      job.track(
        notifyPendingWinners(deps, participacionId).catch((err) => {
          deps.log.error({ err, participacionId }, 'could not notify a draw winner; the job retries');
        }),
      );
    },
    start: job.start,
    stop: job.stop,
    idle: job.idle,
    lastSuccessAt: job.lastSuccessAt,
    backlog: () => countDueDraws(deps.db, deps.now()),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    drawJob: DrawJob;
  }
}

/** Starts the draw job with the app (every DRAW_JOB_INTERVAL_SECONDS; 0: never) and stops it on close. */
async function drawJobPlugin(app: FastifyInstance) {
  const { db, now, config } = app.deps;
  const job = createDrawJob({ db, now, messenger: app.messenger, log: app.log.child({ module: 'draw-job' }) });
  app.decorate('drawJob', job);
  const intervalSeconds = config.DRAW_JOB_INTERVAL_SECONDS;
  if (intervalSeconds > 0) app.addHook('onReady', async () => job.start(intervalSeconds * 1000));
  app.addHook('onClose', async () => job.stop());
}

export default fp(drawJobPlugin, { name: 'draw-job', dependencies: ['deps', 'messenger'] });
