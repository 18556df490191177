import { getCuentaTitle, getDomicilioLabel } from '@vidriera/domain/cuenta';
import { formatPhoneConfirm, formatPhoneIndicator, PHONE_INVALID_MESSAGE } from '@vidriera/domain/phone';

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
  codigoLabel: 'Código de verificación',
  codigoPlaceholder: 'Ej. 123456',
  codigoRequerido: 'Ingresá el código que te enviamos',
  reenviarEn: (seconds: number) => `Reenviar en ${seconds}s`,
  reenviar: 'Reenviar código',
  volver: 'Volver',
  guardar: 'Guardar y volver',
} as const;
