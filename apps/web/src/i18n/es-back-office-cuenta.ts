import { PASSWORD_RULE_HINT } from '@vidriera/domain/cuentas';

/** Texts of the back office's account screen (#/admin/cuenta): the user's data and password. */
export const esBackOfficeCuenta = {
  menu: 'Mi cuenta',
  titulo: 'Mi cuenta',
  ayuda: (userName: string) => `Ingresás al panel con el usuario ${userName}.`,
  datos: {
    titulo: 'Tus datos',
    nombre: 'Nombre y apellido',
    telefono: 'Teléfono',
    telefonoAyuda: 'Si olvidás la contraseña, te enviamos un código por WhatsApp a este número.',
    guardar: 'Guardar mis datos',
    guardados: 'Guardamos tus datos.',
  },
  password: {
    titulo: 'Cambiar la contraseña',
    actual: 'Contraseña actual',
    nueva: 'Contraseña nueva',
    nuevaAyuda: PASSWORD_RULE_HINT,
    repetir: 'Repetí la contraseña nueva',
    cambiar: 'Cambiar la contraseña',
    cambiada: 'Listo: cambiaste tu contraseña. Se cerraron tus sesiones en otros dispositivos.',
    mostrar: 'Mostrar u ocultar la contraseña',
  },
  error: 'No pudimos guardar. Revisá tu conexión e intentá de nuevo.',
} as const;
