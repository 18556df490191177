import type { FastifyBaseLogger } from 'fastify';

/** What an operator watches of a background job (GET /metrics): the work waiting, and when a pass last worked. */
export interface JobStatus {
  /** How many items are due now and not done yet (notices to send, refunds to make, draws to run). */
  backlog(): Promise<number>;
  /** When a pass last ended without an error, by the machine's clock (an alert compares it with now). */
  lastSuccessAt(): Date | undefined;
}

/** Work every process runs on an interval; the database decides who does each piece (row locks, leases). */
export interface PeriodicJob<R> extends Pick<JobStatus, 'lastSuccessAt'> {
  /** One pass now; a pass asked for while one is running joins it instead of starting a second one. */
  runOnce(): Promise<R>;
  /** Runs `runOnce` every `intervalMs` until `stop` (the timer never keeps the process alive by itself). */
  start(intervalMs: number): void;
  /** Stops the interval and waits for the work in flight. */
  stop(): Promise<void>;
  /** Keeps `work` in flight until it settles, so `stop` and `idle` wait for it. */
  track<T>(work: Promise<T>): Promise<T>;
  /** Resolves once no pass or tracked work is in flight. */
  idle(): Promise<void>;
}

export function createPeriodicJob<R>(name: string, log: FastifyBaseLogger, pass: () => Promise<R>): PeriodicJob<R> {
  const inFlight = new Set<Promise<unknown>>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<R> | undefined;
  let lastSuccess: Date | undefined;

  const track = <T>(work: Promise<T>): Promise<T> => {
    inFlight.add(work);
    work.then(
      () => inFlight.delete(work),
      () => inFlight.delete(work),
    );
    return work;
  };

  const job: PeriodicJob<R> = {
    runOnce() {
      running ??= track(
        pass()
          .then((report) => {
            lastSuccess = new Date();
            return report;
          })
          .finally(() => {
            running = undefined;
          }),
      );
      return running;
    },
    start(intervalMs) {
      if (timer) return;
      timer = setInterval(() => {
        job.runOnce().catch((err) => log.error({ err }, `${name} run failed`));
      }, intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await job.idle();
    },
    track,
    lastSuccessAt: () => lastSuccess,
    async idle() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
  return job;
}
