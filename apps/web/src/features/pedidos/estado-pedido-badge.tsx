import { getEstadoPedidoTexto } from '@vidriera/domain/pedidos';
import type { Pedido } from '@vidriera/domain/schemas/pedido';
import pedidosCss from './pedidos.module.css';

/**
 * The order's estado as a coloured pill; the colour is also the card's (pedidos.css, data-estado). A ready order
 * reads 'Listo para Retirar!' or 'En Camino...' until the business hands it over.
 */
export function EstadoPedidoBadge({ pedido }: { pedido: Pick<Pedido, 'estadoId' | 'delivery' | 'horaCompletado'> }) {
  return (
    <span className={pedidosCss.pedEstado} data-estado={pedido.estadoId}>
      {getEstadoPedidoTexto(pedido)}
    </span>
  );
}
