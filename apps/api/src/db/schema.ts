import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Contacto } from '@vidriera/domain/schemas/common';
import type { AperturaManual, Horario } from '@vidriera/domain/schedule';

const emptyContacto: Contacto = { facebook: null, instagram: null, whatsapp: null, telefono: null, email: null };

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

/** Platform users: customers (identified by a verified phone) and staff (user name and password). */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    userName: text('user_name').notNull(),
    passwordHash: text('password_hash'),
    nombreApellido: text('nombre_apellido').notNull().default(''),
    telefono: text('telefono'),
    domicilio: text('domicilio').notNull().default(''),
    admin: boolean('admin').notNull().default(false),
    anulado: boolean('anulado').notNull().default(false),
    /** Bumped to revoke every token issued before (logout everywhere, anulado). */
    ver: integer('ver').notNull().default(1),
    /** Site the account was created on (null for platform staff). */
    siteId: integer('site_id').references(() => sites.id, { onDelete: 'set null' }),
    /** When a WhatsApp code proved the phone (null: not yet, or the phone changed since); decision 018. */
    telefonoVerificadoAt: timestamp('telefono_verificado_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_user_name_idx').on(sql`lower(${t.userName})`),
    uniqueIndex('users_telefono_idx').on(t.telefono),
  ],
);

/** Merchant staff: which businesses a user runs, and as what. */
export const staff = pgTable(
  'staff',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    comercioId: integer('comercio_id')
      .notNull()
      .references(() => comercios.id, { onDelete: 'cascade' }),
    rol: text('rol').$type<'owner' | 'staff'>().notNull().default('staff'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.comercioId] })],
);

/** Phone verification codes, stored hashed. */
export const authCodes = pgTable(
  'auth_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('auth_codes_user_idx').on(t.userId)],
);

/** Every message the platform sends (WhatsApp codes, notices): the embedded Messenger's outbox. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    channel: text('channel').notNull().default('whatsapp'),
    telefono: text('telefono').notNull(),
    body: text('body').notNull(),
    status: text('status').notNull().default('logged'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_telefono_idx').on(t.telefono)],
);

/** Commands queued for a site's apps (by the back office); each device or user receives one once. */
export const siteCommands = pgTable(
  'site_commands',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    command: text('command').notNull(),
    args: jsonb('args').$type<string[]>().notNull().default([]),
    /** Only for this user when set. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('site_commands_site_idx').on(t.siteId, t.expiresAt)],
);

export const siteCommandDeliveries = pgTable(
  'site_command_deliveries',
  {
    commandId: integer('command_id')
      .notNull()
      .references(() => siteCommands.id, { onDelete: 'cascade' }),
    /** 'u:{userId}' or 'd:{deviceId}' */
    recipient: text('recipient').notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.commandId, t.recipient] })],
);

/** Fixed-window counters for rate limits, shared by every API process. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/** Key-value settings of the installation (the generated JWT secret when none is configured, ...). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

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
    franjas: jsonb('franjas')
      .$type<import('@vidriera/domain/schemas/reserva').FranjaServicio[]>()
      .notNull()
      .default([]),
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
    origen: text('origen').$type<import('@vidriera/domain/reservas-admin').OrigenReserva>().notNull().default('web'),
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

// ---------------------------------------------------------------------------------------------------------------
// Menus and orders (issue 5). Money is integer centavos; the API shows pesos.

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
    horaEntregado: timestamp('hora_entregado', { withTimezone: true }),
    /** When the order reached its customer (back office 'Entregado'); estado 2 without it is ready / on its way. */
    horaCompletado: timestamp('hora_completado', { withTimezone: true }),
    /** Entered by the business's staff for a phone or walk-in customer (usuarioId is that staff member). */
    cargadoPorComercio: boolean('cargado_por_comercio').notNull().default(false),
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
    estado: text('estado')
      .$type<import('@vidriera/domain/reintegros').EstadoReintegro>()
      .notNull()
      .default('pendiente'),
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

/**
 * Who changed money or state in the back office, when, and from what to what. Append-only: rows are never
 * updated or deleted by the application.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    /** Null for changes made by the system (scheduled jobs, payment webhooks). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** User name at the time, kept even if the user is later removed. */
    userName: text('user_name').notNull().default(''),
    comercioId: integer('comercio_id').references(() => comercios.id, { onDelete: 'set null' }),
    siteId: integer('site_id').references(() => sites.id, { onDelete: 'set null' }),
    /** Verb-style code, e.g. 'pedido.aceptar', 'plato.update', 'venta.confirmar'. */
    action: text('action').notNull(),
    /** Table-like noun and id of the changed record, e.g. 'pedido' / '42'. */
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('audit_log_comercio_idx').on(t.comercioId, t.id),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
  ],
);

// ---------------------------------------------------------------------------------------------------------------
// Events and tickets (issue 7). Money is integer centavos; the API shows pesos.

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
