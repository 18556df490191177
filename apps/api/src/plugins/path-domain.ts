import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.ts';
import { notFound } from './errors.ts';

/** What the check asks of the sites module (app.ts passes modules/sites/service.ts's): plugins import no module. */
export interface PathDomainOptions {
  /** A domain as sites are stored (host name only, without `www.`). */
  toSiteDomain: (domain: string) => string;
  /** The site whose own domain this is, if any. */
  findSiteOwningDomain: (db: Db, domain: string) => Promise<{ id: number } | undefined>;
  /** The site a path names (a local host names the default site). */
  findSiteByDomain: (db: Db, domain: string, defaultSite: string) => Promise<{ id: number } | undefined>;
  /** The 404's message. */
  siteNotFoundMessage: string;
}

/** The site domain a request names: a `domain` path parameter, or the `domain` field of a JSON body (POST feed). */
function namedDomain(request: FastifyRequest): string | undefined {
  const fromPath = (request.params as { domain?: unknown } | undefined)?.domain;
  if (typeof fromPath === 'string') return fromPath;
  const body = request.body;
  if (body && typeof body === 'object' && !Buffer.isBuffer(body)) {
    const fromBody = (body as { domain?: unknown }).domain;
    if (typeof fromBody === 'string') return fromBody;
  }
  return undefined;
}

/**
 * Calls that name a site by domain (site/{domain}/metadata.json, comercios/getListado/{domain}, feed...) answer
 * only for the site of the Host when the Host is a site's own domain: a page of one site cannot read another's
 * data through its origin, and one site's answers never mention another. A Host that is no site's domain
 * (127.0.0.1, localhost, an API client's host) names the site by the path, as the spec's calls do
 * (docs/decisions/020-path-domain-and-host.md).
 */
async function pathDomainPlugin(app: FastifyInstance, options: PathDomainOptions) {
  const { toSiteDomain, findSiteOwningDomain, findSiteByDomain, siteNotFoundMessage } = options;
  const { db, config } = app.deps;
  /** Site ids by domain, cached with the hot reads (cleared on every catalogue write). */
  const ownerOf = (host: string) =>
    app.responseCache.getOrCompute(
      `site-owning:${host}`,
      async () => (await findSiteOwningDomain(db, host))?.id ?? null,
    );
  const siteOf = (domain: string) =>
    app.responseCache.getOrCompute(
      `site-of:${domain}`,
      async () => (await findSiteByDomain(db, domain, config.DEFAULT_SITE))?.id ?? null,
    );

  const check = async (host: string, domain: string) => {
    const hostSiteId = await ownerOf(host);
    if (hostSiteId === null) return;
    if ((await siteOf(domain)) !== hostSiteId) throw notFound(siteNotFoundMessage);
  };
  // A callback hook: most requests name no domain, or their own (the hot reads), and pass without a promise.
  app.addHook('preHandler', (request, _reply, done) => {
    const named = namedDomain(request);
    if (named === undefined) return done();
    const host = toSiteDomain(request.hostName);
    const domain = toSiteDomain(named);
    if (domain === host) return done();
    check(host, domain).then(() => done(), done);
  });
}

export default fp<PathDomainOptions>(pathDomainPlugin, {
  name: 'path-domain',
  dependencies: ['deps', 'tenancy', 'response-cache'],
});
