import { z } from 'zod';
import { contactoSchema } from '../common/schemas.ts';

/** Site metadata, with the spec's field names. */
export const siteMetadataSchema = z.object({
  nombre: z.string(),
  nombreLargo: z.string(),
  frase: z.string(),
  carpeta: z.string().nullable(),
  dominioUrl: z.string(),
  web: z.string().nullable(),
  idioma: z.string(),
  homeTitulo: z.string(),
  homeDescription: z.string(),
  homeKeywords: z.string(),
  metaPixel: z.string().nullable(),
  googleTag: z.string().nullable(),
  esPortal: z.boolean(),
  esPortalConCategorias: z.boolean(),
  esPortalSinEntrega: z.boolean(),
  factName: z.string().nullable(),
  factUrl: z.string().nullable(),
  contacto: contactoSchema,
  /** Default business of the site (its id), 0 when the site has none. */
  configRestoId: z.number().int(),
  /** The site's Android app (its package name), which the web's banner offers on Android; null: none. */
  androidPackage: z.string().nullable(),
  metadataOk: z.boolean(),
});
export type SiteMetadata = z.infer<typeof siteMetadataSchema>;

export const siteStateRequestSchema = z.object({
  build: z.coerce.number({ error: 'La versión de la app debe ser un número' }).int().min(0).default(0),
  ver: z.coerce.number({ error: 'La versión debe ser un número' }).int().min(0).default(0),
  /** Identifies the device so a queued command reaches each device once, also when logged out. */
  deviceId: z.string().max(100).nullish(),
});
export type SiteStateRequest = z.infer<typeof siteStateRequestSchema>;

export const siteCommandSchema = z.object({
  command: z.string(),
  args: z.array(z.string()),
});
export type SiteCommand = z.infer<typeof siteCommandSchema>;

export const siteStateResponseSchema = z.object({ commands: z.array(siteCommandSchema) });
export type SiteStateResponse = z.infer<typeof siteStateResponseSchema>;
