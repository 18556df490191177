import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actorOf } from '../plataforma/public.ts';
import type { EditorContext } from '../carta/public.ts';

/**
 * What the handlers of a back-office area share once plugins/back-office-guard.ts admitted the caller: the
 * business and who acts as one context for its services, and writes that clear the cached public pages once they
 * committed.
 */
export function createBackOfficeKit(app: FastifyInstance) {
  const { db, now } = app.deps;
  /** Who acts: the admitted user, as the audit log records them. */
  const actor = (request: Pick<FastifyRequest, 'currentUser'>) => actorOf(request.currentUser!);
  /** The admitted business (request.comercio), who acts and the request's clock. */
  const contextOf = (request: Pick<FastifyRequest, 'comercio' | 'currentUser'>): EditorContext => {
    return { db, comercio: request.comercio, actor: actor(request), now: now() };
  };
  /** Runs a change the public pages show, then clears their cached answers in every process. */
  const write = async <T>(change: () => Promise<T>): Promise<T> => {
    const result = await change();
    await app.announceCatalogChange();
    return result;
  };
  return { actor, contextOf, write };
}
