import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { comercioMpCredenciales } from '../../db/schema.ts';
import { type MercadoPagoCredentials, MercadoPagoProvider } from './mercadopago-provider.ts';
import type { PaymentProvider } from './payment-provider.ts';

/*
 * A business may take online payments into its own MercadoPago account (back office, Ajustes → Pagos). Its
 * checkouts are then made with its credentials, and MercadoPago notifies them at
 * /api/pagos/webhook/mercadopago/{configRestoId}, checked with its webhook secret. A business without credentials
 * pays into the platform's account (or the simulated provider), as before.
 */

export type ComercioMpCredenciales = typeof comercioMpCredenciales.$inferSelect;

/** What the back office may show of a secret: its last 4 characters. */
export function maskSecret(value: string | null | undefined): string | null {
  if (!value) return null;
  return `••••${value.slice(-4)}`;
}

export async function loadComercioCredentials(db: Db, comercioId: number): Promise<ComercioMpCredenciales | null> {
  const [row] = await db
    .select()
    .from(comercioMpCredenciales)
    .where(eq(comercioMpCredenciales.comercioId, comercioId))
    .limit(1);
  return row ?? null;
}

/** Stores the business's credentials; a null field keeps the stored value. Answers the row as it is now. */
export async function saveComercioCredentials(
  db: Db,
  comercioId: number,
  changes: { accessToken: string | null; publicKey: string | null; webhookSecret: string | null },
  now: Date,
): Promise<ComercioMpCredenciales | { missing: Array<keyof MercadoPagoCredentials> }> {
  const current = await loadComercioCredentials(db, comercioId);
  const next = {
    accessToken: changes.accessToken ?? current?.accessToken ?? null,
    publicKey: changes.publicKey ?? current?.publicKey ?? null,
    webhookSecret: changes.webhookSecret ?? current?.webhookSecret ?? null,
  };
  const missing = (Object.keys(next) as Array<keyof typeof next>).filter((key) => !next[key]);
  if (missing.length > 0) return { missing };
  const values = {
    comercioId,
    accessToken: next.accessToken as string,
    publicKey: next.publicKey as string,
    webhookSecret: next.webhookSecret as string,
    updatedAt: now,
  };
  const [row] = await db
    .insert(comercioMpCredenciales)
    .values(values)
    .onConflictDoUpdate({ target: comercioMpCredenciales.comercioId, set: values })
    .returning();
  if (!row) throw new Error('credentials not stored');
  return row;
}

export async function deleteComercioCredentials(db: Db, comercioId: number): Promise<boolean> {
  const rows = await db
    .delete(comercioMpCredenciales)
    .where(eq(comercioMpCredenciales.comercioId, comercioId))
    .returning({ comercioId: comercioMpCredenciales.comercioId });
  return rows.length > 0;
}

/** The business's own payment provider, when it has one: null means the platform's active provider. */
export interface ComercioProviderResolver {
  forComercio(comercioId: number): Promise<PaymentProvider | null>;
}

export type MercadoPagoFactory = (credentials: MercadoPagoCredentials) => PaymentProvider;

/**
 * PAYMENTS_PROVIDER=simulado says no real money may move (demos, tests of the whole flow): then every business
 * pays through the simulated provider, whatever credentials it stored.
 */
export function createComercioProviderResolver(
  db: Db,
  config: Pick<Config, 'PAYMENTS_PROVIDER'>,
  makeMercadoPago: MercadoPagoFactory = (credentials) => new MercadoPagoProvider(credentials),
): ComercioProviderResolver {
  return {
    async forComercio(comercioId) {
      if (config.PAYMENTS_PROVIDER === 'simulado') return null;
      const row = await loadComercioCredentials(db, comercioId);
      if (!row) return null;
      return makeMercadoPago({
        accessToken: row.accessToken,
        publicKey: row.publicKey,
        webhookSecret: row.webhookSecret,
      });
    },
  };
}
