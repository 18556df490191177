import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { comercios } from './comercios.ts';

/** Menus, dishes and their option sets, and announcements. Money is integer centavos; the API shows pesos. */

/**
 * A menu of a business. A business may have several (cartaId); `modo` says where each is offered: 0 both, 1 the
 * online menu only, 2 the in-venue (QR) menu only. The first by `orden` is the default of its mode.
 */
export const cartas = pgTable(
  'cartas',
  {
    id: serial('id').primaryKey(),
    comercioId: integer('comercio_id')
      .notNull()
      .references(() => comercios.id, { onDelete: 'cascade' }),
    nombre: text('nombre').notNull().default('Carta'),
    modo: integer('modo').notNull().default(0),
    orden: integer('orden').notNull().default(0),
    activa: boolean('activa').notNull().default(true),
  },
  (t) => [
    index('cartas_comercio_idx').on(t.comercioId, t.orden),
    check('cartas_modo_check', sql`${t.modo} in (0, 1, 2)`),
  ],
);

export const cartaGrupos = pgTable(
  'carta_grupos',
  {
    id: serial('id').primaryKey(),
    cartaId: integer('carta_id')
      .notNull()
      .references(() => cartas.id, { onDelete: 'cascade' }),
    descripcion: text('descripcion').notNull(),
    orden: integer('orden').notNull().default(0),
    /** Taken off the menu by the back office (kept: its dishes may be in orders). */
    anulado: boolean('anulado').notNull().default(false),
  },
  (t) => [index('carta_grupos_carta_idx').on(t.cartaId, t.orden)],
);

/** A dish. `comercioId` repeats the group's business so an order's dishes are checked with one lookup. */
export const platos = pgTable(
  'platos',
  {
    id: serial('id').primaryKey(),
    grupoId: integer('grupo_id')
      .notNull()
      .references(() => cartaGrupos.id, { onDelete: 'cascade' }),
    comercioId: integer('comercio_id')
      .notNull()
      .references(() => comercios.id, { onDelete: 'cascade' }),
    titulo: text('titulo').notNull(),
    descripcion: text('descripcion').notNull().default(''),
    /** Centavos. */
    precio: integer('precio').notNull(),
    orden: integer('orden').notNull().default(0),
    imagenUrl: text('imagen_url'),
    mostrarImagen: boolean('mostrar_imagen').notNull().default(false),
    /** Taken off the menu (kept for the orders that refer to it). */
    anulado: boolean('anulado').notNull().default(false),
    /** Customers see (and order) the dish only once the owner publishes it: a new dish starts as a draft. */
    publicado: boolean('publicado').notNull().default(true),
  },
  (t) => [
    index('platos_grupo_idx').on(t.grupoId, t.orden),
    index('platos_comercio_idx').on(t.comercioId),
    check('platos_precio_check', sql`${t.precio} >= 0`),
  ],
);

/** An option set of a business (flavours, extras, sides), shared by several dishes. */
export const productoOpcs = pgTable(
  'producto_opcs',
  {
    id: serial('id').primaryKey(),
    comercioId: integer('comercio_id')
      .notNull()
      .references(() => comercios.id, { onDelete: 'cascade' }),
    descripcion: text('descripcion').notNull(),
    /** Taken out of every dish by the back office (kept for the orders that refer to it). */
    anulado: boolean('anulado').notNull().default(false),
  },
  (t) => [index('producto_opcs_comercio_idx').on(t.comercioId)],
);

/** One option of a set; `precio` is its surcharge in centavos. */
export const productoOpcDets = pgTable(
  'producto_opc_dets',
  {
    id: serial('id').primaryKey(),
    productoOpcId: integer('producto_opc_id')
      .notNull()
      .references(() => productoOpcs.id, { onDelete: 'cascade' }),
    descripcion: text('descripcion').notNull(),
    precio: integer('precio').notNull().default(0),
    orden: integer('orden').notNull().default(0),
    anulado: boolean('anulado').notNull().default(false),
  },
  (t) => [
    index('producto_opc_dets_opc_idx').on(t.productoOpcId, t.orden),
    check('producto_opc_dets_precio_check', sql`${t.precio} >= 0`),
  ],
);

/**
 * An option set offered with a dish: `max` selects, the first `min` required, `maxFree` choices included in
 * the dish's price and `precioExtra` centavos for each one beyond.
 */
export const platoProductoOpcs = pgTable(
  'plato_producto_opcs',
  {
    platoId: integer('plato_id')
      .notNull()
      .references(() => platos.id, { onDelete: 'cascade' }),
    productoOpcId: integer('producto_opc_id')
      .notNull()
      .references(() => productoOpcs.id, { onDelete: 'cascade' }),
    min: integer('min').notNull().default(0),
    maxFree: integer('max_free').notNull().default(0),
    max: integer('max').notNull().default(1),
    precioExtra: integer('precio_extra').notNull().default(0),
    orden: integer('orden').notNull().default(0),
    anulado: boolean('anulado').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.platoId, t.productoOpcId] }),
    index('plato_producto_opcs_opc_idx').on(t.productoOpcId),
    check(
      'plato_producto_opcs_counts_check',
      sql`${t.min} >= 0 and ${t.maxFree} >= 0 and ${t.max} >= 0 and ${t.precioExtra} >= 0`,
    ),
  ],
);

/**
 * A menu announcement. `delivery` says for which orders it shows: null all, true deliveries only, false pickup
 * and in-venue only. `tipo` 1 is the menu's announcements (the path's /1/).
 */
export const anuncios = pgTable(
  'anuncios',
  {
    id: serial('id').primaryKey(),
    comercioId: integer('comercio_id')
      .notNull()
      .references(() => comercios.id, { onDelete: 'cascade' }),
    tipo: integer('tipo').notNull().default(1),
    tipoDescripcion: text('tipo_descripcion').notNull().default(''),
    descripcion: text('descripcion').notNull(),
    delivery: boolean('delivery'),
    activo: boolean('activo').notNull().default(true),
    orden: integer('orden').notNull().default(0),
  },
  (t) => [index('anuncios_comercio_idx').on(t.comercioId, t.tipo)],
);
