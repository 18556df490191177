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
  // Callback hooks on every request here and in the other plugins: an async hook costs a promise per request.
  app.addHook('onRequest', (request: FastifyRequest, _reply, done) => {
    const forwarded = app.deps.config.TRUST_PROXY ? request.headers['x-forwarded-host'] : undefined;
    const host = (Array.isArray(forwarded) ? forwarded[0] : forwarded) ?? request.headers.host ?? '';
    request.hostName = toHostName(host);
    done();
  });
}

export default fp(tenancyPlugin, { name: 'tenancy', dependencies: ['deps'] });
