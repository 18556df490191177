import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { comercios } from './comercios.ts';
import { users } from './cuentas.ts';

/** Table reservations: services, sectors, closed days and the bookings. */

/**
 * A business's reservation service (e.g. dinner): its time windows by weekday, the interval between slots, how
 * long a party keeps its table by size, the minimum notice and the minutes a table is held after the time.
 */
export const reservaServicios = pgTable(
  'reserva_servicios',
  {
    id: serial('id').primaryKey(),
    comercioId: integer('comercio_id')
      .notNull()
      .references(() => comercios.id, { onDelete: 'cascade' }),
    nombre: text('nombre').notNull().default(''),
    franjas: jsonb('franjas').$type<import('@vidriera/domain/reservas').FranjaServicio[]>().notNull().default([]),
    intervaloMinutos: integer('intervalo_minutos').notNull().default(30),
    duracionPromHasta2P: integer('duracion_prom_hasta_2p').notNull().default(90),
    duracionProm2a5P: integer('duracion_prom_2a5p').notNull().default(120),
    duracionPromMas5P: integer('duracion_prom_mas_5p').notNull().default(150),
    anticipacionMinimaMinutos: integer('anticipacion_minima_minutos').notNull().default(60),
    minutosDeTolerancia: integer('minutos_de_tolerancia').notNull().default(15),
    orden: integer('orden').notNull().default(0),
    activo: boolean('activo').notNull().default(true),
  },
  (t) => [
    index('reserva_servicios_comercio_idx').on(t.comercioId),
    check('reserva_servicios_intervalo_check', sql`${t.intervaloMinutos} >= 5`),
  ],
);

/** A room or area of a business with the people it seats; bookings lock these rows to count places. */
export const reservaSectores = pgTable(
  'reserva_sectores',
  {
    id: serial('id').primaryKey(),
    comercioId: integer('comercio_id')
      .notNull()
      .references(() => comercios.id, { onDelete: 'cascade' }),
    descripcion: text('descripcion').notNull(),
    capacidad: integer('capacidad').notNull(),
    orden: integer('orden').notNull().default(0),
    activo: boolean('activo').notNull().default(true),
  },
  (t) => [
    index('reserva_sectores_comercio_idx').on(t.comercioId),
    check('reserva_sectores_capacidad_check', sql`${t.capacidad} >= 0`),
  ],
);

/** Days a business takes no reservations ('YYYY-MM-DD' in its own calendar). */
export const reservaDiasCerrados = pgTable(
  'reserva_dias_cerrados',
  {
    comercioId: integer('comercio_id')
      .notNull()
      .references(() => comercios.id, { onDelete: 'cascade' }),
    fecha: text('fecha').notNull(),
    motivo: text('motivo').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.comercioId, t.fecha] })],
);

/**
 * A table reservation. `fin` is when the party frees its places (fechaHora plus the minutes committed for its
 * size when it was booked), so later changes to a service's durations never move existing bookings.
 */
export const reservas = pgTable(
  'reservas',
  {
    id: serial('id').primaryKey(),
    comercioId: integer('comercio_id')
      .notNull()
      .references(() => comercios.id, { onDelete: 'cascade' }),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sectorId: integer('sector_id')
      .notNull()
      .references(() => reservaSectores.id),
    servicioId: integer('servicio_id').references(() => reservaServicios.id, { onDelete: 'set null' }),
    fechaHora: timestamp('fecha_hora', { withTimezone: true }).notNull(),
    fin: timestamp('fin', { withTimezone: true }).notNull(),
    cantidad: integer('cantidad').notNull(),
    observacion: text('observacion').notNull().default(''),
    rango: integer('rango').notNull(),
    seleccionoHorario: boolean('selecciono_horario').notNull().default(true),
    minutosDeTolerancia: integer('minutos_de_tolerancia').notNull().default(0),
    nombre: text('nombre').notNull().default(''),
    tel: text('tel').notNull().default(''),
    /** The event the reservation was made for (no foreign key until the events issue adds its table). */
    eventoId: integer('evento_id'),
    /** 0 received, 1 confirmed, 3 cancelled by client, 4 cancelled, 5 fulfilled, 6 absent. */
    estado: integer('estado').notNull().default(0),
    /** Centavos. */
    importe: integer('importe').notNull().default(0),
    fechaHoraAlta: timestamp('fecha_hora_alta', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** 'web' (booked by the customer) or 'walk-in' (recorded by the staff when the party arrived; usuarioId is them). */
    origen: text('origen').$type<import('@vidriera/domain/reservas').OrigenReserva>().notNull().default('web'),
  },
  (t) => [
    // Availability counts only reservations holding places: received, confirmed and fulfilled (arrived) until `fin`.
    index('reservas_ocupan_idx').on(t.comercioId, t.fechaHora).where(sql`${t.estado} in (0, 1, 5)`),
    index('reservas_comercio_fecha_idx').on(t.comercioId, t.fechaHora),
    index('reservas_usuario_idx').on(t.usuarioId, t.fechaHora),
    check('reservas_cantidad_check', sql`${t.cantidad} between 1 and 99`),
    check('reservas_estado_check', sql`${t.estado} in (0, 1, 3, 4, 5, 6)`),
    check('reservas_fin_check', sql`${t.fin} > ${t.fechaHora}`),
  ],
);
