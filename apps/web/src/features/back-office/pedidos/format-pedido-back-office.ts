import { computeVuelto, getTipoEntrega, formatPesos, type Pedido } from '@vidriera/domain/pedidos';
import { esBackOfficePedidos as t } from '../../../i18n/es-back-office-pedidos.ts';

/**
 * 'HH:mm' of a time the API sends with the business's offset (characters 11 to 16 are its wall-clock time,
 * whatever zone the device is in).
 */
export function formatHora(iso: string | null): string {
  return iso ? iso.slice(11, 16) : '';
}

/** 'Envío a domicilio', 'Retira en el local' or 'Mesa 7'. */
export function describeEntrega(pedido: Pedido): string {
  const tipo = getTipoEntrega(pedido);
  return tipo === 'mesa' ? t.entrega.mesa(pedido.mesa) : t.entrega[tipo];
}

/** 'Efectivo · Paga con $ 5.000 (vuelto $ 200)', 'Efectivo · Paga justo', 'Tarjeta'. */
export function describePago(pedido: Pedido): string {
  const forma = t.formasPago[pedido.formaPagoId] ?? '';
  if (pedido.formaPagoId !== 0) return forma;
  const vuelto = computeVuelto(pedido.pagaCon, pedido.total);
  const pago =
    vuelto === null || pedido.pagaCon === null
      ? t.pagaJusto
      : t.pagaCon(formatPesos(pedido.pagaCon), formatPesos(vuelto));
  return `${forma} · ${pago}`;
}

/** The phone as a tel: link (digits only; Argentine numbers with the country code). */
export function telHref(telefono: string): string {
  const digits = telefono.replace(/\D/g, '');
  return digits.length === 10 ? `tel:+54${digits}` : `tel:${digits}`;
}
