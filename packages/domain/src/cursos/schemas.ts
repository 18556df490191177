import { z } from 'zod';
import { MSG_VIDEO_URL_INVALIDA, toVideoEmbed } from './video-embed.ts';

// Course videos (spec 01: cursos/{carpeta} "shows course videos", gated by permiteCursos): the customer page's
// answer (GET cursos/{carpeta}) and the back office's (merchant/cursos/{configRestoId}).

/** Uploaded course videos: MP4 or WebM, what every browser's <video> plays. */
export const VIDEO_TIPOS = ['video/mp4', 'video/webm'] as const;
export type VideoTipo = (typeof VIDEO_TIPOS)[number];
export const VIDEO_MAX_BYTES = 200 * 1024 * 1024;
export const MSG_VIDEO_TIPO = 'El video debe ser un archivo MP4 o WebM';
export const MSG_VIDEO_GRANDE = `El video puede pesar hasta ${VIDEO_MAX_BYTES / 1024 / 1024} MB`;
export const MSG_VIDEO_VACIO = 'El archivo de video está vacío';

/** One video as customers get it: an embeddable player address or a file served with range requests. */
export const cursoVideoSchema = z.object({
  id: z.number().int(),
  titulo: z.string(),
  descripcion: z.string(),
  /** 'embed': an iframe of YouTube or Vimeo; 'archivo': a <video> of an uploaded file. */
  tipo: z.enum(['embed', 'archivo']),
  /** The iframe's src, or the file's address (/videos/{carpeta}/{archivo}). */
  src: z.string(),
  proveedor: z.enum(['youtube', 'vimeo']).nullable(),
  /** The file's MIME type ('video/mp4'), null for embeds. */
  mimeType: z.string().nullable(),
});
export type CursoVideo = z.infer<typeof cursoVideoSchema>;

/** GET cursos/{carpeta}: the business's header data and its published videos, in order. */
export const cursosComercioSchema = z.object({
  configRestoId: z.number().int(),
  carpeta: z.string(),
  nombreComercio: z.string(),
  descrCorta: z.string(),
  domicilio: z.string(),
  califProm: z.number(),
  videos: z.array(cursoVideoSchema),
});
export type CursosComercio = z.infer<typeof cursosComercioSchema>;

/** Create or replace a video's data; the file, if any, is uploaded apart (PUT .../{videoId}/archivo). */
export const cursoVideoInputSchema = z.object({
  titulo: z
    .string({ error: 'El título debe ser un texto' })
    .trim()
    .min(1, 'El título del video es obligatorio')
    .max(120, 'El título puede tener hasta 120 caracteres'),
  descripcion: z
    .string({ error: 'La descripción debe ser un texto' })
    .trim()
    .max(2000, 'La descripción puede tener hasta 2000 caracteres')
    .default(''),
  /** A YouTube or Vimeo link in any of its forms; null for a video whose file is uploaded. */
  url: z
    .union([z.string({ error: 'El enlace debe ser un texto' }).trim(), z.null()])
    .optional()
    .transform((value) => (value ? value : null))
    .refine((value) => value === null || toVideoEmbed(value) !== null, { message: MSG_VIDEO_URL_INVALIDA }),
  publicado: z.boolean({ error: 'La marca de publicado debe ser verdadero o falso' }).default(true),
});
export type CursoVideoInput = z.input<typeof cursoVideoInputSchema>;

/** PUT merchant/cursos/{configRestoId}/orden: every video's id, in the new order. */
export const cursosOrdenInputSchema = z.object({
  ids: z
    .array(z.number().int().positive(), { error: 'El orden debe ser una lista de identificadores' })
    .max(500, 'Demasiados videos'),
});

/** A video as the back office edits it. */
export const cursoVideoAdminSchema = z.object({
  id: z.number().int(),
  titulo: z.string(),
  descripcion: z.string(),
  url: z.string().nullable(),
  embedUrl: z.string().nullable(),
  archivo: z
    .object({
      src: z.string(),
      mimeType: z.string(),
      bytes: z.number().int(),
    })
    .nullable(),
  orden: z.number().int(),
  publicado: z.boolean(),
});
export type CursoVideoAdmin = z.infer<typeof cursoVideoAdminSchema>;

export const cursosAdminSchema = z.object({
  configRestoId: z.number().int(),
  carpeta: z.string(),
  permiteCursos: z.boolean(),
  videos: z.array(cursoVideoAdminSchema),
});
export type CursosAdmin = z.infer<typeof cursosAdminSchema>;
