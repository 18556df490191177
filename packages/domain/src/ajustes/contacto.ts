import { z } from 'zod';
import { telefonoOpcional, textoOpcional } from './fields.ts';

// Ajustes, Contacto: the business's phone and the contact data of its home and help pages.

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
