import Fastify from 'fastify';

export interface FixedResponse {
  path: string;
  contentType: string;
  body: Buffer;
  /** Other headers to answer with, e.g. the real answer's content-encoding and vary. */
  headers?: Record<string, string>;
}

/**
 * The baseline: a Fastify server with nothing but routes that answer fixed bytes from memory. The real API
 * can at best approach it; the distance is what our plugins, routing, validation and cache cost.
 */
export async function startBareServer(responses: FixedResponse[], port: number) {
  const app = Fastify({ logger: false });
  for (const { path, contentType, body, headers = {} } of responses) {
    app.get(path, (_request, reply) => {
      reply.headers(headers).type(contentType).send(body);
    });
  }
  await app.listen({ port, host: '127.0.0.1' });
  return { baseUrl: `http://127.0.0.1:${port}`, close: () => app.close() };
}
