import type { Page } from '@playwright/test';

/** The account screen's (mi-cuenta) fields and buttons, by the spec's placeholders and labels. */
export function cuentaForm(page: Page) {
  return {
    nombre: page.getByPlaceholder('Ingresa tu Nombre'),
    // The spec's own placeholder: 'XXX' is how it writes the digits to type, not unfinished work.
    telefono: page.getByPlaceholder('Teléfono 0249 4 XXX XXX'),
    codigo: page.getByPlaceholder('Ej. 123456'),
    guardar: page.getByRole('button', { name: 'Guardar y volver', exact: true }),
    volver: page.getByRole('button', { name: 'Volver', exact: true }),
    reenviar: page.getByRole('button', { name: /^Reenviar/ }),
  };
}
