import { and, desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Carta, CartaEditor, PlatoAdmin } from '@vidriera/domain/carta';
import type { App } from '../../src/app.ts';
import type { Db } from '../../src/db/client.ts';
import { auditLog, staff, users } from '../../src/db/schema.ts';
import { bearer } from './sessions.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';

/** A call to the menu editor of a business: /api/merchant/carta/{configRestoId}{path}. */
export function editorApi(app: App) {
  return (method: Method, configRestoId: number, path: string, headers: Record<string, string>, payload?: unknown) =>
    app.inject({
      method,
      url: `/api/merchant/carta/${configRestoId}${path}`,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}

export async function getEditor(app: App, configRestoId: number, headers: Record<string, string>) {
  const res = await editorApi(app)('GET', configRestoId, '', headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as CartaEditor;
}

export const findPlatoAdmin = (editor: CartaEditor, titulo: string): PlatoAdmin => {
  const plato = editor.cartas.flatMap((c) => c.grupos.flatMap((g) => g.platos)).find((p) => p.titulo === titulo);
  if (!plato) throw new Error(`no dish ${titulo} in the editor`);
  return plato;
};

/** The public online menu of a business as a customer on the Tandil portal gets it. */
export async function getPublicCarta(app: App, carpeta: string, cartaId?: number): Promise<Carta> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/carta/${carpeta}/0${cartaId ? `/${cartaId}` : ''}`,
    headers: { host: 'tandil.localhost' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** A day-to-day employee (rol staff, not owner) of a business, with a session. */
export async function createStaffMember(app: App, db: Db, comercioId: number, userName: string) {
  const [user] = await db.insert(users).values({ userName, nombreApellido: 'Empleado de prueba' }).returning();
  if (!user) throw new Error('staff user not inserted');
  await db.insert(staff).values({ userId: user.id, comercioId, rol: 'staff' });
  return bearer((await app.issueToken(user)).token);
}

/** The newest audit entry of an entity. */
export async function lastAudit(db: Db, entity: string, entityId: number | string) {
  const [row] = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}
