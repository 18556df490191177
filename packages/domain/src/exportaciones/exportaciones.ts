import { type CsvCell, formatCsvFechaHora, formatCsvImporte, formatCsvSiNo } from '../common/csv.ts';
import { getEstadoPedidoLabel } from '../pedidos/pedidos.ts';
import { getEstadoReservaLabel } from '../reservas/reservas.ts';
import { getEstadoVentaLabel } from '../eventos/tickets.ts';
import { addDaysToIsoDate, parseIsoDate, toZonedInstant } from '../common/zoned-time.ts';

/**
 * The back office's CSV exports (decision 036): what each one holds, the date range they take and how a row is
 * written. The API reads the rows in batches and streams them; everything here is pure.
 */

export const TIPOS_EXPORTACION = ['pedidos', 'reservas', 'ventas', 'participantes'] as const;
export type TipoExportacion = (typeof TIPOS_EXPORTACION)[number];

/** The longest range one export covers: a year and a day (a leap year's whole year fits). */
export const EXPORTACION_MAX_DIAS = 366;

export const MSG_EXPORTACION_DESDE = 'Indicá la fecha desde (aaaa-mm-dd).';
export const MSG_EXPORTACION_HASTA = 'Indicá la fecha hasta (aaaa-mm-dd).';
export const MSG_EXPORTACION_INVERTIDA = 'La fecha desde no puede ser posterior a la fecha hasta.';
export const MSG_EXPORTACION_LARGA = `El período no puede ser de más de ${EXPORTACION_MAX_DIAS} días.`;
export const MSG_EXPORTACION_TIPO = `Exportación desconocida: usá ${TIPOS_EXPORTACION.join(', ')}.`;

export type RangoExportacion = { ok: true; desde: Date; hasta: Date; dias: number } | { ok: false; message: string };

/**
 * The instants a range of calendar dates of the merchant's zone covers: from desde's midnight to the midnight
 * after hasta (both days included, the end excluded). Dates are 'YYYY-MM-DD'.
 */
export function parseRangoExportacion(
  desde: string | undefined,
  hasta: string | undefined,
  timeZone: string,
): RangoExportacion {
  if (!desde || !parseIsoDate(desde)) return { ok: false, message: MSG_EXPORTACION_DESDE };
  if (!hasta || !parseIsoDate(hasta)) return { ok: false, message: MSG_EXPORTACION_HASTA };
  if (desde > hasta) return { ok: false, message: MSG_EXPORTACION_INVERTIDA };
  const dias = Math.round((Date.parse(`${hasta}T00:00:00Z`) - Date.parse(`${desde}T00:00:00Z`)) / 86_400_000) + 1;
  if (dias > EXPORTACION_MAX_DIAS) return { ok: false, message: MSG_EXPORTACION_LARGA };
  return {
    ok: true,
    desde: new Date(toZonedInstant(desde, 0, timeZone)),
    hasta: new Date(toZonedInstant(addDaysToIsoDate(hasta, 1), 0, timeZone)),
    dias,
  };
}

/** The downloaded file's name: 'pedidos-la-farola-2026-11-01-al-2026-11-30.csv'. */
export function nombreArchivoExportacion(tipo: TipoExportacion, carpeta: string, desde: string, hasta: string): string {
  const slug = carpeta.replace(/[^a-z0-9-]+/gi, '-').toLowerCase() || 'comercio';
  return `${tipo}-${slug}-${desde}-al-${hasta}.csv`;
}

// ---------------------------------------------------------------------------------------------------------------
// Rows

const FORMAS_PAGO_PEDIDO: Readonly<Record<number, string>> = {
  0: 'Efectivo',
  1: 'Tarjeta',
  2: 'Transferencia',
  3: 'Pago online',
};
const FORMAS_PAGO_TICKET: Readonly<Record<number, string>> = { 3: 'Pago online', 5: 'Transferencia' };

export const COLUMNAS_PEDIDOS = [
  'Pedido',
  'Fecha y hora',
  'Estado',
  'Entrega',
  'Mesa',
  'Cliente',
  'Teléfono',
  'Domicilio',
  'Forma de pago',
  'Pagado',
  'Ítems',
  'Observación',
  'Subtotal',
  'Envío',
  'Total',
] as const;

export interface PedidoExportado {
  id: number;
  fechaHora: Date;
  estadoId: number;
  delivery: boolean;
  enLocal: boolean;
  mesa: number | null;
  nombre: string;
  telefono: string;
  domicilio: string | null;
  formaPagoId: number;
  pagadoAt: Date | null;
  observacion: string | null;
  subtotal: number;
  costoEnvio: number;
  total: number;
  items: ReadonlyArray<{ cantidad: number; titulo: string; opcionesTexto: string }>;
}

/** 'Envío', 'Retiro' or 'En el local' (a table order, or one entered at the counter). */
export function describeEntrega(pedido: { delivery: boolean; enLocal: boolean }): string {
  if (pedido.delivery) return 'Envío';
  return pedido.enLocal ? 'En el local' : 'Retiro';
}

/** '2 x Provoleta (Extra: Orégano) | 1 x Flan': the order's lines in one cell. */
export function describeItems(items: PedidoExportado['items']): string {
  return items
    .map((i) => `${i.cantidad} x ${i.titulo}${i.opcionesTexto.trim() ? ` (${i.opcionesTexto.trim()})` : ''}`)
    .join(' | ');
}

export function pedidoCsvCells(p: PedidoExportado, timeZone: string): CsvCell[] {
  return [
    p.id,
    formatCsvFechaHora(p.fechaHora, timeZone),
    getEstadoPedidoLabel(p.estadoId),
    describeEntrega(p),
    p.mesa,
    p.nombre,
    p.telefono,
    p.delivery ? p.domicilio : '',
    FORMAS_PAGO_PEDIDO[p.formaPagoId] ?? '',
    formatCsvSiNo(p.pagadoAt !== null),
    describeItems(p.items),
    p.observacion,
    formatCsvImporte(p.subtotal),
    formatCsvImporte(p.costoEnvio),
    formatCsvImporte(p.total),
  ];
}

export const COLUMNAS_RESERVAS = [
  'Reserva',
  'Fecha y hora',
  'Personas',
  'Sector',
  'Estado',
  'Cliente',
  'Teléfono',
  'Observación',
  'Origen',
  'Importe',
  'Alta',
] as const;

export interface ReservaExportada {
  id: number;
  fechaHora: Date;
  cantidad: number;
  sector: string | null;
  estado: number;
  nombre: string;
  tel: string;
  observacion: string;
  origen: string;
  importe: number;
  fechaHoraAlta: Date;
}

export function reservaCsvCells(r: ReservaExportada, timeZone: string): CsvCell[] {
  return [
    r.id,
    formatCsvFechaHora(r.fechaHora, timeZone),
    r.cantidad,
    r.sector,
    getEstadoReservaLabel(r.estado),
    r.nombre,
    r.tel,
    r.observacion,
    r.origen === 'walk-in' ? 'Sin reserva (llegó al local)' : 'Web',
    formatCsvImporte(r.importe),
    formatCsvFechaHora(r.fechaHoraAlta, timeZone),
  ];
}

export const COLUMNAS_VENTAS = [
  'Venta',
  'Evento',
  'Fecha del evento',
  'Variante',
  'Comprador',
  'Teléfono del comprador',
  'Forma de pago',
  'Estado',
  'Fecha de compra',
  'Entrada',
  'Titular',
  'Teléfono del titular',
  'Personas',
  'Importe',
  'Ingresó',
  'Hora de ingreso',
] as const;

/** One ticket of a sale (its holder), or a sale with no tickets (ticket null). */
export interface EntradaExportada {
  ventaId: number;
  evento: string;
  eventoFechaHora: Date;
  variante: string | null;
  comprador: string;
  telefonoComprador: string;
  formaPagoId: number;
  estado: number;
  fechaHoraAlta: Date;
  precioUnitario: number;
  cantidadVenta: number;
  ticket: { numero: number; titular: string; telefono: string; cantidad: number; usadoEn: Date | null } | null;
}

/**
 * A ticket's row. Its Importe is the unit price times the people it admits, so the column adds up to the sales'
 * totals however the sales were split into holders (a sale with no tickets carries its whole amount).
 */
export function entradaCsvCells(e: EntradaExportada, timeZone: string): CsvCell[] {
  const personas = e.ticket ? e.ticket.cantidad : e.cantidadVenta;
  return [
    e.ventaId,
    e.evento,
    formatCsvFechaHora(e.eventoFechaHora, timeZone),
    e.variante,
    e.comprador,
    e.telefonoComprador,
    FORMAS_PAGO_TICKET[e.formaPagoId] ?? '',
    getEstadoVentaLabel(e.estado),
    formatCsvFechaHora(e.fechaHoraAlta, timeZone),
    e.ticket?.numero,
    e.ticket?.titular,
    e.ticket?.telefono,
    personas,
    formatCsvImporte(e.precioUnitario * personas),
    e.ticket ? formatCsvSiNo(e.ticket.usadoEn !== null) : '',
    formatCsvFechaHora(e.ticket?.usadoEn, timeZone),
  ];
}

export const COLUMNAS_PARTICIPANTES = [
  'Concurso',
  'Fecha de participación',
  'Participante',
  'Teléfono',
  'Premio',
  'Orden de sorteo',
] as const;

export interface ParticipanteExportado {
  concurso: string;
  createdAt: Date;
  nombre: string;
  telefono: string | null;
  premio: string | null;
  ordenGanador: number | null;
}

export function participanteCsvCells(p: ParticipanteExportado, timeZone: string): CsvCell[] {
  return [p.concurso, formatCsvFechaHora(p.createdAt, timeZone), p.nombre, p.telefono, p.premio, p.ordenGanador];
}
