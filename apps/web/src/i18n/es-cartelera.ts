/**
 * Texts of the events board (cartelera, cartelera/{carpeta}[/{eventoId}[/{fecha}]] and the evento/ deep link);
 * loaded with them. The spec's messages and action labels are the domain's own (tickets*.ts, reservas.ts).
 */
import { EVENTO_RESERVA_CONFIRM } from '@vidriera/domain/reservas';
import { MSG_CARTELERA_VACIA, MSG_SIN_ENTRADAS } from '@vidriera/domain/eventos';

export const esCartelera = {
  titulo: 'Cartelera de Eventos',
  cargando: 'Cargando la cartelera...',
  vacia: MSG_CARTELERA_VACIA,
  vaciaTexto: 'Volvé a visitarnos pronto: acá vas a ver los próximos eventos.',
  sinEntradas: MSG_SIN_ENTRADAS,
  sinEntradasTexto: 'Este evento no tiene fechas disponibles. Mirá los demás eventos del comercio.',
  error: 'No pudimos cargar la cartelera.',
  noEncontrado: 'No encontramos este evento.',
  verTodos: (nombre: string) => `Ver todos los eventos de ${nombre}`,
  irAlComercio: 'Ir al comercio',
  agotadas: 'AGOTADAS',
  agotado: 'Entradas agotadas',
  hoy: 'Hoy',
  manana: 'Mañana',
  fotoDe: (titulo: string) => `Foto de ${titulo}`,
  fechaHora: (dia: string, fecha: string, hora: string) => `${dia} ${fecha} · ${hora} h`,
  gratis: 'Sin cargo',
  porPersona: 'por persona',
  precio: 'Precio',
  entradas: 'Entradas',
  soloOnline: 'Solo pago online',
  vencida: 'Venta anticipada finalizada',
  reservaConfirm: EVENTO_RESERVA_CONFIRM,
  compartirTexto: (titulo: string, nombre: string) => `${titulo} en ${nombre}`,
  /** evento/?t=&e=&f= without an event to show. */
  enlaceInvalido: 'El enlace del evento no es válido.',
  verCartelera: 'Ver cartelera',
  irAlInicio: 'Ir al inicio',
  reintentar: 'Reintentar',
} as const;
