import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { comercios } from './comercios.ts';
import { users } from './cuentas.ts';

/**
 * Events and tickets: dates, price variants, sales and the tickets sold. Money is integer centavos; the API shows
 * pesos.
 */

/**
 * An event of a business. tpEvento: 0 and 1 (and above 4) lead to a table reservation; 2 sells tickets (one
 * holder for the whole quantity); 3 sells tickets with one holder per person; 4 is a sign-up (one holder per
 * person). `importe` is the price when the event has no variants.
 */
export const eventos = pgTable(
  'eventos',
  {
    id: serial('id').primaryKey(),
    comercioId: integer('comercio_id')
      .notNull()
      .references(() => comercios.id, { onDelete: 'cascade' }),
    titulo: text('titulo').notNull(),
    descripcion: text('descripcion').notNull().default(''),
    /** Relative URL under /img/{carpeta}/ (or any absolute URL), null without a picture. */
    urlFoto: text('url_foto'),
    tpEvento: integer('tp_evento').notNull().default(2),
    /** Centavos. */
    importe: integer('importe').notNull().default(0),
    publicado: boolean('publicado').notNull().default(true),
    anulado: boolean('anulado').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('eventos_comercio_idx').on(t.comercioId),
    check('eventos_tp_evento_check', sql`${t.tpEvento} >= 0`),
    check('eventos_importe_check', sql`${t.importe} >= 0`),
  ],
);

/**
 * A date of an event. `vendidos` counts the places held by its sales (every estado but cancelled, 3 and 4): it
 * is changed only inside the transaction that creates or cancels a sale, holding this row FOR UPDATE, so the
 * check below makes overselling impossible even for code that forgets to look. `capacidad` null: no limit.
 */
export const eventoFechas = pgTable(
  'evento_fechas',
  {
    id: serial('id').primaryKey(),
    eventoId: integer('evento_id')
      .notNull()
      .references(() => eventos.id, { onDelete: 'cascade' }),
    fechaHora: timestamp('fecha_hora', { withTimezone: true }).notNull(),
    capacidad: integer('capacidad'),
    vendidos: integer('vendidos').notNull().default(0),
    anulada: boolean('anulada').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('evento_fechas_evento_idx').on(t.eventoId, t.fechaHora),
    index('evento_fechas_fecha_idx').on(t.fechaHora),
    check('evento_fechas_vendidos_check', sql`${t.vendidos} >= 0`),
    check(
      'evento_fechas_capacidad_check',
      sql`${t.capacidad} is null or (${t.capacidad} >= 0 and ${t.vendidos} <= ${t.capacidad})`,
    ),
  ],
);

/** A price option of an event ('Anticipada' until horaHasta on the event day, 'General', ...). */
export const eventoVariantes = pgTable(
  'evento_variantes',
  {
    id: serial('id').primaryKey(),
    eventoId: integer('evento_id')
      .notNull()
      .references(() => eventos.id, { onDelete: 'cascade' }),
    titulo: text('titulo').notNull(),
    /** Centavos. */
    importe: integer('importe').notNull().default(0),
    soloOnline: boolean('solo_online').notNull().default(false),
    /** 'HH:mm' cutoff on the event day in the business's zone; null sells until the event. */
    horaHasta: text('hora_hasta'),
    anulado: boolean('anulado').notNull().default(false),
    orden: integer('orden').notNull().default(0),
  },
  (t) => [
    index('evento_variantes_evento_idx').on(t.eventoId, t.orden),
    check('evento_variantes_importe_check', sql`${t.importe} >= 0`),
    check(
      'evento_variantes_hora_hasta_check',
      sql`${t.horaHasta} is null or ${t.horaHasta} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`,
    ),
  ],
);

/**
 * A ticket sale (ventaTicket). Prices were computed by the server when sold (centavos). estado: 0 new (transfer
 * to confirm), 1 confirmed, 2 processing, 3 cancelled by client, 4 cancelled, 5 pending payment, 6 absent.
 * `paymentRef` is the provider's payment that moved it from 5 to 1. `comercioId` repeats the event's business
 * so the back office lists and scopes sales without a join.
 */
export const ventasTickets = pgTable(
  'ventas_tickets',
  {
    id: serial('id').primaryKey(),
    comercioId: integer('comercio_id')
      .notNull()
      .references(() => comercios.id, { onDelete: 'cascade' }),
    eventoId: integer('evento_id')
      .notNull()
      .references(() => eventos.id, { onDelete: 'cascade' }),
    eventoFechaId: integer('evento_fecha_id')
      .notNull()
      .references(() => eventoFechas.id, { onDelete: 'cascade' }),
    eventoVarianteId: integer('evento_variante_id').references(() => eventoVariantes.id, { onDelete: 'set null' }),
    /** The variant's title when sold. */
    varianteTitulo: text('variante_titulo'),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cantidad: integer('cantidad').notNull(),
    formaPagoId: integer('forma_pago_id').notNull(),
    precioUnitario: integer('precio_unitario').notNull(),
    importeTotal: integer('importe_total').notNull(),
    estado: integer('estado').notNull().default(0),
    /** The buyer as named when buying (for the merchant's list). */
    nombre: text('nombre').notNull().default(''),
    telefono: text('telefono').notNull().default(''),
    fechaHoraAlta: timestamp('fecha_hora_alta', { withTimezone: true }).notNull(),
    paymentRef: text('payment_ref'),
    pagadoAt: timestamp('pagado_at', { withTimezone: true }),
    /** Why the business cancelled it (estado 4), as written in the back office. */
    motivoCancelacion: text('motivo_cancelacion'),
    /** While pending payment (estado 5): when the hold ends and the sale is cancelled, its places freed. */
    pagoVenceAt: timestamp('pago_vence_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ventas_tickets_pago_vence_idx').on(t.pagoVenceAt).where(sql`${t.estado} = 5`),
    index('ventas_tickets_pagadas_canceladas_idx')
      .on(t.id)
      .where(sql`${t.paymentRef} is not null and ${t.estado} in (3, 4)`),
    index('ventas_tickets_usuario_idx').on(t.usuarioId, t.id),
    index('ventas_tickets_comercio_idx').on(t.comercioId, t.estado, t.id),
    index('ventas_tickets_fecha_idx').on(t.eventoFechaId),
    check('ventas_tickets_estado_check', sql`${t.estado} in (0, 1, 2, 3, 4, 5, 6)`),
    check('ventas_tickets_forma_pago_check', sql`${t.formaPagoId} in (3, 5)`),
    check('ventas_tickets_cantidad_check', sql`${t.cantidad} >= 1`),
    check(
      'ventas_tickets_importe_check',
      sql`${t.precioUnitario} >= 0 and ${t.importeTotal} = ${t.precioUnitario} * ${t.cantidad}`,
    ),
  ],
);

/**
 * A ticket of a sale: its holder and how many people it admits. `codigo` is random and unguessable (what the
 * door checks); `usadoEn`/`usadoPor` record the check-in.
 */
export const tickets = pgTable(
  'tickets',
  {
    id: serial('id').primaryKey(),
    ventaId: integer('venta_id')
      .notNull()
      .references(() => ventasTickets.id, { onDelete: 'cascade' }),
    numero: integer('numero').notNull(),
    titular: text('titular').notNull(),
    telefono: text('telefono').notNull(),
    cantidad: integer('cantidad').notNull(),
    codigo: text('codigo').notNull(),
    usadoEn: timestamp('usado_en', { withTimezone: true }),
    usadoPor: integer('usado_por').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('tickets_codigo_idx').on(t.codigo),
    index('tickets_venta_idx').on(t.ventaId, t.numero),
    check('tickets_cantidad_check', sql`${t.cantidad} >= 1`),
  ],
);
