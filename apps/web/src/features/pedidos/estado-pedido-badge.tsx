import { getEstadoPedidoTexto, type Pedido } from '@vidriera/domain/pedidos';
import pedidosCss from './pedidos.module.css';

interface EstadoPedidoBadgeProps {
  pedido: Pick<Pedido, 'estadoId' | 'delivery' | 'horaEntregado' | 'horaCompletado'>;
  /** The server's time as estimated (useNow), renewed by the screen's tick. */
  now: Date;
}

/**
 * The order's estado as a coloured pill; the colour is also the card's (pedidos.css, data-estado). A ready order
 * reads 'Listo para Retirar!' or 'En Camino...' for the 20 minutes after it was marked ready, unless the business
 * handed it over first (getEstadoPedidoTexto), judged at `now` rather than when the answer was fetched.
 */
export function EstadoPedidoBadge({ pedido, now }: EstadoPedidoBadgeProps) {
  return (
    <span className={pedidosCss.pedEstado} data-estado={pedido.estadoId}>
      {getEstadoPedidoTexto(pedido, now)}
    </span>
  );
}
