import type { Readable } from 'node:stream';

export interface SseMessage {
  event: string;
  data: unknown;
}

/** Reads Server-Sent Events from a stream (inject's payloadAsStream), one at a time. */
export function readSseEvents(stream: Readable) {
  let buffer = '';
  const queue: SseMessage[] = [];
  const waiters: Array<() => void> = [];
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => {
    buffer += chunk;
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (event && data) queue.push({ event, data: JSON.parse(data) });
      end = buffer.indexOf('\n\n');
    }
    for (const w of waiters.splice(0)) w();
  });
  return {
    async next(timeoutMs = 5000): Promise<SseMessage> {
      const deadline = Date.now() + timeoutMs;
      while (queue.length === 0) {
        if (Date.now() > deadline) throw new Error('no event');
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 50);
        });
      }
      return queue.shift()!;
    },
    pending: () => queue.length,
  };
}
