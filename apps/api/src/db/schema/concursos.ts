import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { comercios } from './comercios.ts';
import { users } from './cuentas.ts';

/** Prize draws: their prizes and participations. */

/**
 * A business's prize draw. Scheduled draws (instantaneo false) are run once fechaHoraSorteoEstimado passes, with
 * a secret seed whose hash is published from the start; instant draws decide each participation on the spot.
 */
export const concursos = pgTable(
  'concursos',
  {
    id: serial('id').primaryKey(),
    comercioId: integer('comercio_id')
      .notNull()
      .references(() => comercios.id, { onDelete: 'cascade' }),
    titulo: text('titulo').notNull(),
    descripcion: text('descripcion').notNull().default(''),
    urlFoto: text('url_foto'),
    condiciones: text('condiciones').notNull().default(''),
    instantaneo: boolean('instantaneo').notNull().default(false),
    /** Instant draws: chance that a participation wins (0 to 1). */
    probabilidadGanar: doublePrecision('probabilidad_ganar').notNull().default(0),
    notificaPorMail: boolean('notifica_por_mail').notNull().default(false),
    publicado: boolean('publicado').notNull().default(false),
    /** End of the participation period. */
    fechaHoraHasta: timestamp('fecha_hora_hasta', { withTimezone: true }).notNull(),
    fechaHoraSorteoEstimado: timestamp('fecha_hora_sorteo_estimado', { withTimezone: true }).notNull(),
    /** How winners claim their prize; empty: a default text with the business's address. */
    pasosSiguientes: text('pasos_siguientes').notNull().default(''),
    /** Secret until the draw is run (scheduled draws only). */
    seed: text('seed'),
    /** SHA-256 of seed, published from the start. */
    seedHash: text('seed_hash'),
    /** When the scheduled draw was run; set once, by whoever holds the row lock. */
    sorteadoAt: timestamp('sorteado_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('concursos_comercio_idx').on(t.comercioId),
    // The draw job looks only at scheduled draws still to run.
    index('concursos_pendientes_idx')
      .on(t.fechaHoraSorteoEstimado)
      .where(sql`${t.sorteadoAt} is null and not ${t.instantaneo}`),
    check('concursos_probabilidad_check', sql`${t.probabilidadGanar} >= 0 and ${t.probabilidadGanar} <= 1`),
  ],
);

/** A prize of a draw: `restantes` units are still to give (never below zero, whatever the concurrency). */
export const concursoPremios = pgTable(
  'concurso_premios',
  {
    id: serial('id').primaryKey(),
    concursoId: integer('concurso_id')
      .notNull()
      .references(() => concursos.id, { onDelete: 'cascade' }),
    descripcion: text('descripcion').notNull(),
    cantidad: integer('cantidad').notNull(),
    restantes: integer('restantes').notNull(),
    orden: integer('orden').notNull().default(0),
  },
  (t) => [
    index('concurso_premios_concurso_idx').on(t.concursoId),
    check('concurso_premios_restantes_check', sql`${t.restantes} >= 0 and ${t.restantes} <= ${t.cantidad}`),
  ],
);

/** One user's participation in a draw (at most one per user and draw) and, once decided, the prize won. */
export const concursoParticipaciones = pgTable(
  'concurso_participaciones',
  {
    id: serial('id').primaryKey(),
    concursoId: integer('concurso_id')
      .notNull()
      .references(() => concursos.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    premioId: integer('premio_id').references(() => concursoPremios.id),
    /** Position in the scheduled draw's order (1 = first unit drawn). */
    ordenGanador: integer('orden_ganador'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When the winner's WhatsApp message was handed to the Messenger (claimed before sending, so sent once). */
    notificadoAt: timestamp('notificado_at', { withTimezone: true }),
    notificacionIntentos: integer('notificacion_intentos').notNull().default(0),
  },
  (t) => [
    uniqueIndex('concurso_participaciones_unica_idx').on(t.concursoId, t.userId),
    index('concurso_participaciones_user_idx').on(t.userId),
    index('concurso_participaciones_a_notificar_idx')
      .on(t.id)
      .where(sql`${t.premioId} is not null and ${t.notificadoAt} is null`),
  ],
);
