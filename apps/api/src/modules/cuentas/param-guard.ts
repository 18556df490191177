import type { FastifyRequest } from 'fastify';
import { idParamSchema } from '@vidriera/domain/schemas/common';
import type { Db } from '../../db/client.ts';
import { requireManagedComercio, type StaffRol } from './staff.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A back-office route: anonymous callers get 401, customers and other businesses' staff 403, whatever they
     * send (test/back-office-access.test.ts enumerates these routes).
     */
    backOffice?: boolean;
  }
}

/**
 * preValidation hook of back-office routes with a :configRestoId parameter (after onRequest: app.requireUser): a
 * customer or another business's staff gets its 403 whatever it sent, not a 400 about a body or query it may not
 * send anyway. An id that is not one is left to the schema's 400; the handler still loads the business itself.
 */
export function requireManagedParam(db: Db, rol?: StaffRol) {
  return async (request: FastifyRequest) => {
    const id = idParamSchema.safeParse((request.params as { configRestoId?: unknown }).configRestoId);
    if (id.success) await requireManagedComercio(db, request.currentUser!, id.data, rol);
  };
}
