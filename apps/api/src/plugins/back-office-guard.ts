import type { FastifyInstance, FastifyRequest, preValidationHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { idParamSchema } from '@vidriera/domain/schemas/common';
import type { Db } from '../db/client.ts';
import { LOGIN_REQUIRED_MESSAGE, type UserRow } from './auth.ts';
import { AppError } from './errors.ts';

/** What the guard asks of the accounts module (app.ts passes modules/cuentas/staff.ts's): plugins import no module. */
export interface BackOfficeGuardOptions {
  /** Whether the user runs the business (its staff, or a platform admin). */
  canManageComercio: (db: Db, user: Pick<UserRow, 'id' | 'admin'>, comercioId: number) => Promise<boolean>;
  /** The 403's message. */
  forbiddenMessage: string;
}

const PARTS = ['params', 'querystring', 'body'] as const;

/** Whether the request would fail the route's own schema (what would otherwise be its 400). */
function failsValidation(request: FastifyRequest): boolean {
  const schema = request.routeOptions.schema as Partial<Record<(typeof PARTS)[number], unknown>> | undefined;
  const input = { params: request.params, querystring: request.query, body: request.body };
  return PARTS.some((part) => {
    if (!schema?.[part]) return false;
    // The route's compiled validator: a boolean (ajv) or { error } / { value } (the zod type provider).
    const result = request.validateInput(input[part], part) as unknown;
    return result === false || Boolean(result && typeof result === 'object' && 'error' in result && result.error);
  });
}

/**
 * Every back-office route (config.backOffice) with a :configRestoId never answers a 400 to someone who does not run
 * that business: a customer or another business's staff is refused (403) before the route's validation would tell
 * them how to shape a request. A well-formed request goes on to the handler, which refuses with its own message
 * (owner-only routes say so) and checks finer roles. Routes need not remember any of this.
 */
async function backOfficeGuardPlugin(app: FastifyInstance, options: BackOfficeGuardOptions) {
  const { canManageComercio, forbiddenMessage } = options;
  const { db } = app.deps;
  const guard = async (request: FastifyRequest) => {
    const user = request.currentUser;
    if (!user) throw new AppError(401, LOGIN_REQUIRED_MESSAGE);
    const id = idParamSchema.safeParse((request.params as { configRestoId?: unknown }).configRestoId);
    // A malformed id names no business to refuse: the schema's 400 says what is wrong. A valid request goes on to
    // the route, whose own guard checks the business: only an invalid one costs a lookup here.
    if (!id.success || !failsValidation(request)) return;
    if (!(await canManageComercio(db, user, id.data))) throw new AppError(403, forbiddenMessage);
  };

  app.addHook('onRoute', (route) => {
    const config = route.config as { backOffice?: unknown } | undefined;
    if (config?.backOffice !== true || !route.url.includes(':configRestoId')) return;
    const existing = route.preValidation;
    const hooks: preValidationHookHandler[] = existing ? (Array.isArray(existing) ? existing : [existing]) : [];
    // After the route's own guards: a route that checks (say, owner only) answers with its own message.
    route.preValidation = [...hooks, guard as preValidationHookHandler];
  });
}

export default fp<BackOfficeGuardOptions>(backOfficeGuardPlugin, {
  name: 'back-office-guard',
  dependencies: ['deps', 'auth'],
});
