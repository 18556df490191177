import { z } from 'zod';
import {
  ANDROID_PACKAGE_PATTERN,
  CERT_FINGERPRINT_PATTERN,
  MAX_ANDROID_CERT_FINGERPRINTS,
  MAX_ANDROID_PACKAGE_LENGTH,
  normalizeCertFingerprint,
} from '../android-app/android-app.ts';
import { nameField } from '../common/field-labels.ts';
import { contactoSchema, MAX_ID } from '../common/schemas.ts';

// Platform administration of sites: a site is reached by its domain and is one business or a portal listing
// many (with or without categories). The same body creates a site (POST admin/sites) and replaces its editable
// fields (PUT admin/sites/{siteId}).

export const SITE_TIPOS = ['comercio', 'portal'] as const;

export const MAX_PORTAL_COMERCIOS = 500;
export const MAX_PORTAL_CATEGORIAS = 50;

/** A host name: labels of letters, digits and hyphens separated by dots, stored in lower case, no port. */
export const DOMINIO_PATTERN =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

const text = (what: string, max: number) =>
  z
    .string({ error: `${nameField(what)} debe ser un texto` })
    .trim()
    .max(max, `${nameField(what)} puede tener hasta ${max} caracteres`);

/** An optional text: empty means none (stored as null). */
const optionalText = (what: string, max: number) =>
  text(what, max)
    .nullish()
    .transform((value) => (value ? value : null));

const id = (what: string) =>
  z
    .number({ error: `${nameField(what)} debe ser un número` })
    .int(`${nameField(what)} debe ser un número entero`)
    .positive(`${nameField(what)} debe ser positivo`)
    .max(MAX_ID, `${nameField(what)} es demasiado grande`);

const comercioIdsSchema = z
  .array(id('Cada comercio'), { error: 'Los comercios deben ser una lista de identificadores' })
  .max(MAX_PORTAL_COMERCIOS, `Un portal puede listar hasta ${MAX_PORTAL_COMERCIOS} comercios`)
  .refine((ids) => new Set(ids).size === ids.length, 'Un comercio está repetido en la lista');

export const dominioUrlSchema = z
  .string({ error: (issue) => (issue.input == null ? 'Ingresá el dominio del sitio' : 'El dominio debe ser un texto') })
  .trim()
  .toLowerCase()
  .min(1, 'Ingresá el dominio del sitio')
  .regex(DOMINIO_PATTERN, 'El dominio no es válido: usá solo letras, números, guiones y puntos (sin http:// ni /)');

/** The site's Android app id (empty: none). */
export const androidPackageSchema = optionalText('El paquete de la app Android', MAX_ANDROID_PACKAGE_LENGTH).refine(
  (value) => value === null || ANDROID_PACKAGE_PATTERN.test(value),
  'El paquete de la app Android no es válido (por ejemplo com.tandilcome.app: palabras separadas por puntos)',
);

/** The SHA-256 fingerprints of the certificates the app is signed with (App Links check them). */
export const androidCertFingerprintsSchema = z
  .array(
    z
      .string({ error: 'Cada huella SHA-256 debe ser un texto' })
      .transform(normalizeCertFingerprint)
      .refine(
        (value) => CERT_FINGERPRINT_PATTERN.test(value),
        'Una huella SHA-256 no es válida: son 32 pares de dígitos hexadecimales separados por dos puntos',
      ),
    { error: 'Las huellas SHA-256 deben ser una lista' },
  )
  .max(MAX_ANDROID_CERT_FINGERPRINTS, `Podés cargar hasta ${MAX_ANDROID_CERT_FINGERPRINTS} huellas SHA-256`)
  .refine((list) => new Set(list).size === list.length, 'Una huella SHA-256 está repetida');

/** A category of a portal with categories; `id` keeps an existing one (its image stays), none creates it. */
export const siteCategoriaInputSchema = z.object({
  id: id('El identificador de la categoría').nullish(),
  titulo: text('El título de la categoría', 80).min(1, 'Ingresá el título de la categoría'),
  descripcion: text('La descripción de la categoría', 300).default(''),
  /** Businesses of the category, from the portal's own list. */
  comercioIds: comercioIdsSchema.default([]),
});
export type SiteCategoriaInput = z.infer<typeof siteCategoriaInputSchema>;

export const siteInputSchema = z
  .object({
    dominioUrl: dominioUrlSchema,
    nombre: text('El nombre del sitio', 120).min(1, 'Ingresá el nombre del sitio'),
    tipo: z.enum(SITE_TIPOS, { error: 'El tipo de sitio debe ser "comercio" o "portal"' }),
    /** tipo comercio: the business the site shows. */
    comercioId: id('El comercio del sitio').nullish(),
    /** tipo portal: the businesses it lists, in display order (a group brings its branches). */
    comercioIds: comercioIdsSchema.default([]),
    esPortalConCategorias: z
      .boolean({ error: 'La marca de portal con categorías debe ser verdadero o falso' })
      .default(false),
    esPortalSinEntrega: z
      .boolean({ error: 'La marca de portal sin entrega debe ser verdadero o falso' })
      .default(false),
    categorias: z
      .array(siteCategoriaInputSchema, { error: 'Las categorías deben ser una lista' })
      .max(MAX_PORTAL_CATEGORIAS, `Un portal puede tener hasta ${MAX_PORTAL_CATEGORIAS} categorías`)
      .default([]),
    nombreLargo: text('El nombre largo', 200).default(''),
    frase: text('La frase', 200).default(''),
    /** Page metadata: title, description and tags (keywords). */
    homeTitulo: text('El título de la página', 200).default(''),
    homeDescription: text('La descripción de la página', 500).default(''),
    homeKeywords: text('Las etiquetas', 500).default(''),
    /** Analytics ids. */
    metaPixel: optionalText('El id de Meta Pixel', 40).refine(
      (value) => value === null || /^\d{5,20}$/.test(value),
      'El id de Meta Pixel tiene que ser solo números',
    ),
    googleTag: optionalText('El id de Google Tag', 40).refine(
      (value) => value === null || /^(G|GT|AW|UA|GTM)-[A-Z0-9-]{4,30}$/i.test(value),
      'El id de Google Tag no es válido (por ejemplo G-ABC123XYZ)',
    ),
    /** Apps with an older build are told to update (0: no minimum). */
    minBuild: z
      .number({ error: 'El build mínimo debe ser un número' })
      .int('El build mínimo debe ser un número entero')
      .min(0, 'El build mínimo no puede ser negativo')
      .max(MAX_ID, 'El build mínimo es demasiado grande')
      .default(0),
    contacto: contactoSchema.optional(),
    /**
     * New phones are verified by a WhatsApp code before their first order, reservation or purchase (off: the spec's
     * behaviour). A create without it leaves it off; an update without it keeps it.
     */
    verificarTelefonosNuevos: z
      .boolean({ error: 'La verificación de teléfonos nuevos debe ser verdadero o falso' })
      .optional(),
    /**
     * The site's Android app (apps/android): its package name, which the web's banner offers, and its signing
     * certificates' fingerprints, for App Links. An update without them keeps them.
     */
    androidPackage: androidPackageSchema.optional(),
    androidCertFingerprints: androidCertFingerprintsSchema.optional(),
  })
  .superRefine((site, ctx) => {
    if (site.androidPackage === null && site.androidCertFingerprints?.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['androidPackage'],
        message: 'Ingresá el paquete de la app Android de esas huellas SHA-256',
      });
    }
    if (site.tipo === 'comercio') {
      if (!site.comercioId) {
        ctx.addIssue({ code: 'custom', path: ['comercioId'], message: 'Elegí el comercio del sitio' });
      }
      if (site.categorias.length > 0 || site.esPortalConCategorias) {
        ctx.addIssue({
          code: 'custom',
          path: ['categorias'],
          message: 'Solo un portal con categorías tiene categorías',
        });
      }
      return;
    }
    if (!site.esPortalConCategorias && site.categorias.length > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['categorias'],
        message: 'Solo un portal con categorías tiene categorías',
      });
    }
    const members = new Set(site.comercioIds);
    site.categorias.forEach((categoria, index) => {
      if (categoria.comercioIds.some((comercioId) => !members.has(comercioId))) {
        ctx.addIssue({
          code: 'custom',
          path: ['categorias', index, 'comercioIds'],
          message: `La categoría «${categoria.titulo}» tiene comercios que el portal no lista`,
        });
      }
    });
    const titulos = site.categorias.map((c) => c.titulo.toLowerCase());
    if (new Set(titulos).size !== titulos.length) {
      ctx.addIssue({ code: 'custom', path: ['categorias'], message: 'Hay dos categorías con el mismo título' });
    }
  });
export type SiteInput = z.infer<typeof siteInputSchema>;
/** What a form holds before parsing (defaults not applied yet). */
export type SiteInputDraft = z.input<typeof siteInputSchema>;

export const siteCategoriaSchema = z.object({
  id: z.number().int(),
  titulo: z.string(),
  descripcion: z.string(),
  comercioIds: z.array(z.number().int()),
});

/** GET admin/sites/{siteId} and the answer of create and update: every editable field, as stored. */
export const adminSiteDetailSchema = z.object({
  id: z.number().int(),
  dominioUrl: z.string(),
  nombre: z.string(),
  tipo: z.enum(SITE_TIPOS),
  comercioId: z.number().int().nullable(),
  comercioIds: z.array(z.number().int()),
  esPortalConCategorias: z.boolean(),
  esPortalSinEntrega: z.boolean(),
  categorias: z.array(siteCategoriaSchema),
  nombreLargo: z.string(),
  frase: z.string(),
  homeTitulo: z.string(),
  homeDescription: z.string(),
  homeKeywords: z.string(),
  metaPixel: z.string().nullable(),
  googleTag: z.string().nullable(),
  minBuild: z.number().int(),
  contacto: contactoSchema,
  verificarTelefonosNuevos: z.boolean(),
  androidPackage: z.string().nullable(),
  androidCertFingerprints: z.array(z.string()),
});
export type AdminSiteDetail = z.infer<typeof adminSiteDetailSchema>;
