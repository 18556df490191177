import { AUTH_CODE_TTL_SECONDS } from '@vidriera/domain/cuentas';

/**
 * Texts of the reset screen (#/login/recuperar): a code by WhatsApp to the account's phone, then a new password.
 * Loaded with that screen only (es-login.ts is in the shell, for the account bar).
 */
export const esRecuperar = {
  titulo: 'Recuperar la contraseña',
  intro: 'Ingresá tu usuario: te enviamos un código de 6 dígitos por WhatsApp al teléfono de tu cuenta.',
  enviar: 'Enviarme el código',
  /** The same words for every user name: the screen never tells whether it exists. */
  enviado: (telefono: string) =>
    `Si tu usuario tiene un teléfono cargado, te enviamos un código de 6 dígitos por WhatsApp al ${telefono}. Vence a los ${AUTH_CODE_TTL_SECONDS / 60} minutos.`,
  /** Asked again within the minute: no new code went out, the last one still works. */
  yaEnviado:
    'Ya te enviamos un código hace menos de un minuto: usá ese, o pedí otro cuando termine la cuenta regresiva.',
  sinTelefono:
    'Si no te llega, puede que tu cuenta no tenga teléfono: pedile al administrador de la plataforma que te ayude.',
  codigoLabel: 'Código de verificación',
  codigoPlaceholder: 'Ej. 123456',
  nuevaLabel: 'Contraseña nueva',
  repetirLabel: 'Repetí la contraseña nueva',
  cambiar: 'Cambiar la contraseña',
  reenviarEn: (seconds: number) => `Reenviar en ${seconds}s`,
  reenviar: 'Reenviar código',
  otroUsuario: 'Usar otro usuario',
  volver: 'Volver a Conectarse',
  sinConexion: 'No pudimos conectarnos. Revisá tu conexión e intentá de nuevo.',
} as const;
