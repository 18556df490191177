import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ConcursoDeps } from './queries.ts';
import { runDueDraws } from './scheduled-draw.ts';
import { notifyPendingWinners } from './winner-notifications.ts';

export interface DrawJobReport {
  /** Scheduled draws this run decided. */
  drawn: number[];
  /** Winner messages sent. */
  notified: number;
}

export interface DrawJob {
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
  const inFlight = new Set<Promise<unknown>>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<DrawJobReport> | undefined;

  const track = <T>(work: Promise<T>): Promise<T> => {
    inFlight.add(work);
    work.then(
      () => inFlight.delete(work),
      () => inFlight.delete(work),
    );
    return work;
  };

  const runOnce = (): Promise<DrawJobReport> => {
    // An interval tick while the previous run is still going joins it instead of starting a second one.
    running ??= track(
      (async () => {
        const drawn = await runDueDraws(deps.db, deps.now(), deps.log);
        const notified = await notifyPendingWinners(deps);
        if (drawn.length > 0 || notified > 0) deps.log.info({ drawn, notified }, 'draw job run');
        return { drawn, notified };
      })().finally(() => {
        running = undefined;
      }),
    );
    return running;
  };

  return {
    runOnce,
    notifyWinner(participacionId) {
      track(
        notifyPendingWinners(deps, participacionId).catch((err) => {
          deps.log.error({ err, participacionId }, 'could not notify a draw winner; the job retries');
        }),
      );
    },
    start(intervalMs) {
      if (timer) return;
      timer = setInterval(() => {
        runOnce().catch((err) => deps.log.error({ err }, 'draw job run failed'));
      }, intervalMs);
      // The job never keeps the process alive on its own.
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await this.idle();
    },
    async idle() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
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
