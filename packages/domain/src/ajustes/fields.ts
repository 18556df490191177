import { z } from 'zod';
import { normalizePhone, PHONE_INVALID_MESSAGE } from '../common/phone.ts';
import { nameField } from '../common/field-labels.ts';

// The field builders every Ajustes section uses, so each says its messages the same way.

/** Free text: trimmed, at most `max` characters. */
export const texto = (campo: string, max: number) =>
  z
    .string({ error: `${nameField(campo)} debe ser un texto` })
    .trim()
    .max(max, `${nameField(campo)} puede tener hasta ${max} caracteres`);

/** Optional text: empty becomes null. */
export const textoOpcional = (campo: string, max: number) =>
  z
    .union([texto(campo, max), z.null()])
    .optional()
    .transform((value) => (value ? value : null));

export const bool = (campo: string) => z.boolean({ error: `${nameField(campo)} debe ser verdadero o falso` });

/** An optional phone: empty becomes null; otherwise it must be a valid phone. */
export const telefonoOpcional = (campo: string) =>
  textoOpcional(campo, 40).refine((value) => value === null || normalizePhone(value).status !== 'invalid', {
    message: PHONE_INVALID_MESSAGE,
  });
