import { type Pedido, formatPesos } from '@vidriera/domain/pedidos';
import { esBackOfficeComanda as t } from '../../../i18n/es-back-office-comanda.ts';
import { describeEntrega, describePago } from './format-pedido-back-office.ts';

/** What an 80 mm kitchen ticket says (decision 037), as plain lines the ticket lays out. */
export interface Comanda {
  comercio: string;
  numero: string;
  /** 'dd/mm/aaaa HH:mm' of the merchant's zone (the API's time carries its offset). */
  fechaHora: string;
  /** 'Mesa 7', 'Envío a domicilio', 'Retira en el local'. */
  entrega: string;
  /** The delivery address, or for a pickup whom to hand it to; null when the table says it all. */
  destino: string | null;
  cliente: string;
  telefono: string;
  items: Array<{ cantidad: number; plato: string; opciones: string[] }>;
  observacion: string | null;
  pago: string;
  /** 'PAGADO' or 'A COBRAR'. */
  estadoPago: string;
  total: string;
  horaEstimada: string | null;
}

/** 'dd/mm/aaaa HH:mm' from an ISO time with its offset: its own wall clock, whatever the device's zone. */
export function formatFechaHoraComanda(iso: string): string {
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)} ${iso.slice(11, 16)}`;
}

export function buildComanda(pedido: Pedido, nombreComercio: string): Comanda {
  const destino = pedido.delivery ? pedido.domicilio : pedido.mesa === null ? t.retira(pedido.nombre) : null;
  return {
    comercio: nombreComercio,
    numero: t.numero(pedido.pedidoId),
    fechaHora: formatFechaHoraComanda(pedido.fechaHora),
    entrega: describeEntrega(pedido),
    destino: destino || null,
    cliente: pedido.nombre,
    telefono: pedido.telefono,
    items: pedido.pedidosIts.map((item) => ({
      cantidad: item.cantidad,
      plato: item.plato,
      // 'Gustos: Chocolate, Frutilla · Extras: Cheddar' → a line per option set.
      opciones: item.opcionesTexto
        .split(' · ')
        .map((s) => s.trim())
        .filter(Boolean),
    })),
    observacion: pedido.observacion?.trim() || null,
    pago: describePago(pedido),
    estadoPago: pedido.pagado ? t.pagado : t.aCobrar,
    total: formatPesos(pedido.total),
    horaEstimada: pedido.horaEstimada ? pedido.horaEstimada.slice(11, 16) : null,
  };
}
