import { request } from 'node:http';

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  /** The body as sent, not decompressed (fetch would decompress it). */
  body: Buffer;
  ms: number;
}

/** A GET to 127.0.0.1 that keeps the answer's bytes and headers exactly as the server sent them. */
export function getRaw(url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const answerHeaders: Record<string, string> = {};
        for (const [name, value] of Object.entries(response.headers)) {
          if (value !== undefined) answerHeaders[name] = Array.isArray(value) ? value.join(', ') : value;
        }
        resolve({
          status: response.statusCode ?? 0,
          headers: answerHeaders,
          body: Buffer.concat(chunks),
          ms: performance.now() - started,
        });
      });
      response.on('error', reject);
    });
    req.setTimeout(10_000, () => req.destroy(new Error(`sin respuesta de ${url}`)));
    req.on('error', reject);
    req.end();
  });
}
