import { desc, eq } from 'drizzle-orm';
import type { LoginResponse } from '@vidriera/domain/cuentas';
import type { App } from '../../src/app.ts';
import type { Db } from '../../src/db/client.ts';
import { outboxMessages } from '../../src/db/schema.ts';

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Logs in through the API (as the app does) and returns the login response; fails the test otherwise. */
export async function login(app: App, userName: string, password: string, remoteAddress?: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/login/Login',
    payload: { userName, password },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
  if (res.statusCode !== 200) throw new Error(`login ${userName} failed: ${res.statusCode} ${res.body}`);
  return res.json() as LoginResponse;
}

/** Registers a new customer through login/Create and returns its login response. */
export async function registerCustomer(app: App, telefono: string, nombreApellido = 'Cliente Prueba') {
  const res = await app.inject({
    method: 'POST',
    url: '/api/login/Create',
    payload: { userName: '', password: '', nombreApellido, telefono, domicilio: '', configRestoId: 0, authCode: '' },
  });
  if (res.statusCode !== 200) throw new Error(`register ${telefono} failed: ${res.statusCode} ${res.body}`);
  return res.json() as LoginResponse;
}

/** The verification code the outbox holds for a phone (its latest message), as WhatsApp would bring it. */
export async function readCodeFromOutbox(db: Db, telefono: string): Promise<string> {
  const [row] = await db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.telefono, telefono))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  const match = /^Tu código de verificación es (\d{6})$/.exec(row?.body ?? '');
  if (!match?.[1]) throw new Error(`no code in the outbox for ${telefono}: ${row?.body}`);
  return match[1];
}
