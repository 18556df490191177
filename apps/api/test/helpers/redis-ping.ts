import { Redis } from 'ioredis';

/** Whether a Redis answers PING at `url` within `timeoutMs` (never throws, leaves no connection open). */
export async function answersPing(url: string, timeoutMs: number): Promise<boolean> {
  const probe = new Redis(url, { lazyConnect: true, connectTimeout: timeoutMs, maxRetriesPerRequest: 0 });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}
