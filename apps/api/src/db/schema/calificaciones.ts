import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { comercios } from './comercios.ts';
import { users } from './cuentas.ts';
import { pedidos } from './pedidos.ts';

/**
 * Ratings from customers (decision 033): one per order (the unique index is what refuses a second one, however
 * many requests arrive at once). The business's califCalidad, califEnvios and califProm are computed from these
 * in the same transaction as each insert.
 */
export const calificaciones = pgTable(
  'calificaciones',
  {
    id: serial('id').primaryKey(),
    pedidoId: integer('pedido_id')
      .notNull()
      .references(() => pedidos.id, { onDelete: 'cascade' }),
    comercioId: integer('comercio_id')
      .notNull()
      .references(() => comercios.id, { onDelete: 'cascade' }),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    puntajeCalidad: integer('puntaje_calidad').notNull(),
    /** Only for a delivery. */
    puntajeEnvio: integer('puntaje_envio'),
    comentario: text('comentario'),
    /** Hidden by a platform admin as abusive (audited); the scores still count. */
    comentarioOculto: boolean('comentario_oculto').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('calificaciones_pedido_uq').on(t.pedidoId),
    index('calificaciones_comercio_idx').on(t.comercioId, t.id),
    check('calificaciones_calidad_check', sql`${t.puntajeCalidad} between 1 and 5`),
    check('calificaciones_envio_check', sql`${t.puntajeEnvio} is null or ${t.puntajeEnvio} between 1 and 5`),
  ],
);
