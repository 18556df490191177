import { z } from 'zod';
import { platoProductoOpcSchema, productoOpcDetSchema } from './schemas.ts';

/**
 * Answers of the menu editor (back office, /merchant/carta/{configRestoId}/...): the business's cartas with their
 * groups and dishes, unpublished and annulled ones included, its option sets and announcements, in pesos. The
 * requests are back-office-schemas.ts.
 */

/** A dish's option set as the public menu has it (without the set itself), plus its place in the dialog. */
export const platoOpcionAdminSchema = platoProductoOpcSchema.omit({ productoOpc: true }).extend({
  orden: z.number().int(),
});
export type PlatoOpcionAdmin = z.infer<typeof platoOpcionAdminSchema>;

export const platoAdminSchema = z.object({
  platoId: z.number().int(),
  grupoId: z.number().int(),
  titulo: z.string(),
  descripcion: z.string(),
  precio: z.number(),
  orden: z.number().int(),
  imagenUrl: z.string().nullable(),
  mostrarImagen: z.boolean(),
  publicado: z.boolean(),
  /** False once taken off the menu. */
  disponible: z.boolean(),
  /** The option sets linked to the dish, annulled links included. */
  opciones: z.array(platoOpcionAdminSchema),
});
export type PlatoAdmin = z.infer<typeof platoAdminSchema>;

export const grupoAdminSchema = z.object({
  grupoId: z.number().int(),
  cartaId: z.number().int(),
  descripcion: z.string(),
  orden: z.number().int(),
  anulado: z.boolean(),
  platos: z.array(platoAdminSchema),
});
export type GrupoAdmin = z.infer<typeof grupoAdminSchema>;

export const cartaAdminSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  modo: z.number().int(),
  orden: z.number().int(),
  publicada: z.boolean(),
  grupos: z.array(grupoAdminSchema),
});
export type CartaAdmin = z.infer<typeof cartaAdminSchema>;

export const productoOpcAdminSchema = z.object({
  productoOpcId: z.number().int(),
  descripcion: z.string(),
  anulado: z.boolean(),
  /** The public option plus its order; annulled options included. */
  productosOpcDets: z.array(productoOpcDetSchema.extend({ orden: z.number().int() })),
});
export type ProductoOpcAdmin = z.infer<typeof productoOpcAdminSchema>;

export const anuncioAdminSchema = z.object({
  id: z.number().int(),
  tipoDescripcion: z.string(),
  descripcion: z.string(),
  delivery: z.boolean().nullable(),
  activo: z.boolean(),
  orden: z.number().int(),
});
export type AnuncioAdmin = z.infer<typeof anuncioAdminSchema>;

/** GET merchant/carta/{configRestoId}: everything the menu editor shows. */
export const cartaEditorSchema = z.object({
  configRestoId: z.number().int(),
  carpeta: z.string(),
  nombreComercio: z.string(),
  cartas: z.array(cartaAdminSchema),
  productoOpcs: z.array(productoOpcAdminSchema),
  anuncios: z.array(anuncioAdminSchema),
});
export type CartaEditor = z.infer<typeof cartaEditorSchema>;
