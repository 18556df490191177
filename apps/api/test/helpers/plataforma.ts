import { and, eq } from 'drizzle-orm';
import type { App } from '../../src/app.ts';
import type { Db } from '../../src/db/client.ts';
import { auditLog, comercios, sites } from '../../src/db/schema.ts';
import { bearer, login, registerCustomer } from './sessions.ts';

/** The people of the platform-administration tests: the admin, a business owner and a customer. */
export async function loginPlatformCast(app: App, customerTelefono: string) {
  const adminLogin = await login(app, 'admin', 'admin1234');
  return {
    admin: adminLogin.token,
    adminId: adminLogin.id,
    owner: (await login(app, 'lafarola', 'lafarola1234')).token,
    customer: (await registerCustomer(app, customerTelefono)).token,
  };
}

/**
 * Calls and look-ups of the platform-administration tests. The test app is created in beforeAll, so it is
 * reached through `current`, read at each call.
 */
export function plataformaHelpers(current: () => { app: App; db: Db }) {
  return {
    async comercioId(carpeta: string): Promise<number> {
      const [row] = await current()
        .db.select({ id: comercios.id })
        .from(comercios)
        .where(eq(comercios.carpeta, carpeta));
      if (!row) throw new Error(`no business ${carpeta}`);
      return row.id;
    },
    async siteId(dominioUrl: string): Promise<number> {
      const [row] = await current().db.select({ id: sites.id }).from(sites).where(eq(sites.dominioUrl, dominioUrl));
      if (!row) throw new Error(`no site ${dominioUrl}`);
      return row.id;
    },
    /** A call with an optional session (no Host: the back office is not scoped to a site). */
    call(method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: unknown) {
      return current().app.inject({
        method,
        url,
        headers: token ? bearer(token) : {},
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
    },
    /** An anonymous public GET on a site's domain. */
    publicGet: (url: string, host: string) => current().app.inject({ method: 'GET', url, headers: { host } }),
    /** The audit entries of an entity, oldest first. */
    auditRows(entity: string, entityId: number) {
      return current()
        .db.select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))))
        .orderBy(auditLog.id);
    },
  };
}
