import { z } from 'zod';
import { nameField } from '../common/field-labels.ts';
import { CARPETA_PATTERN } from '../common/slug.ts';
import { MAX_ID } from '../common/schemas.ts';

// Platform administration of businesses: create one (POST admin/comercios) and change it (PUT
// admin/comercios/{configRestoId}): name, sites that list it, feature flags, published, parent group. The
// carpeta is chosen once: it names the business's URLs (#/home/{carpeta}) and its image folder.

/** The feature flags a platform admin turns on per business (the spec's names). */
export const COMERCIO_FLAGS = [
  'permitePedidosOnline',
  'permiteQRCartaOnline',
  'permiteReservas',
  'permiteEventos',
  'permiteCursos',
  'permiteConcursos',
  'permiteLinks',
] as const;
export type ComercioFlag = (typeof COMERCIO_FLAGS)[number];

export const MAX_COMERCIO_SITES = 50;

const flag = (name: string) => z.boolean({ error: `${nameField(name)} debe ser verdadero o falso` }).default(false);

export const comercioFlagsInputSchema = z.object(
  Object.fromEntries(COMERCIO_FLAGS.map((name) => [name, flag(name)])) as Record<ComercioFlag, ReturnType<typeof flag>>,
);

const id = (what: string) =>
  z
    .number({ error: `${nameField(what)} debe ser un número` })
    .int(`${nameField(what)} debe ser un número entero`)
    .positive(`${nameField(what)} debe ser positivo`)
    .max(MAX_ID, `${nameField(what)} es demasiado grande`);

export const carpetaInputSchema = z
  .string({
    error: (issue) => (issue.input == null ? 'Ingresá la carpeta del comercio' : 'La carpeta debe ser un texto'),
  })
  .trim()
  .min(2, 'La carpeta debe tener al menos 2 caracteres')
  .max(60, 'La carpeta puede tener hasta 60 caracteres')
  .regex(
    CARPETA_PATTERN,
    'La carpeta solo puede tener minúsculas sin acentos, números y guiones (no al principio ni al final)',
  );

/** The fields both create and update carry. */
const comercioFields = {
  nombreComercio: z
    .string({
      error: (issue) => (issue.input == null ? 'Ingresá el nombre del comercio' : 'El nombre debe ser un texto'),
    })
    .trim()
    .min(1, 'Ingresá el nombre del comercio')
    .max(120, 'El nombre puede tener hasta 120 caracteres'),
  publicado: z.boolean({ error: 'La marca de publicado debe ser verdadero o falso' }).default(false),
  /** A group of businesses (an ice-cream chain): its branches name it as parent. */
  esGrupoDeComercios: z.boolean({ error: 'La marca de grupo de comercios debe ser verdadero o falso' }).default(false),
  configRestoParentId: id('El grupo del comercio')
    .nullish()
    .transform((value) => value ?? null),
  /** The sites that list the business (portals, or its own site). */
  siteIds: z
    .array(id('Cada sitio'), { error: 'Los sitios deben ser una lista de identificadores' })
    .max(MAX_COMERCIO_SITES, `Un comercio puede estar en hasta ${MAX_COMERCIO_SITES} sitios`)
    .refine((ids) => new Set(ids).size === ids.length, 'Un sitio está repetido en la lista')
    .default([]),
  flags: comercioFlagsInputSchema.default(comercioFlagsInputSchema.parse({})),
};

function refineGroup(value: { esGrupoDeComercios: boolean; configRestoParentId: number | null }, ctx: z.RefinementCtx) {
  if (value.esGrupoDeComercios && value.configRestoParentId !== null) {
    ctx.addIssue({
      code: 'custom',
      path: ['configRestoParentId'],
      message: 'Un grupo de comercios no puede ser sucursal de otro grupo',
    });
  }
}

export const comercioCreateSchema = z
  .object({ carpeta: carpetaInputSchema, ...comercioFields })
  .superRefine(refineGroup);
export type ComercioCreate = z.infer<typeof comercioCreateSchema>;

export const comercioUpdateSchema = z.object(comercioFields).superRefine(refineGroup);
export type ComercioUpdate = z.infer<typeof comercioUpdateSchema>;

export const configRestoIdParamsSchema = z.object({
  configRestoId: z.coerce
    .number({ error: 'El identificador del comercio debe ser un número' })
    .int('El identificador del comercio debe ser un número entero')
    .positive('El identificador del comercio debe ser positivo')
    .max(MAX_ID, 'El identificador del comercio es demasiado grande'),
});

/** GET admin/comercios/{configRestoId}, and the answer of create and update. */
export const adminComercioDetailSchema = z.object({
  configRestoId: z.number().int(),
  carpeta: z.string(),
  nombreComercio: z.string(),
  publicado: z.boolean(),
  esGrupoDeComercios: z.boolean(),
  configRestoParentId: z.number().int().nullable(),
  siteIds: z.array(z.number().int()),
  flags: z.object(
    Object.fromEntries(COMERCIO_FLAGS.map((name) => [name, z.boolean()])) as Record<ComercioFlag, z.ZodBoolean>,
  ),
});
export type AdminComercioDetail = z.infer<typeof adminComercioDetailSchema>;
