import { z } from 'zod';
import { contactoSchema } from '../common/schemas.ts';

/** A business (comercio) as the storefront sees it, with the spec's field names. */
export const comercioSchema = z.object({
  id: z.number().int(),
  carpeta: z.string(),
  nombreComercio: z.string(),
  descrCorta: z.string(),
  descrLarga: z.string(),
  domicilio: z.string(),
  dominio: z.string().nullable(),
  telefono: z.string().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  publicado: z.boolean(),
  abierto: z.boolean(),
  demora: z.number().int(),
  ocultaDemora: z.boolean(),
  califProm: z.number(),
  califCalidad: z.number(),
  califEnvios: z.number(),
  metaDescription: z.string(),
  metaTags: z.string(),
  esGrupoDeComercios: z.boolean(),
  configRestoParentId: z.number().int().nullable(),
  horariosText: z.string(),
  contacto: contactoSchema,
  soloTakeAway: z.boolean(),
  comercioDigital: z.boolean(),
  /** Kind of business, for the help page's guidance: restaurante, heladeria, bar, cafe, tienda, servicios. */
  tipo: z.string(),
  logoUrl: z.string().nullable(),
  permitePedidosOnline: z.boolean(),
  permiteQRCartaOnline: z.boolean(),
  permiteReservas: z.boolean(),
  permiteEventos: z.boolean(),
  permiteCursos: z.boolean(),
  permiteConcursos: z.boolean(),
  permiteLinks: z.boolean(),
  timeZone: z.string(),
});
export type Comercio = z.infer<typeof comercioSchema>;

export const comercioListSchema = z.array(comercioSchema);

export const categoriaSchema = z.object({
  id: z.number().int(),
  titulo: z.string(),
  descripcion: z.string(),
  imagenUrl: z.string().nullable(),
  mostrarImagen: z.boolean(),
});
export type Categoria = z.infer<typeof categoriaSchema>;
export const categoriaListSchema = z.array(categoriaSchema);

export const linkSchema = z.object({ titulo: z.string(), enlace: z.string() });
export type Link = z.infer<typeof linkSchema>;
export const linkListSchema = z.array(linkSchema);

/** Link types: 1 = menu links, 2 = home page links, 3 = footer links. */
export const linkTipoSchema = z.coerce
  .number({ error: 'El tipo de enlace debe ser un número' })
  .int('El tipo de enlace debe ser un número entero')
  .min(1, 'El tipo de enlace no es válido')
  .max(9, 'El tipo de enlace no es válido');

/** Body of POST feed: filters a site's businesses by category, text and open state, a page at a time. */
export const feedRequestSchema = z.object({
  domain: z.string().min(1, 'Falta el dominio').max(253),
  // Bounded to the database's integer range: a larger id would make the query fail instead of finding nothing.
  categoriaId: z
    .number()
    .int()
    .positive()
    .max(2_147_483_647, 'El identificador de la categoría es demasiado grande')
    .optional(),
  texto: z.string().max(200, 'La búsqueda es demasiado larga').optional(),
  soloAbiertos: z.boolean().optional(),
  pagina: z.number().int().min(1, 'La página debe ser 1 o más').default(1),
  tamanoPagina: z.number().int().min(1).max(100, 'Se pueden pedir hasta 100 comercios por página').default(20),
});
export type FeedRequest = z.input<typeof feedRequestSchema>;

export const feedResponseSchema = z.object({
  comercios: comercioListSchema,
  total: z.number().int(),
  pagina: z.number().int(),
  tamanoPagina: z.number().int(),
});
export type FeedResponse = z.infer<typeof feedResponseSchema>;
