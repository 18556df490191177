import { z } from 'zod';
import { nameField } from '../common/field-labels.ts';
import {
  isImagenUrlPermitida,
  MODOS_CARTA,
  MSG_IMAGEN_URL,
  MSG_ORDEN_INCOMPLETO,
  MSG_SIN_CAMBIOS,
  OPCIONES_MAX_SLOTS,
  PRECIO_MAXIMO,
  RECARGO_MAXIMO,
} from './back-office.ts';
import { idFieldSchema } from '../common/schemas.ts';

// The event editor's schemas validate pictures and prices the same way (eventos/back-office-schemas.ts).
export { isImagenUrlPermitida, MSG_IMAGEN_URL };

/**
 * Requests of the menu editor (back office, /merchant/carta/{configRestoId}/...): cartas, groups, dishes, option
 * sets and announcements; its answers are editor-schemas.ts. Prices travel in pesos, as on the public menu;
 * the API stores centavos. Each request has its parsed type (`PlatoCrear`)
 * and what a client sends before defaults apply (`PlatoCrearBody`).
 */

const hasAtMostTwoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** A price in pesos: not negative (0 means "ask" on the menu), at most `max`, whole centavos. */
export const pesosSchema = (campo: string, max: number, falta = `Ingresá ${campo.toLowerCase()}`) =>
  z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? falta : `${nameField(campo)} debe ser un número`,
    })
    .min(0, `${nameField(campo)} no puede ser negativo`)
    .max(max, `${nameField(campo)} puede ser como máximo $ ${max.toLocaleString('es-AR')}`)
    .refine(hasAtMostTwoDecimals, `${nameField(campo)} admite hasta dos decimales`);

const texto = (falta: string, campo: string, max: number) =>
  z
    .string({ error: falta })
    .trim()
    .min(1, falta)
    .max(max, `${nameField(campo)} puede tener hasta ${max} caracteres`);

const textoOpcional = (campo: string, max: number) =>
  z
    .string({ error: `${nameField(campo)} debe ser un texto` })
    .trim()
    .max(max, `${nameField(campo)} puede tener hasta ${max} caracteres`);

const booleano = (campo: string) => z.boolean({ error: `${nameField(campo)} debe ser verdadero o falso` });

const imagenUrlSchema = z
  .string({ error: MSG_IMAGEN_URL })
  .trim()
  .max(500, 'La dirección de la imagen puede tener hasta 500 caracteres')
  .refine(isImagenUrlPermitida, MSG_IMAGEN_URL)
  .nullable();

const atLeastOneChange = <T extends Record<string, unknown>>(value: T) =>
  Object.values(value).some((v) => v !== undefined);

// ---------------------------------------------------------------------------------------------------------------
// Requests

const modoSchema = z
  .number({ error: 'El modo debe ser 0 (ambas), 1 (online) o 2 (en el local)' })
  .int('El modo debe ser 0 (ambas), 1 (online) o 2 (en el local)')
  .refine(
    (v) => (MODOS_CARTA as readonly number[]).includes(v),
    'El modo debe ser 0 (ambas), 1 (online) o 2 (en el local)',
  );

export const cartaCrearSchema = z.object({
  nombre: texto('Ingresá el nombre de la carta', 'El nombre', 60),
  modo: modoSchema.default(0),
});
export type CartaCrear = z.infer<typeof cartaCrearSchema>;
export type CartaCrearBody = z.input<typeof cartaCrearSchema>;

/** `publicada`: customers see the carta (and order from it) only while it is published. */
export const cartaActualizarSchema = z
  .object({
    nombre: texto('Ingresá el nombre de la carta', 'El nombre', 60).optional(),
    modo: modoSchema.optional(),
    publicada: booleano('publicada').optional(),
  })
  .refine(atLeastOneChange, MSG_SIN_CAMBIOS);
export type CartaActualizar = z.infer<typeof cartaActualizarSchema>;
export type CartaActualizarBody = z.input<typeof cartaActualizarSchema>;

export const grupoCrearSchema = z.object({ descripcion: texto('Ingresá el nombre del grupo', 'El nombre', 80) });
export type GrupoCrear = z.infer<typeof grupoCrearSchema>;
export type GrupoCrearBody = z.input<typeof grupoCrearSchema>;

/** `anulado` takes the group (and its dishes) off the menu; false puts it back. */
export const grupoActualizarSchema = z
  .object({
    descripcion: texto('Ingresá el nombre del grupo', 'El nombre', 80).optional(),
    anulado: booleano('anulado').optional(),
  })
  .refine(atLeastOneChange, MSG_SIN_CAMBIOS);
export type GrupoActualizar = z.infer<typeof grupoActualizarSchema>;
export type GrupoActualizarBody = z.input<typeof grupoActualizarSchema>;

/** A new order: every id of the list (the carta's groups, or the group's dishes) exactly once. */
export const ordenSchema = z.object({
  ids: z
    .array(idFieldSchema('Falta un identificador'), { error: 'El orden debe ser una lista de identificadores' })
    .min(1, MSG_ORDEN_INCOMPLETO)
    .max(500, 'Se pueden ordenar hasta 500 elementos')
    .refine((ids) => new Set(ids).size === ids.length, MSG_ORDEN_INCOMPLETO),
});

const platoCampos = {
  titulo: texto('Ingresá el título del plato', 'El título', 120),
  descripcion: textoOpcional('La descripción', 1000),
  precio: pesosSchema('El precio', PRECIO_MAXIMO),
  imagenUrl: imagenUrlSchema,
  mostrarImagen: booleano('mostrarImagen'),
  publicado: booleano('publicado'),
};

/** A new dish goes last in its group; unless `publicado`, it is a draft customers do not see yet. */
export const platoCrearSchema = z.object({
  titulo: platoCampos.titulo,
  descripcion: platoCampos.descripcion.default(''),
  precio: platoCampos.precio,
  imagenUrl: platoCampos.imagenUrl.default(null),
  mostrarImagen: platoCampos.mostrarImagen.default(false),
  publicado: platoCampos.publicado.default(false),
});
export type PlatoCrear = z.infer<typeof platoCrearSchema>;
export type PlatoCrearBody = z.input<typeof platoCrearSchema>;

/**
 * Any of the dish's fields. `disponible` false takes it off the menu (kept for the orders that name it), true
 * puts it back; `grupoId` moves it to the end of another group of the business.
 */
export const platoActualizarSchema = z
  .object({
    titulo: platoCampos.titulo.optional(),
    descripcion: platoCampos.descripcion.optional(),
    precio: platoCampos.precio.optional(),
    imagenUrl: platoCampos.imagenUrl.optional(),
    mostrarImagen: platoCampos.mostrarImagen.optional(),
    publicado: platoCampos.publicado.optional(),
    disponible: booleano('disponible').optional(),
    grupoId: idFieldSchema('Falta el grupo').optional(),
  })
  .refine(atLeastOneChange, MSG_SIN_CAMBIOS);
export type PlatoActualizar = z.infer<typeof platoActualizarSchema>;
export type PlatoActualizarBody = z.input<typeof platoActualizarSchema>;

const slots = (campo: string, min: number) =>
  z
    .number({ error: `${nameField(campo)} debe ser un número` })
    .int(`${nameField(campo)} debe ser un número entero`)
    .min(min, `${nameField(campo)} debe ser al menos ${min}`)
    .max(OPCIONES_MAX_SLOTS, `${nameField(campo)} puede ser como máximo ${OPCIONES_MAX_SLOTS}`);

/** One option set offered with a dish: `max` selects, the first `min` required, `maxFree` in the price. */
export const platoOpcionInputSchema = z
  .object({
    productoOpcId: idFieldSchema('Falta el grupo de opciones'),
    min: slots('El mínimo', 0),
    maxFree: slots('Las opciones sin cargo', 0),
    max: slots('El máximo', 1),
    precioExtra: pesosSchema('El precio de cada opción extra', RECARGO_MAXIMO).default(0),
  })
  .refine((o) => o.min <= o.max, { message: 'El mínimo no puede superar al máximo', path: ['min'] })
  .refine((o) => o.maxFree <= o.max, {
    message: 'Las opciones sin cargo no pueden superar al máximo',
    path: ['maxFree'],
  });

/** The dish's option sets, in the order the options dialog shows them; sets left out are annulled on the dish. */
export const platoOpcionesSchema = z.object({
  opciones: z
    .array(platoOpcionInputSchema, { error: 'Las opciones deben ser una lista' })
    .max(20, 'Un plato puede tener hasta 20 grupos de opciones')
    .refine(
      (list) => new Set(list.map((o) => o.productoOpcId)).size === list.length,
      'Cada grupo de opciones puede estar una sola vez en el plato',
    ),
});
export type PlatoOpciones = z.infer<typeof platoOpcionesSchema>;
export type PlatoOpcionesBody = z.input<typeof platoOpcionesSchema>;

/**
 * An option set of the business with its options, in order. On an update, options with their id are changed,
 * those without are added and those left out are annulled (orders that chose them keep naming them).
 */
export const productoOpcInputSchema = z.object({
  descripcion: texto('Ingresá el nombre del grupo de opciones', 'El nombre', 80),
  anulado: booleano('anulado').default(false),
  productosOpcDets: z
    .array(
      z.object({
        productoOpcDetId: idFieldSchema('Falta la opción').optional(),
        descripcion: texto('Ingresá el nombre de la opción', 'El nombre de la opción', 80),
        precio: pesosSchema('El recargo', RECARGO_MAXIMO).default(0),
        anulado: booleano('anulado').default(false),
      }),
      { error: 'Las opciones del grupo deben ser una lista' },
    )
    .min(1, 'Agregá al menos una opción')
    .max(100, 'Un grupo puede tener hasta 100 opciones'),
});
export type ProductoOpcInput = z.infer<typeof productoOpcInputSchema>;
export type ProductoOpcInputBody = z.input<typeof productoOpcInputSchema>;

const anuncioCampos = {
  descripcion: texto('Ingresá el texto del anuncio', 'El anuncio', 500),
  tipoDescripcion: textoOpcional('El título', 40),
  /** null: every order; true: deliveries only; false: pickup and in-venue only. */
  delivery: z.boolean({ error: 'La opción de envío a domicilio debe ser verdadero, falso o null' }).nullable(),
  activo: booleano('activo'),
};

export const anuncioCrearSchema = z.object({
  descripcion: anuncioCampos.descripcion,
  tipoDescripcion: anuncioCampos.tipoDescripcion.default(''),
  delivery: anuncioCampos.delivery.default(null),
  activo: anuncioCampos.activo.default(true),
});
export type AnuncioCrear = z.infer<typeof anuncioCrearSchema>;
export type AnuncioCrearBody = z.input<typeof anuncioCrearSchema>;

export const anuncioActualizarSchema = z
  .object({
    descripcion: anuncioCampos.descripcion.optional(),
    tipoDescripcion: anuncioCampos.tipoDescripcion.optional(),
    delivery: anuncioCampos.delivery.optional(),
    activo: anuncioCampos.activo.optional(),
  })
  .refine(atLeastOneChange, MSG_SIN_CAMBIOS);
export type AnuncioActualizar = z.infer<typeof anuncioActualizarSchema>;
export type AnuncioActualizarBody = z.input<typeof anuncioActualizarSchema>;
