import { z } from 'zod';
import { nameField } from './field-labels.ts';
import { isValidLatLng } from '../delivery-zones.ts';
import { RADIO_MAXIMO_METROS, RADIO_MINIMO_METROS } from '../delivery-zone-shapes.ts';
import { normalizePhone, PHONE_INVALID_MESSAGE } from '../phone.ts';
import {
  MAX_LUGARES_IMPAGOS_MAX,
  MAX_LUGARES_IMPAGOS_MIN,
  MINUTOS_ESPERA_PAGO_MAX,
  MINUTOS_ESPERA_PAGO_MIN,
} from '../reintegros.ts';
import { aperturaManualSchema, horarioSchema } from '../schedule.ts';
import { horariosSchema } from '../schedule-validation.ts';
import { contactoSchema } from './common.ts';

// Back office, Ajustes (settings) of a business: one section per tab, each read whole with GET
// merchant/ajustes/{configRestoId} and replaced with PUT merchant/ajustes/{configRestoId}/{seccion}. Field names are
// the spec's (ConfigResto: mp_Online, pTransferencia_Alias, ...); every PUT answers the whole settings again.

/** Time zones a business may be in: Argentina's (the product's market). */
export const ZONAS_HORARIAS_AR = [
  'America/Argentina/Buenos_Aires',
  'America/Argentina/Catamarca',
  'America/Argentina/Cordoba',
  'America/Argentina/Jujuy',
  'America/Argentina/La_Rioja',
  'America/Argentina/Mendoza',
  'America/Argentina/Rio_Gallegos',
  'America/Argentina/Salta',
  'America/Argentina/San_Juan',
  'America/Argentina/San_Luis',
  'America/Argentina/Tucuman',
  'America/Argentina/Ushuaia',
] as const;

export const DEMORA_MAXIMA_MINUTOS = 600;
/** A manual override may end by itself at most this far ahead (further than that is "until changed"). */
export const APERTURA_HASTA_MAXIMO_DIAS = 31;
export const MAX_ZONAS_ENVIO = 30;
export const MAX_PUNTOS_ZONA = 200;
/** Pesos. */
export const PRECIO_ENVIO_MAXIMO = 1_000_000;
export const MAX_ENLACES = 30;

export const MSG_HASTA_SIN_FORZAR = 'Elegí abierto o cerrado para indicar hasta cuándo';
export const MSG_HASTA_PASADO = 'La hora hasta la que se fuerza el estado ya pasó';
export const MSG_HASTA_LEJANO = `Se puede forzar el estado hasta ${APERTURA_HASTA_MAXIMO_DIAS} días; para más, dejalo sin hora`;
export const MSG_ALIAS_REQUERIDO = 'Indicá el alias (o CBU/CVU) para recibir transferencias';
export const MSG_UBICACION_INCOMPLETA = 'Indicá latitud y longitud, o ninguna de las dos';
export const MSG_ENLACE_INVALIDO = 'El enlace debe empezar con https:// o http://';
export const MSG_MP_MODOS_DISTINTOS =
  'El access token y la public key deben ser los dos de prueba (TEST-) o los dos de producción (APP_USR-)';

/** Free text: trimmed, at most `max` characters. */
const texto = (campo: string, max: number) =>
  z
    .string({ error: `${nameField(campo)} debe ser un texto` })
    .trim()
    .max(max, `${nameField(campo)} puede tener hasta ${max} caracteres`);

/** Optional text: empty becomes null. */
const textoOpcional = (campo: string, max: number) =>
  z
    .union([texto(campo, max), z.null()])
    .optional()
    .transform((value) => (value ? value : null));

const bool = (campo: string) => z.boolean({ error: `${nameField(campo)} debe ser verdadero o falso` });

// ---------------------------------------------------------------------------------------------------------------
// Estado y horarios

/**
 * PUT .../estado: open or closed now regardless of the schedule, optionally until a wall-clock date and time of
 * the business ('YYYY-MM-DDTHH:mm', a datetime-local value), or back to the schedule ('auto').
 */
export const ajustesEstadoInputSchema = z
  .object({
    aperturaManual: aperturaManualSchema,
    hasta: z
      .union([
        z
          .string({ error: 'La fecha y hora límite debe ser una fecha y hora' })
          .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, {
            message: 'La fecha y hora límite debe tener el formato AAAA-MM-DDTHH:mm',
          }),
        z.null(),
      ])
      .optional()
      .transform((value) => value ?? null),
  })
  .superRefine((value, ctx) => {
    if (value.aperturaManual === 'auto' && value.hasta) {
      ctx.addIssue({ code: 'custom', path: ['hasta'], message: MSG_HASTA_SIN_FORZAR });
    }
  });
export type AjustesEstadoInput = z.input<typeof ajustesEstadoInputSchema>;

/** PUT .../demora: the estimated delay customers see (minutes) and whether to hide it. */
export const ajustesDemoraInputSchema = z.object({
  demora: z
    .number({ error: 'La demora debe ser un número de minutos' })
    .int('La demora debe ser un número entero de minutos')
    .min(0, 'La demora no puede ser negativa')
    .max(DEMORA_MAXIMA_MINUTOS, `La demora puede ser de hasta ${DEMORA_MAXIMA_MINUTOS} minutos`),
  ocultaDemora: bool('ocultaDemora'),
});
export type AjustesDemoraInput = z.infer<typeof ajustesDemoraInputSchema>;

/** PUT .../horarios: the weekly schedule and the text customers read about it. */
export const ajustesHorariosInputSchema = z.object({
  horarios: horariosSchema,
  horariosText: texto('El texto de horarios', 500),
});
export type AjustesHorariosInput = z.input<typeof ajustesHorariosInputSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Pagos

const telefonoOpcional = (campo: string) =>
  textoOpcional(campo, 40).refine((value) => value === null || normalizePhone(value).status !== 'invalid', {
    message: PHONE_INVALID_MESSAGE,
  });

const minutos = (campo: string, min: number, max: number) =>
  z
    .number({ error: `${nameField(campo)} debe ser un número de minutos` })
    .int(`${nameField(campo)} debe ser un número entero de minutos`)
    .min(min, `${nameField(campo)} debe ser de al menos ${min} minutos`)
    .max(max, `${nameField(campo)} puede ser de hasta ${max} minutos`);

/** PUT .../pagos: payment methods of orders (cash is always offered), and how unpaid online holds behave. */
export const ajustesPagosInputSchema = z
  .object({
    pTarjetaDomicilio: bool('pTarjetaDomicilio'),
    pMercadoPago: bool('pMercadoPago'),
    mp_Online: bool('mp_Online'),
    pTransferencia: bool('pTransferencia'),
    pTransferencia_Alias: textoOpcional('El alias', 60),
    pTransferencia_Telefono: telefonoOpcional('El teléfono para transferencias'),
    /** Minutes an order or purchase waiting for its online payment holds its places; absent keeps the stored one. */
    minutosEsperaPago: minutos('La espera del pago', MINUTOS_ESPERA_PAGO_MIN, MINUTOS_ESPERA_PAGO_MAX).optional(),
    /** Unpaid ticket places one customer may hold at once; absent keeps the stored one. */
    maxLugaresImpagos: z
      .number({ error: 'Las entradas sin pagar por cliente deben ser un número' })
      .int('Las entradas sin pagar por cliente deben ser un número entero')
      .min(MAX_LUGARES_IMPAGOS_MIN, `Las entradas sin pagar por cliente deben ser al menos ${MAX_LUGARES_IMPAGOS_MIN}`)
      .max(MAX_LUGARES_IMPAGOS_MAX, `Las entradas sin pagar por cliente pueden ser hasta ${MAX_LUGARES_IMPAGOS_MAX}`)
      .optional(),
  })
  .superRefine((value, ctx) => {
    if (value.pTransferencia && !value.pTransferencia_Alias) {
      ctx.addIssue({ code: 'custom', path: ['pTransferencia_Alias'], message: MSG_ALIAS_REQUERIDO });
    }
  });
export type AjustesPagosInput = z.input<typeof ajustesPagosInputSchema>;

const MP_TOKEN = /^(APP_USR|TEST)-[A-Za-z0-9_-]{8,300}$/;
const mpModo = (value: string) => value.split('-')[0];

/**
 * PUT .../mercadopago: the business's own MercadoPago account. A field left empty keeps what is stored (the
 * owner cannot read the secrets back); the first time all three are needed.
 */
export const ajustesMercadoPagoInputSchema = z
  .object({
    accessToken: textoOpcional('El access token', 300).refine((v) => v === null || MP_TOKEN.test(v), {
      message: 'El access token debe empezar con APP_USR- o TEST-',
    }),
    publicKey: textoOpcional('La public key', 300).refine((v) => v === null || MP_TOKEN.test(v), {
      message: 'La public key debe empezar con APP_USR- o TEST-',
    }),
    webhookSecret: textoOpcional('La clave secreta de webhooks', 200).refine(
      (v) => v === null || /^[A-Za-z0-9_-]{8,200}$/.test(v),
      { message: 'La clave secreta de webhooks debe tener al menos 8 letras o números' },
    ),
  })
  .superRefine((value, ctx) => {
    if (value.accessToken && value.publicKey && mpModo(value.accessToken) !== mpModo(value.publicKey)) {
      ctx.addIssue({ code: 'custom', path: ['publicKey'], message: MSG_MP_MODOS_DISTINTOS });
    }
  });
export type AjustesMercadoPagoInput = z.input<typeof ajustesMercadoPagoInputSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Envíos

const latLngSchema = z
  .tuple([z.number({ error: 'La latitud debe ser un número' }), z.number({ error: 'La longitud debe ser un número' })])
  .refine((point) => isValidLatLng(point), { message: 'El punto no es una coordenada válida' });

const zonaBase = {
  id: z.number().int().positive().optional(),
  nombre: texto('El nombre de la zona', 60).min(1, 'Cada zona necesita un nombre'),
  precio: z
    .number({ error: 'El precio de envío debe ser un número' })
    .min(0, 'El precio de envío no puede ser negativo')
    .max(PRECIO_ENVIO_MAXIMO, `El precio de envío puede ser de hasta ${PRECIO_ENVIO_MAXIMO}`)
    .multipleOf(0.01, 'El precio de envío puede tener hasta 2 decimales'),
};

export const zonaPoligonoInputSchema = z.object({
  ...zonaBase,
  tipo: z.literal('poligono'),
  poligono: z
    .array(latLngSchema)
    .min(3, 'La zona de envío debe tener al menos 3 puntos válidos')
    .max(MAX_PUNTOS_ZONA, `La zona puede tener hasta ${MAX_PUNTOS_ZONA} puntos`)
    .refine((points) => new Set(points.map(([lat, lng]) => `${lat},${lng}`)).size >= 3, {
      message: 'La zona de envío debe tener al menos 3 puntos válidos',
    }),
});

export const zonaCirculoInputSchema = z.object({
  ...zonaBase,
  tipo: z.literal('circulo'),
  centro: latLngSchema,
  radioMetros: z
    .number({ error: 'El radio debe ser un número de metros' })
    .min(RADIO_MINIMO_METROS, `El radio debe ser de al menos ${RADIO_MINIMO_METROS} metros`)
    .max(RADIO_MAXIMO_METROS, `El radio puede ser de hasta ${RADIO_MAXIMO_METROS / 1000} km`),
});

export const zonaEnvioInputSchema = z.discriminatedUnion('tipo', [zonaPoligonoInputSchema, zonaCirculoInputSchema], {
  error: "Cada zona debe ser de tipo 'poligono' o 'circulo'",
});
export type ZonaEnvioInput = z.infer<typeof zonaEnvioInputSchema>;

/** PUT .../envios: the delivery note and the zones, replaced as a whole (the list order is the display order). */
export const ajustesEnviosInputSchema = z.object({
  costoEnvioText: texto('El texto del costo de envío', 300),
  zonas: z.array(zonaEnvioInputSchema).max(MAX_ZONAS_ENVIO, `Se admiten hasta ${MAX_ZONAS_ENVIO} zonas de envío`),
});
export type AjustesEnviosInput = z.input<typeof ajustesEnviosInputSchema>;

export const zonaEnvioAjusteSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  /** Pesos. */
  precio: z.number(),
  tipo: z.enum(['poligono', 'circulo']),
  poligono: z.array(z.tuple([z.number(), z.number()])),
  centro: z.tuple([z.number(), z.number()]).nullable(),
  radioMetros: z.number().nullable(),
});
export type ZonaEnvioAjuste = z.infer<typeof zonaEnvioAjusteSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Funciones, contacto, enlaces, datos

/** PUT .../funciones: the feature flags that turn the business's screens on. */
export const ajustesFuncionesSchema = z.object({
  permitePedidosOnline: bool('permitePedidosOnline'),
  permiteQRCartaOnline: bool('permiteQRCartaOnline'),
  permiteReservas: bool('permiteReservas'),
  permiteEventos: bool('permiteEventos'),
  permiteCursos: bool('permiteCursos'),
  permiteConcursos: bool('permiteConcursos'),
  permiteLinks: bool('permiteLinks'),
  soloTakeAway: bool('soloTakeAway'),
  comercioDigital: bool('comercioDigital'),
});
export type AjustesFunciones = z.infer<typeof ajustesFuncionesSchema>;

const HTTP_URL = /^https?:\/\/[^\s<>"]+\.[^\s<>"]+$/i;
const PERFIL = /^(https?:\/\/[^\s<>"]+|@?[A-Za-z0-9._-]{1,100})$/i;
const EMAIL = /^[^\s@<>()[\]\\,;:"?&]+@[^\s@<>()[\]\\,;:"?&]+\.[^\s@<>()[\]\\,;:"?&]+$/;

const perfil = (campo: string) =>
  textoOpcional(campo, 200).refine((v) => v === null || PERFIL.test(v), {
    message: `${campo}: escribí el usuario (@nombre) o la dirección completa (https://...)`,
  });

/** PUT .../contacto: the business's phone and the contact data of its home and help pages. */
export const ajustesContactoInputSchema = z.object({
  telefono: textoOpcional('El teléfono', 40).refine(
    (v) => v === null || (/^[0-9 +()./-]{6,40}$/.test(v) && v.replace(/\D/g, '').length >= 6),
    { message: 'El teléfono solo puede tener números, espacios y + ( ) - .' },
  ),
  contacto: z.object({
    facebook: perfil('Facebook'),
    instagram: perfil('Instagram'),
    whatsapp: telefonoOpcional('El WhatsApp'),
    telefono: textoOpcional('El teléfono de contacto', 40).refine((v) => v === null || /^[0-9 +()./-]{6,40}$/.test(v), {
      message: 'El teléfono de contacto solo puede tener números, espacios y + ( ) - .',
    }),
    email: textoOpcional('El e-mail', 120).refine((v) => v === null || EMAIL.test(v), {
      message: 'El e-mail no es válido',
    }),
  }),
});
export type AjustesContactoInput = z.input<typeof ajustesContactoInputSchema>;

/** Link types (as GET links/links/{id}/{type}): 1 menu, 2 home page, 3 footer. */
export const TIPOS_ENLACE = [1, 2, 3] as const;

export const enlaceInputSchema = z.object({
  tipo: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: 'El tipo de enlace debe ser 1, 2 o 3' }),
  titulo: texto('El título del enlace', 80).min(1, 'Cada enlace necesita un título'),
  enlace: texto('El enlace', 500).regex(HTTP_URL, MSG_ENLACE_INVALIDO),
});

/** PUT .../enlaces: the external links, replaced as a whole (the list order is the display order). */
export const ajustesEnlacesInputSchema = z.object({
  enlaces: z.array(enlaceInputSchema).max(MAX_ENLACES, `Se admiten hasta ${MAX_ENLACES} enlaces`),
});
export type AjustesEnlacesInput = z.input<typeof ajustesEnlacesInputSchema>;

export const enlaceAjusteSchema = enlaceInputSchema.extend({ id: z.number().int(), tipo: z.number().int() });

const coordenada = (campo: string, limite: number) =>
  z
    .number({ error: `La ${campo} debe ser un número` })
    .min(-limite, `La ${campo} no es válida`)
    .max(limite, `La ${campo} no es válida`)
    .nullable();

/** PUT .../datos: what the business is called, says about itself and where it is. */
export const ajustesDatosInputSchema = z
  .object({
    nombreComercio: texto('El nombre', 80).min(1, 'El nombre del comercio es obligatorio'),
    descrCorta: texto('La descripción corta', 200),
    descrLarga: texto('La descripción larga', 4000),
    domicilio: texto('El domicilio', 200),
    lat: coordenada('latitud', 90),
    lng: coordenada('longitud', 180),
    metaDescription: texto('La descripción para buscadores', 300),
    metaTags: texto('Las palabras clave', 300),
    timeZone: z.enum(ZONAS_HORARIAS_AR, { error: 'La zona horaria debe ser una de Argentina' }),
  })
  .refine((value) => (value.lat === null) === (value.lng === null), {
    message: MSG_UBICACION_INCOMPLETA,
    path: ['lng'],
  });
export type AjustesDatosInput = z.input<typeof ajustesDatosInputSchema>;

// ---------------------------------------------------------------------------------------------------------------
// The whole settings

export const mercadoPagoAjusteSchema = z.object({
  /** The business takes online payments into its own account. */
  configurado: z.boolean(),
  /** The last 4 characters only, e.g. '••••1a2b'. */
  accessToken: z.string().nullable(),
  publicKey: z.string().nullable(),
  webhookSecret: z.string().nullable(),
  /** ISO 8601. */
  actualizado: z.string().nullable(),
  /** The address to set as the webhook in MercadoPago (Tus integraciones → Webhooks). */
  webhookPath: z.string(),
});

export const ajustesComercioSchema = z.object({
  configRestoId: z.number().int(),
  carpeta: z.string(),
  /** How the caller runs it: only the owner (or a platform admin) may change more than state and delay. */
  rol: z.enum(['owner', 'staff', 'admin']),
  estado: z.object({
    /** As customers see it now. */
    abierto: z.boolean(),
    /** What the weekly schedule alone says now. */
    abiertoPorHorario: z.boolean(),
    /** The override in force ('auto' once its time has passed). */
    aperturaManual: aperturaManualSchema,
    /** 'YYYY-MM-DDTHH:mm' in the business's time zone, or null. */
    hasta: z.string().nullable(),
  }),
  horarios: z.array(horarioSchema),
  horariosText: z.string(),
  demora: z.number().int(),
  ocultaDemora: z.boolean(),
  pagos: z.object({
    pTarjetaDomicilio: z.boolean(),
    pMercadoPago: z.boolean(),
    mp_Online: z.boolean(),
    pTransferencia: z.boolean(),
    pTransferencia_Alias: z.string().nullable(),
    pTransferencia_Telefono: z.string().nullable(),
    minutosEsperaPago: z.number().int(),
    maxLugaresImpagos: z.number().int(),
  }),
  mercadoPago: mercadoPagoAjusteSchema,
  envios: z.object({ costoEnvioText: z.string(), zonas: z.array(zonaEnvioAjusteSchema) }),
  funciones: ajustesFuncionesSchema,
  contacto: z.object({ telefono: z.string().nullable(), contacto: contactoSchema }),
  enlaces: z.array(enlaceAjusteSchema),
  datos: z.object({
    nombreComercio: z.string(),
    descrCorta: z.string(),
    descrLarga: z.string(),
    domicilio: z.string(),
    lat: z.number().nullable(),
    lng: z.number().nullable(),
    metaDescription: z.string(),
    metaTags: z.string(),
    timeZone: z.string(),
    /** Hours the business's zone is ahead of UTC now (-3 for Buenos Aires), as the spec's ConfigResto says it. */
    regionOffset: z.number(),
    logoUrl: z.string().nullable(),
  }),
});
export type AjustesComercio = z.infer<typeof ajustesComercioSchema>;

/** Where an uploaded logo lives (POST merchant/imagenes/{id}?tipo=logo answers it as `url`). */
export const LOGO_URL_PATTERN = /^\/img\/[A-Za-z0-9_-]+\/logos\/[0-9a-f]{8,64}\/logo_512_z\.webp$/;

/** PUT .../logo: the uploaded logo to show, or null for none. */
export const ajustesLogoInputSchema = z.object({
  logoUrl: z.union([
    z
      .string({ error: 'El logo debe ser un texto' })
      .regex(LOGO_URL_PATTERN, 'El logo debe ser una imagen subida como logo'),
    z.null(),
  ]),
});
export type AjustesLogoInput = z.infer<typeof ajustesLogoInputSchema>;
