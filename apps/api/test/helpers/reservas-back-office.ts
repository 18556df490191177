import { and, desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../../src/app.ts';
import type { Db } from '../../src/db/client.ts';
import { auditLog, comercios, reservaSectores, users } from '../../src/db/schema.ts';
import { bearer, login } from './sessions.ts';

export const TANDIL = 'tandil.localhost';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The people of the back office tests: La Farola's owner and waiter, another business's owner, a customer. */
export interface Cast {
  farola: number;
  sector: Record<string, number>;
  owner: string;
  mozo: string;
  cumbre: string;
  admin: string;
  customer: string;
}

export async function loadCast(app: App, db: Db): Promise<Cast> {
  const [row] = await db.select().from(comercios).where(eq(comercios.carpeta, 'la-farola'));
  const farola = row!.id;
  const sectores = await db.select().from(reservaSectores).where(eq(reservaSectores.comercioId, farola));
  const [cliente] = await db
    .insert(users)
    .values({ userName: '2494333001', telefono: '2494333001', nombreApellido: 'Clara Cliente' })
    .returning();
  return {
    farola,
    sector: Object.fromEntries(sectores.map((s) => [s.descripcion, s.id])),
    owner: (await login(app, 'lafarola', 'lafarola1234')).token,
    mozo: (await login(app, 'mozo', 'mozo1234')).token,
    cumbre: (await login(app, 'cumbre', 'cumbre1234')).token,
    admin: (await login(app, 'admin', 'admin1234')).token,
    customer: (await app.issueToken(cliente!)).token,
  };
}

/** A call with an optional session. */
export function call(app: App, method: Method, url: string, token: string | null, payload?: unknown) {
  return app.inject({
    method,
    url,
    headers: { host: TANDIL, ...(token ? bearer(token) : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/**
 * The back office's guard: anonymous 401, a customer and another business's owner 403; for owner-only calls
 * the business's waiter 403 too. None of them changes anything.
 */
export async function expectGuarded(
  app: App,
  cast: Cast,
  method: Method,
  url: string,
  payload?: unknown,
  { ownerOnly = false } = {},
) {
  expect((await call(app, method, url, null, payload)).statusCode).toBe(401);
  const customer = await call(app, method, url, cast.customer, payload);
  expect(customer.statusCode).toBe(403);
  // Owner-only calls tell anyone else that only the owner may make the change.
  expect(customer.json().message).toBe(
    ownerOnly
      ? 'Solo el dueño del comercio puede hacer este cambio.'
      : 'No tenés permiso para administrar este comercio.',
  );
  expect((await call(app, method, url, cast.cumbre, payload)).statusCode).toBe(403);
  if (ownerOnly) {
    const mozo = await call(app, method, url, cast.mozo, payload);
    expect(mozo.statusCode).toBe(403);
    expect(mozo.json().message).toBe('Solo el dueño del comercio puede hacer este cambio.');
  }
}

/** The newest audit entry of an entity. */
export async function lastAudit(db: Db, entity: string, entityId: string | number) {
  const [row] = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}
