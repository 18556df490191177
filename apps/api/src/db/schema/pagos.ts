import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { comercios } from './comercios.ts';

/**
 * Payments: checkouts, notifications, refunds, businesses' own MercadoPago accounts and the simulated provider.
 * Money is integer centavos.
 */

/**
 * A checkout prepared with a payment provider (MercadoPago: a preference) for what its reference names
 * ('pedido' or 'venta' and the id). At most one is current (vigente) per reference and provider:
 * PreparePedidoPago hands it out again instead of making a new one. `status` is the provider's last word on
 * its payment ('created' until a payment is notified); paidAt is set once an approved payment covered importe.
 */
export const pagos = pgTable(
  'pagos',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').$type<import('@vidriera/domain/pagos').PaymentProviderName>().notNull(),
    preferenceId: text('preference_id').notNull(),
    referenciaTipo: text('referencia_tipo').notNull(),
    referenciaId: integer('referencia_id').notNull(),
    /** Centavos, computed by the server when the checkout was prepared. */
    importe: integer('importe').notNull(),
    publicKey: text('public_key').notNull(),
    checkoutUrl: text('checkout_url').notNull(),
    status: text('status').notNull().default('created'),
    vigente: boolean('vigente').notNull().default(true),
    /** The provider's id of the last payment notified for this checkout. */
    paymentId: text('payment_id'),
    /** The provider's record of that payment, for audits. */
    raw: jsonb('raw'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The business whose own MercadoPago account took the payment; null: the platform's account. */
    cuentaComercioId: integer('cuenta_comercio_id'),
  },
  (t) => [
    uniqueIndex('pagos_preference_idx').on(t.provider, t.preferenceId),
    uniqueIndex('pagos_vigente_idx').on(t.referenciaTipo, t.referenciaId, t.provider).where(sql`${t.vigente}`),
    index('pagos_referencia_idx').on(t.referenciaTipo, t.referenciaId),
    check('pagos_importe_check', sql`${t.importe} > 0`),
  ],
);

/**
 * Payment notifications already applied, one per provider, payment and status: a repeated notification finds
 * its row and changes nothing (webhooks are delivered at least once, and MercadoPago retries).
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    paymentId: text('payment_id').notNull(),
    status: text('status').notNull(),
    pagoId: integer('pago_id').references(() => pagos.id, { onDelete: 'set null' }),
    externalReference: text('external_reference'),
    /** Centavos the provider says were paid. */
    importe: integer('importe'),
    /** What applying it did ('aplicado', 'importe-insuficiente', 'sin-pago', ...). */
    resultado: text('resultado').notNull().default(''),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('payment_events_unique_idx').on(t.provider, t.paymentId, t.status),
    index('payment_events_pago_idx').on(t.pagoId),
  ],
);

/**
 * A refund of one provider payment, whole: a paid order or ticket sale that was annulled, rejected or cancelled,
 * a payment that arrived after its hold expired, or a second payment of something already paid (decision 022).
 * One per (provider, payment): a repeated cancel, a retried job or a replayed webhook finds it and adds nothing.
 * estado: 'pendiente' (to be sent), 'hecho' (the provider refunded it), 'fallido' (the provider refused or did not
 * answer; `error` says why, the job tries again at `proximoIntento` until MAX attempts). A job takes each one with
 * a row lock and a lease (`tomadoHasta`); the provider call carries the idempotency key `reintegro-{id}`, so a
 * crash between the call and the write never refunds twice.
 */
export const reintegros = pgTable(
  'reintegros',
  {
    id: serial('id').primaryKey(),
    pagoId: integer('pago_id').references(() => pagos.id, { onDelete: 'set null' }),
    provider: text('provider').$type<import('@vidriera/domain/pagos').PaymentProviderName>().notNull(),
    /** The business whose own MercadoPago account took the payment; null: the platform's. */
    cuentaComercioId: integer('cuenta_comercio_id'),
    paymentId: text('payment_id').notNull(),
    referenciaTipo: text('referencia_tipo').notNull(),
    referenciaId: integer('referencia_id').notNull(),
    comercioId: integer('comercio_id').references(() => comercios.id, { onDelete: 'set null' }),
    /** Centavos. */
    importe: integer('importe').notNull(),
    /** Why (domain reintegros MOTIVOS_REINTEGRO). */
    motivo: text('motivo').notNull(),
    estado: text('estado').$type<import('@vidriera/domain/pagos').EstadoReintegro>().notNull().default('pendiente'),
    intentos: integer('intentos').notNull().default(0),
    /** The provider's reason for the last failure. */
    error: text('error'),
    proximoIntento: timestamp('proximo_intento', { withTimezone: true }).notNull(),
    tomadoHasta: timestamp('tomado_hasta', { withTimezone: true }),
    /** The provider's id of the refund. */
    refundId: text('refund_id'),
    raw: jsonb('raw'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    hechoAt: timestamp('hecho_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('reintegros_payment_idx').on(t.provider, t.paymentId),
    index('reintegros_referencia_idx').on(t.referenciaTipo, t.referenciaId),
    index('reintegros_pendientes_idx').on(t.proximoIntento).where(sql`${t.estado} <> 'hecho'`),
    check('reintegros_importe_check', sql`${t.importe} > 0`),
    check('reintegros_estado_check', sql`${t.estado} in ('pendiente', 'hecho', 'fallido')`),
  ],
);

/**
 * A business's own MercadoPago account (back office, Ajustes → Pagos): its checkouts are paid into it instead of
 * the platform's. Kept apart from `comercios` so no read of a business can carry the secrets along; the API
 * never answers them in full (only their last 4 characters).
 */
export const comercioMpCredenciales = pgTable('comercio_mp_credenciales', {
  comercioId: integer('comercio_id')
    .primaryKey()
    .references(() => comercios.id, { onDelete: 'cascade' }),
  accessToken: text('access_token').notNull(),
  publicKey: text('public_key').notNull(),
  webhookSecret: text('webhook_secret').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** The simulated payment provider's checkouts (its "preferences"): what the checkout page shows and charges. */
export const simuladoCheckouts = pgTable('simulado_checkouts', {
  id: text('id').primaryKey(),
  titulo: text('titulo').notNull(),
  externalReference: text('external_reference').notNull(),
  /** Centavos. */
  importe: integer('importe').notNull(),
  backUrls: jsonb('back_urls').$type<{ success: string; failure: string; pending: string }>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** Payments made on the simulated checkout page (approved or rejected by the buyer's button). */
export const simuladoPagos = pgTable(
  'simulado_pagos',
  {
    id: serial('id').primaryKey(),
    checkoutId: text('checkout_id')
      .notNull()
      .references(() => simuladoCheckouts.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    externalReference: text('external_reference').notNull(),
    /** Centavos. */
    importe: integer('importe').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('simulado_pagos_checkout_idx').on(t.checkoutId)],
);

/** Refunds made by the simulated provider: one per idempotency key, as MercadoPago answers a repeated key. */
export const simuladoReintegros = pgTable('simulado_reintegros', {
  id: serial('id').primaryKey(),
  pagoId: integer('pago_id')
    .notNull()
    .references(() => simuladoPagos.id, { onDelete: 'cascade' }),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  /** Centavos. */
  importe: integer('importe').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
