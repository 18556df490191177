import { getEstadoPedidoLabel } from '@vidriera/domain/pedidos';

/** The order's estado as a coloured pill; the colour is also the card's (pedidos.css, data-estado). */
export function EstadoPedidoBadge({ estadoId }: { estadoId: number }) {
  return (
    <span className="ped-estado" data-estado={estadoId}>
      {getEstadoPedidoLabel(estadoId)}
    </span>
  );
}
