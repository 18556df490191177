import type { RouteOptions } from 'fastify';

/** The name of the session scheme in the OpenAPI document (components.securitySchemes). */
export const SESSION_SCHEME = 'sesion';

/** The session token as `/api/docs` offers it ('Authorize'): what login/Login and login/Create answer. */
export const sessionSecuritySchemes = {
  [SESSION_SCHEME]: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      'The `token` that POST /api/login/Login (staff) or /api/login/Create (customers) answers, sent as ' +
      '`Authorization: Bearer <token>`. Event streams also take it as `?token=`.',
  },
} as const;

/**
 * An onRoute hook that marks in the OpenAPI document the routes that need a session, from what they already
 * declare, so no module repeats it: a back-office route (`config.comercio`, decision 029) and a route whose own
 * hooks include one of `sessionHooks` (app.requireUser, app.requireAdmin). Routes that read a session when there is
 * one but answer without it (a draw's page, say) are left public. A scope whose every route is guarded by a hook
 * of its own (the platform admin's) marks them all with `requireSessionInDocs`.
 */
export function documentSessionRoutes(sessionHooks: () => unknown[]) {
  return (route: RouteOptions) => {
    if (route.config?.comercio || hasHook(route, sessionHooks())) requireSessionInDocs(route);
  };
}

/** Marks the route as one that needs the session token (`security` of its OpenAPI operation). */
export function requireSessionInDocs(route: RouteOptions) {
  route.schema = { ...route.schema, security: [{ [SESSION_SCHEME]: [] }] };
}

function hasHook(route: RouteOptions, hooks: unknown[]): boolean {
  const declared: unknown[] = [route.onRequest, route.preParsing, route.preValidation, route.preHandler];
  return declared.flat().some((hook) => hook !== undefined && hooks.includes(hook));
}
