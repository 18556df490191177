import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TipoNotificacion } from '@vidriera/domain/notificaciones';
import { comercios } from './comercios.ts';

/** WhatsApp notices to customers (decision 034): the queue the notifications job sends, and each business's switches. */

/**
 * One notice of one event: (tipo, sujeto_id) is unique, so the same event (an order accepted, a reservation
 * confirmed) is queued once however many times it is reported. `sujeto_id` is the order's id for the pedido_*
 * kinds and the reservation's for the reserva_* ones. estado: 'pendiente' (waiting for `enviar_desde`),
 * 'enviando' (claimed by a job at `reclamada_at`: its send is in flight), 'enviada', 'fallida' (refused too many
 * times), 'descartada' (no longer true when due: a cancelled reservation's reminder), 'incierta' (the process
 * stopped between sending and recording it: never sent again, see the decision).
 */
export const notificaciones = pgTable(
  'notificaciones',
  {
    id: serial('id').primaryKey(),
    comercioId: integer('comercio_id')
      .notNull()
      .references(() => comercios.id, { onDelete: 'cascade' }),
    tipo: text('tipo').$type<TipoNotificacion>().notNull(),
    sujetoId: integer('sujeto_id').notNull(),
    telefono: text('telefono').notNull(),
    texto: text('texto').notNull(),
    estado: text('estado')
      .$type<'pendiente' | 'enviando' | 'enviada' | 'fallida' | 'descartada' | 'incierta'>()
      .notNull()
      .default('pendiente'),
    enviarDesde: timestamp('enviar_desde', { withTimezone: true }).notNull(),
    intentos: integer('intentos').notNull().default(0),
    reclamadaAt: timestamp('reclamada_at', { withTimezone: true }),
    enviadaAt: timestamp('enviada_at', { withTimezone: true }),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('notificaciones_evento_idx').on(t.tipo, t.sujetoId),
    index('notificaciones_pendientes_idx').on(t.enviarDesde).where(sql`${t.estado} = 'pendiente'`),
    index('notificaciones_enviando_idx').on(t.reclamadaAt).where(sql`${t.estado} = 'enviando'`),
    check(
      'notificaciones_estado_check',
      sql`${t.estado} in ('pendiente', 'enviando', 'enviada', 'fallida', 'descartada', 'incierta')`,
    ),
    check(
      'notificaciones_tipo_check',
      sql`${t.tipo} in ('pedido_aceptado', 'pedido_listo', 'pedido_rechazado', 'reserva_confirmada', 'reserva_recordatorio')`,
    ),
  ],
);

/** Which notices a business sends; no row: the defaults (AVISOS_POR_DEFECTO). */
export const avisosComercio = pgTable('avisos_comercio', {
  comercioId: integer('comercio_id')
    .primaryKey()
    .references(() => comercios.id, { onDelete: 'cascade' }),
  pedidoAceptado: boolean('pedido_aceptado').notNull(),
  pedidoListo: boolean('pedido_listo').notNull(),
  pedidoRechazado: boolean('pedido_rechazado').notNull(),
  reservaConfirmada: boolean('reserva_confirmada').notNull(),
  reservaRecordatorio: boolean('reserva_recordatorio').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
