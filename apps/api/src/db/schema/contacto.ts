import type { Contacto } from '@vidriera/domain/common';

/** The contact block a site or a business starts with. */
export const emptyContacto: Contacto = { facebook: null, instagram: null, whatsapp: null, telefono: null, email: null };
