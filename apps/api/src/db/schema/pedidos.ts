import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { cartas, platos } from './carta.ts';
import { comercios } from './comercios.ts';
import { users } from './cuentas.ts';

/** Orders and their lines. Money is integer centavos; the API shows pesos. */

/**
 * An order. Prices were computed by the server from the menu when it was placed (centavos); `demora` is the
 * business's delay then. estadoId: 0 placed, 1 in preparation, 2 delivered, 3 cancelled, 4 rejected, 5 pending
 * payment. `paymentRef` is the provider's payment that moved it from 5 to 0.
 */
export const pedidos = pgTable(
  'pedidos',
  {
    id: serial('id').primaryKey(),
    comercioId: integer('comercio_id')
      .notNull()
      .references(() => comercios.id, { onDelete: 'cascade' }),
    cartaId: integer('carta_id').references(() => cartas.id, { onDelete: 'set null' }),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    estadoId: integer('estado_id').notNull().default(0),
    formaPagoId: integer('forma_pago_id').notNull().default(0),
    delivery: boolean('delivery').notNull().default(false),
    domicilio: text('domicilio'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    enLocal: boolean('en_local').notNull().default(false),
    mesa: integer('mesa'),
    /** Centavos the customer pays cash with; null is exact. */
    pagaCon: integer('paga_con'),
    observacion: text('observacion'),
    subtotal: integer('subtotal').notNull(),
    costoEnvio: integer('costo_envio').notNull().default(0),
    total: integer('total').notNull(),
    demora: integer('demora').notNull().default(0),
    /** Who ordered, as they were named then (for the merchant's queue). */
    nombre: text('nombre').notNull().default(''),
    telefono: text('telefono').notNull().default(''),
    fechaHora: timestamp('fecha_hora', { withTimezone: true }).notNull(),
    horaEstimada: timestamp('hora_estimada', { withTimezone: true }),
    /** When the business accepted it (estado 0 → 1); the dashboard measures its times from here. */
    horaAceptado: timestamp('hora_aceptado', { withTimezone: true }),
    horaEntregado: timestamp('hora_entregado', { withTimezone: true }),
    /** When the order reached its customer (back office 'Entregado'); estado 2 without it is ready / on its way. */
    horaCompletado: timestamp('hora_completado', { withTimezone: true }),
    /** Entered by the business's staff for a phone or walk-in customer (usuarioId is that staff member). */
    cargadoPorComercio: boolean('cargado_por_comercio').notNull().default(false),
    /** The customer asked for WhatsApp notices of this order (decision 034). */
    avisarWhatsapp: boolean('avisar_whatsapp').notNull().default(false),
    paymentRef: text('payment_ref'),
    pagadoAt: timestamp('pagado_at', { withTimezone: true }),
    /** While pending payment (estado 5): when the hold ends and the order is cancelled unpaid. */
    pagoVenceAt: timestamp('pago_vence_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pedidos_pago_vence_idx').on(t.pagoVenceAt).where(sql`${t.estadoId} = 5`),
    index('pedidos_pagados_cancelados_idx')
      .on(t.id)
      .where(sql`${t.paymentRef} is not null and ${t.estadoId} in (3, 4)`),
    index('pedidos_usuario_idx').on(t.usuarioId, t.id),
    index('pedidos_comercio_estado_idx').on(t.comercioId, t.estadoId, t.id),
    // The dashboard reads a business's orders of a period (decision 035).
    index('pedidos_comercio_fecha_idx').on(t.comercioId, t.fechaHora),
    check('pedidos_estado_check', sql`${t.estadoId} in (0, 1, 2, 3, 4, 5)`),
    check('pedidos_forma_pago_check', sql`${t.formaPagoId} in (0, 1, 2, 3)`),
    check(
      'pedidos_total_check',
      sql`${t.subtotal} >= 0 and ${t.costoEnvio} >= 0 and ${t.total} = ${t.subtotal} + ${t.costoEnvio}`,
    ),
  ],
);

/** The options chosen for one line, as they were named and priced when ordered. */
export interface PedidoItemOpcion {
  productoOpcId: number;
  descripcion: string;
  productoOpcDets: Array<{ productoOpcDetId: number; descripcion: string; precio: number }>;
}

/** A line of an order: the dish, quantity, chosen options and unit price (centavos) as priced when ordered. */
export const pedidoItems = pgTable(
  'pedido_items',
  {
    id: serial('id').primaryKey(),
    pedidoId: integer('pedido_id')
      .notNull()
      .references(() => pedidos.id, { onDelete: 'cascade' }),
    platoId: integer('plato_id').references(() => platos.id, { onDelete: 'set null' }),
    orden: integer('orden').notNull().default(0),
    titulo: text('titulo').notNull(),
    cantidad: integer('cantidad').notNull(),
    precioUnitario: integer('precio_unitario').notNull(),
    /** Option surcharges in centavos, like every amount stored. */
    opciones: jsonb('opciones').$type<PedidoItemOpcion[]>().notNull().default([]),
    opcionesTexto: text('opciones_texto').notNull().default(''),
  },
  (t) => [
    index('pedido_items_pedido_idx').on(t.pedidoId, t.orden),
    check('pedido_items_cantidad_check', sql`${t.cantidad} between 1 and 99`),
  ],
);
