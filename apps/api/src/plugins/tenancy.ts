import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Host name of a request or of a domain parameter: lower case, without port or trailing dot. */
export function toHostName(value: string): string {
  return value.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The host name the request came to; the site is resolved from it. */
    hostName: string;
  }
}

async function tenancyPlugin(app: FastifyInstance) {
  app.decorateRequest('hostName', '');
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const forwarded = app.deps.config.TRUST_PROXY ? request.headers['x-forwarded-host'] : undefined;
    const host = (Array.isArray(forwarded) ? forwarded[0] : forwarded) ?? request.headers.host ?? '';
    request.hostName = toHostName(host);
  });
}

export default fp(tenancyPlugin, { name: 'tenancy', dependencies: ['deps'] });
