import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { idParamSchema } from '@vidriera/domain/common';
import type { Db } from '../db/client.ts';
import type { comercios } from '../db/schema.ts';
import { LOGIN_REQUIRED_MESSAGE, type UserRow } from './auth.ts';
import { AppError } from './errors.ts';

/** A business as its table holds it (what request.comercio carries). */
type ComercioRow = typeof comercios.$inferSelect;

/**
 * Who may use a back-office route of one business, after the staff table's roles: 'staff' is everyone who runs it
 * (its owners and its day-to-day staff), 'owner' its owners only. A platform admin passes both.
 */
export type ComercioAccess = 'staff' | 'owner';

/** What the guard asks of the accounts module (app.ts passes modules/cuentas/staff.ts's): plugins import no module. */
export interface BackOfficeGuardOptions {
  /**
   * The business, when the user may run it at that level (its staff or owners, or a platform admin); otherwise it
   * rejects with the 403 (or, for a business that does not exist, the 404) to answer.
   */
  requireManagedComercio: (db: Db, user: UserRow, comercioId: number, rol?: 'owner') => Promise<ComercioRow>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A back-office route of the business its :configRestoId names, and who may use it: the guard below admits
     * the caller and loads the business (request.comercio) before anything else. test/back-office-access.test.ts
     * enumerates these routes.
     */
    comercio?: ComercioAccess;
  }
  interface FastifyRequest {
    /** The business of a route with config.comercio, checked against the caller; not set on other routes. */
    comercio: ComercioRow;
  }
}

/**
 * The one guard of back-office routes (config.comercio). In onRequest, before the body is read or validated: an
 * anonymous caller gets 401, someone who may not run the business at that level 403 ('owner' routes tell anyone
 * refused that only the owner may make the change), a platform admin 404 for a business that does not exist;
 * nobody is ever answered a 400 that describes a request they may not make. A malformed :configRestoId names no
 * business to refuse: the route's schema (which validates the same parameter) answers its 400.
 */
async function backOfficeGuardPlugin(app: FastifyInstance, options: BackOfficeGuardOptions) {
  const { requireManagedComercio } = options;
  const { db } = app.deps;
  app.decorateRequest('comercio', null as unknown as ComercioRow);

  const guardFor = (access: ComercioAccess) =>
    async function guardComercio(request: FastifyRequest) {
      const user = request.currentUser;
      if (!user) throw new AppError(401, LOGIN_REQUIRED_MESSAGE);
      const id = idParamSchema.safeParse((request.params as { configRestoId?: unknown }).configRestoId);
      if (!id.success) return;
      request.comercio = await requireManagedComercio(db, user, id.data, access === 'owner' ? 'owner' : undefined);
    };
  const guards = { staff: guardFor('staff'), owner: guardFor('owner') };

  app.addHook('onRoute', (route) => {
    const access = route.config?.comercio;
    if (!access) return;
    if (!route.url.includes(':configRestoId')) {
      throw new Error(`${route.method} ${route.url}: config.comercio needs a :configRestoId parameter`);
    }
    const existing = route.onRequest;
    const hooks: onRequestHookHandler[] = existing ? (Array.isArray(existing) ? existing : [existing]) : [];
    // First of the route's own hooks (a rate limit, say): a refused caller costs nothing else.
    route.onRequest = [guards[access] as onRequestHookHandler, ...hooks];
  });
}

export default fp<BackOfficeGuardOptions>(backOfficeGuardPlugin, {
  name: 'back-office-guard',
  dependencies: ['deps', 'auth'],
});
