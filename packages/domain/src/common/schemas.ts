import { z } from 'zod';
import { MAX_ID } from './ids.ts';
import { CARPETA_PATH_PATTERN } from './slug.ts';

/** The error body of every failed call: `message` is Spanish and fit to show a customer. */
export const errorBodySchema = z.object({
  status: z.number().int(),
  error: z.string(),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  exceptionCode: z.number().int().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const contactoSchema = z.object({
  facebook: z.string().nullable(),
  instagram: z.string().nullable(),
  whatsapp: z.string().nullable(),
  telefono: z.string().nullable(),
  email: z.string().nullable(),
});
export type Contacto = z.infer<typeof contactoSchema>;

/** A site domain in a path: host name only, lower case (a port, if sent, is ignored by the server). */
export const domainParamSchema = z
  .string()
  .min(1, 'Falta el dominio')
  .max(253, 'El dominio es demasiado largo')
  .regex(/^[A-Za-z0-9.-]+(:\d{1,5})?$/, 'El dominio no es válido');

export const carpetaParamSchema = z
  .string()
  .min(1, 'Falta la carpeta del comercio')
  .max(60, 'La carpeta del comercio es demasiado larga')
  .regex(CARPETA_PATH_PATTERN, 'La carpeta del comercio no es válida');

export { MAX_ID } from './ids.ts';

/** A positive integer id in a body; `whenMissing` is the message when it is absent. */
export const idFieldSchema = (whenMissing: string) =>
  z
    .number({
      error: (issue) => (issue.input === undefined || issue.input === null ? whenMissing : 'Debe ser un número'),
    })
    .int('Debe ser un número entero')
    .positive('Debe ser un número positivo')
    .max(MAX_ID, 'El identificador es demasiado grande');

export const idParamSchema = z.coerce
  .number({ error: 'El identificador debe ser un número' })
  .int('El identificador debe ser un número entero')
  .positive('El identificador debe ser positivo')
  .max(MAX_ID, 'El identificador es demasiado grande');

/** For z.preprocess: an empty query-string field (`?limit=`) counts as not given. */
export const emptyAsMissing = (value: unknown) => (value === '' ? undefined : value);

/** A list's `?limit=`: a whole number from 1 to `max`, `fallback` when not given (or empty). */
export const limitQueryField = (max: number, fallback: number) =>
  z.preprocess(
    emptyAsMissing,
    z.coerce
      .number({ error: 'La cantidad máxima debe ser un número' })
      .int('La cantidad máxima debe ser un número entero')
      .min(1, 'La cantidad máxima debe ser al menos 1')
      .max(max, `La cantidad máxima puede ser como máximo ${max}`)
      .default(fallback),
  );
