import { getCuentaTitle, getDomicilioLabel } from '@vidriera/domain/cuentas';
import { formatPhoneConfirm, formatPhoneIndicator, PHONE_INVALID_MESSAGE } from '@vidriera/domain/common';

/** Texts of the cuenta screens (loaded with them; the shell's texts are in es.ts). */
export const esCuenta = {
  titulo: 'Mis Datos',
  /** The page view reported for the account screen. */
  pageView: 'Mi Cuenta',
  cargando: 'Cargando tus datos...',
  intro: 'Te los pedimos una sola vez: con tu teléfono te reconocemos en tus próximos pedidos, reservas y compras.',
  subtitulo: getCuentaTitle,
  domicilioLabel: getDomicilioLabel,
  /** The address input's accessible name where the visible label is empty (reserva, ticket). */
  domicilioNombreAccesible: 'Domicilio',
  domicilioPlaceholder: 'Calle, número, piso y depto.',
  domicilioRequerido: 'Ingresá tu domicilio',
  staffPregunta: '¿Trabajás en un comercio?',
  staffLink: 'Ingresá con usuario y contraseña',
  nombreLabel: 'Nombre y apellido',
  nombrePlaceholder: 'Ingresa tu Nombre',
  nombreRequerido: 'Ingresá tu nombre',
  telefonoLabel: 'Teléfono',
  telefonoPlaceholder: 'Teléfono 0249 4 XXX XXX',
  telefonoRequerido: 'Ingresá tu teléfono',
  telefonoIndicador: formatPhoneIndicator,
  telefonoConfirmar: formatPhoneConfirm,
  telefonoInvalido: PHONE_INVALID_MESSAGE,
  codigoTitulo: 'Verificá tu teléfono',
  codigoAyuda:
    'Ese teléfono ya tiene una cuenta. Te enviamos un código de 6 dígitos por WhatsApp: ingresalo y tocá Guardar y volver.',
  /** login/Create answered 202 'Verify' (a site that verifies new phones), or login/VerifyPhone sent a code. */
  codigoVerificar:
    'Te enviamos un código de 6 dígitos por WhatsApp para verificar tu teléfono: ingresalo y tocá Guardar y volver.',
  /** A logged-in customer whose phone this site still has to verify, before any code was asked for. */
  codigoPendiente:
    'Para pedir, reservar o comprar en este sitio verificá tu teléfono: tocá Enviar código y te mandamos un código de 6 dígitos por WhatsApp.',
  /** After a resend answered 202: a new code went out and replaced the previous one. */
  codigoReenviado:
    'Te enviamos un código nuevo por WhatsApp: el anterior ya no sirve. Ingresalo y tocá Guardar y volver.',
  /** After a 429: no new code went out; the last one still works. */
  codigoEspera:
    'Todavía no podemos enviarte otro código. Usá el último que te llegó por WhatsApp, o pedí uno nuevo cuando termine la cuenta regresiva.',
  /** After a 400 InvalidAuthCode 'Unusable': only a new code helps, and it can be asked for now. */
  codigoVencido:
    'Ese código ya no sirve: venció, ya se usó o tuvo demasiados intentos. Tocá Reenviar código y te enviamos uno nuevo.',
  codigoLabel: 'Código de verificación',
  codigoPlaceholder: 'Ej. 123456',
  codigoRequerido: 'Ingresá el código que te enviamos',
  reenviarEn: (seconds: number) => `Reenviar en ${seconds}s`,
  reenviar: 'Reenviar código',
  enviarCodigo: 'Enviar código',
  volver: 'Volver',
  guardar: 'Guardar y volver',
} as const;
