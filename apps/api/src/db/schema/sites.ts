import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { Contacto } from '@vidriera/domain/common';
import { emptyContacto } from './contacto.ts';
import { comercios } from './comercios.ts';

/** Sites (reached by domain) and what they list: their businesses and categories. */

/** A site is reached by its domain; it is one business or a portal listing many. */
export const sites = pgTable('sites', {
  id: serial('id').primaryKey(),
  dominioUrl: text('dominio_url').notNull().unique(),
  nombre: text('nombre').notNull(),
  nombreLargo: text('nombre_largo').notNull().default(''),
  frase: text('frase').notNull().default(''),
  /** Default business of a single-business site. */
  comercioId: integer('comercio_id'),
  web: text('web'),
  idioma: text('idioma').notNull().default('es'),
  homeTitulo: text('home_titulo').notNull().default(''),
  homeDescription: text('home_description').notNull().default(''),
  homeKeywords: text('home_keywords').notNull().default(''),
  metaPixel: text('meta_pixel'),
  googleTag: text('google_tag'),
  esPortal: boolean('es_portal').notNull().default(false),
  esPortalConCategorias: boolean('es_portal_con_categorias').notNull().default(false),
  esPortalSinEntrega: boolean('es_portal_sin_entrega').notNull().default(false),
  factName: text('fact_name'),
  factUrl: text('fact_url'),
  contacto: jsonb('contacto').$type<Contacto>().notNull().default(emptyContacto),
  /** Clients with an older build get FORCE_UPDATE. */
  minBuild: integer('min_build').notNull().default(0),
  /** New phones are verified by a WhatsApp code before their first order, reservation or purchase (decision 018). */
  verificarTelefonosNuevos: boolean('verificar_telefonos_nuevos').notNull().default(false),
  /** The site's Android app (its application id), offered by the web's banner; null: the site has none. */
  androidPackage: text('android_package'),
  /** SHA-256 fingerprints of the app's signing certificates, for App Links (/.well-known/assetlinks.json). */
  androidCertFingerprints: jsonb('android_cert_fingerprints').$type<string[]>().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Which businesses a site lists (a business may appear on several sites), in display order. */
export const siteComercios = pgTable(
  'site_comercios',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    comercioId: integer('comercio_id')
      .notNull()
      .references(() => comercios.id, { onDelete: 'cascade' }),
    orden: integer('orden').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.comercioId] }), index('site_comercios_comercio_idx').on(t.comercioId)],
);

export const categorias = pgTable(
  'categorias',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    titulo: text('titulo').notNull(),
    descripcion: text('descripcion').notNull().default(''),
    imagenUrl: text('imagen_url'),
    mostrarImagen: boolean('mostrar_imagen').notNull().default(false),
    orden: integer('orden').notNull().default(0),
  },
  (t) => [index('categorias_site_idx').on(t.siteId)],
);

export const categoriaComercios = pgTable(
  'categoria_comercios',
  {
    categoriaId: integer('categoria_id')
      .notNull()
      .references(() => categorias.id, { onDelete: 'cascade' }),
    comercioId: integer('comercio_id')
      .notNull()
      .references(() => comercios.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.categoriaId, t.comercioId] })],
);
