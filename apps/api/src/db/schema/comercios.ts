import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { Contacto } from '@vidriera/domain/common';
import type { AperturaManual, Horario } from '@vidriera/domain/comercios';
import { emptyContacto } from './contacto.ts';

/** Businesses and what each keeps of its own: links, delivery zones, course videos. */

export const comercios = pgTable(
  'comercios',
  {
    id: serial('id').primaryKey(),
    carpeta: text('carpeta').notNull().unique(),
    nombreComercio: text('nombre_comercio').notNull(),
    descrCorta: text('descr_corta').notNull().default(''),
    descrLarga: text('descr_larga').notNull().default(''),
    domicilio: text('domicilio').notNull().default(''),
    dominio: text('dominio'),
    telefono: text('telefono'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    publicado: boolean('publicado').notNull().default(true),
    aperturaManual: text('apertura_manual').$type<AperturaManual>().notNull().default('auto'),
    /** When the manual override ends by itself and the schedule decides again (null: until changed). */
    aperturaManualHasta: timestamp('apertura_manual_hasta', { withTimezone: true }),
    horarios: jsonb('horarios').$type<Horario[]>().notNull().default([]),
    timeZone: text('time_zone').notNull().default('America/Argentina/Buenos_Aires'),
    demora: integer('demora').notNull().default(30),
    ocultaDemora: boolean('oculta_demora').notNull().default(false),
    califProm: real('calif_prom').notNull().default(0),
    califCalidad: real('calif_calidad').notNull().default(0),
    califEnvios: real('calif_envios').notNull().default(0),
    metaDescription: text('meta_description').notNull().default(''),
    metaTags: text('meta_tags').notNull().default(''),
    esGrupoDeComercios: boolean('es_grupo_de_comercios').notNull().default(false),
    configRestoParentId: integer('config_resto_parent_id'),
    horariosText: text('horarios_text').notNull().default(''),
    contacto: jsonb('contacto').$type<Contacto>().notNull().default(emptyContacto),
    soloTakeAway: boolean('solo_take_away').notNull().default(false),
    comercioDigital: boolean('comercio_digital').notNull().default(false),
    tipo: text('tipo').notNull().default('restaurante'),
    logoUrl: text('logo_url'),
    permitePedidosOnline: boolean('permite_pedidos_online').notNull().default(false),
    permiteQRCartaOnline: boolean('permite_qr_carta_online').notNull().default(false),
    permiteReservas: boolean('permite_reservas').notNull().default(false),
    permiteEventos: boolean('permite_eventos').notNull().default(false),
    permiteCursos: boolean('permite_cursos').notNull().default(false),
    permiteConcursos: boolean('permite_concursos').notNull().default(false),
    permiteLinks: boolean('permite_links').notNull().default(false),
    /** Payment methods of orders (spec 02 §3): card at home, MercadoPago, online checkout, bank transfer. */
    pTarjetaDomicilio: boolean('p_tarjeta_domicilio').notNull().default(false),
    pMercadoPago: boolean('p_mercado_pago').notNull().default(false),
    mpOnline: boolean('mp_online').notNull().default(false),
    pTransferencia: boolean('p_transferencia').notNull().default(false),
    pTransferenciaAlias: text('p_transferencia_alias'),
    pTransferenciaTelefono: text('p_transferencia_telefono'),
    /** The delivery cost note shown when the business defines no delivery zones. */
    costoEnvioText: text('costo_envio_text').notNull().default(''),
    /** How long an order or ticket purchase waiting for its online payment holds its places (decision 022). */
    minutosEsperaPago: integer('minutos_espera_pago').notNull().default(15),
    /** At most this many ticket places one customer holds unpaid at once at this business. */
    maxLugaresImpagos: integer('max_lugares_impagos').notNull().default(10),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('comercios_parent_idx').on(t.configRestoParentId),
    check('comercios_espera_pago_check', sql`${t.minutosEsperaPago} between 5 and 120`),
    check('comercios_lugares_impagos_check', sql`${t.maxLugaresImpagos} between 1 and 100`),
  ],
);

export const links = pgTable(
  'links',
  {
    id: serial('id').primaryKey(),
    comercioId: integer('comercio_id')
      .notNull()
      .references(() => comercios.id, { onDelete: 'cascade' }),
    tipo: integer('tipo').notNull(),
    titulo: text('titulo').notNull(),
    enlace: text('enlace').notNull(),
    orden: integer('orden').notNull().default(0),
  },
  (t) => [index('links_comercio_tipo_idx').on(t.comercioId, t.tipo)],
);

/** A business's delivery zone: a polygon on the map ([lat, lng] vertices) and the delivery price inside it. */
export const zonasEnvio = pgTable(
  'zonas_envio',
  {
    id: serial('id').primaryKey(),
    comercioId: integer('comercio_id')
      .notNull()
      .references(() => comercios.id, { onDelete: 'cascade' }),
    nombre: text('nombre').notNull(),
    poligono: jsonb('poligono').$type<Array<[lat: number, lng: number]>>().notNull(),
    /** A zone drawn as a circle keeps it here to be edited again; poligono follows its edge (delivery-zone-shapes). */
    circulo: jsonb('circulo').$type<{ centro: [lat: number, lng: number]; radioMetros: number }>(),
    /** Centavos. */
    precio: integer('precio').notNull(),
    orden: integer('orden').notNull().default(0),
  },
  (t) => [
    index('zonas_envio_comercio_idx').on(t.comercioId, t.orden),
    check('zonas_envio_precio_check', sql`${t.precio} >= 0`),
  ],
);

/**
 * Course videos of a business (cursos/{carpeta}, when permiteCursos): a YouTube or Vimeo link (kept as typed and
 * in its embed form) or a video file uploaded to DATA_DIR/videos/{carpeta}/{archivo}. Customers see the
 * published ones that have either, in `orden`.
 */
export const cursosVideos = pgTable(
  'cursos_videos',
  {
    id: serial('id').primaryKey(),
    comercioId: integer('comercio_id')
      .notNull()
      .references(() => comercios.id, { onDelete: 'cascade' }),
    titulo: text('titulo').notNull(),
    descripcion: text('descripcion').notNull().default(''),
    url: text('url'),
    embedUrl: text('embed_url'),
    /** File name under DATA_DIR/videos/{carpeta}/ (content-hashed). */
    archivo: text('archivo'),
    archivoTipo: text('archivo_tipo'),
    archivoBytes: integer('archivo_bytes'),
    orden: integer('orden').notNull().default(0),
    publicado: boolean('publicado').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('cursos_videos_comercio_idx').on(t.comercioId, t.orden)],
);
