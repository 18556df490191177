import type { App } from './app.ts';
import type { Database } from './db/client.ts';

/** Readiness asked within this long before SIGTERM: a load balancer or an orchestrator is watching, so drain first. */
export const WATCHED_WITHIN_MS = 60_000;
/** Once the drain is over, how long the requests in flight may take before the process gives up on them. */
export const FINISH_TIMEOUT_MS = 10_000;

export interface ShutdownOptions {
  /** SHUTDOWN_DRAIN_SECONDS: how long readiness answers 503 before the listener closes. */
  drainSeconds: number;
  /** Where the signals come from (the process; a test's emitter). */
  signals?: Pick<NodeJS.EventEmitter, 'on'>;
  exit?: (code: number) => void;
}

/**
 * Stops the process on SIGTERM (an orchestrator, systemd, a deploy) or SIGINT (Ctrl-C) without losing a request:
 * 1. readiness answers 503 (plugins/draining.ts) for `drainSeconds`, while every request is still served, so the
 *    load balancer takes the process out; only on SIGTERM, and only when something asked for readiness in the last
 *    minute (with nobody balancing, there is nobody to wait for; a second signal cuts the drain short);
 * 2. the listener closes, each event stream ends with a hint to reconnect (plugins/events.ts), and the requests in
 *    flight finish (within FINISH_TIMEOUT_MS, else exit 1);
 * 3. the jobs stop, the database is closed, exit 0.
 */
export function handleShutdownSignals(app: App, database: Database, options: ShutdownOptions): void {
  const signals = options.signals ?? process;
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let stopping = false;
  let endDrain = () => {};

  async function shutdown(signal: 'SIGTERM' | 'SIGINT') {
    if (stopping) {
      endDrain();
      return;
    }
    stopping = true;
    const drainMs =
      signal === 'SIGTERM' && app.draining.watchedWithin(WATCHED_WITHIN_MS) ? options.drainSeconds * 1000 : 0;
    app.draining.start();
    const force = setTimeout(() => {
      app.log.error({ signal }, `shutting down: requests still in flight after ${FINISH_TIMEOUT_MS / 1000} s, exiting`);
      exit(1);
    }, drainMs + FINISH_TIMEOUT_MS);
    force.unref();
    if (drainMs > 0) {
      app.log.info(
        { signal, drainMs },
        'shutting down: readiness answers 503 while the load balancer takes this process out',
      );
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, drainMs);
        endDrain = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
    app.log.info({ signal }, 'shutting down: closing the listener, finishing requests in flight');
    let code = 0;
    try {
      await app.close();
      await database.close();
    } catch (err) {
      app.log.error({ err }, 'error while shutting down');
      code = 1;
    }
    clearTimeout(force);
    exit(code);
  }

  signals.on('SIGTERM', () => void shutdown('SIGTERM'));
  signals.on('SIGINT', () => void shutdown('SIGINT'));
}
