import { canAnularPedido, canPagarPedido, describeEstadoPedido, getDemoraPedido } from '@vidriera/domain/pedidos';
import { formatPesos } from '@vidriera/domain/pedidos-precios';
import type { Pedido } from '@vidriera/domain/schemas/pedido';
import { Link } from '../../hash-router.tsx';
import { esPedidos } from '../../i18n/es-pedidos.ts';
import { Icon } from '../../ui/icons.tsx';
import { CalificarLink } from './calificar-link.tsx';
import { EstadoPedidoBadge } from './estado-pedido-badge.tsx';
import { formatFechaHora } from './format-pedido.ts';
import './pedido-card.css';
import { PagoBadge } from '../../ui/pago-badge.tsx';

export interface PedidoCardProps {
  pedido: Pedido;
  now: Date;
  onAnular: (pedido: Pedido) => void;
  isBusy: boolean;
}

/**
 * One order of Mis Pedidos, coloured by its estado: status line, the table of an in-venue order, delay, what was
 * ordered, total and actions.
 */
export function PedidoCard({ pedido, now, onAnular, isBusy }: PedidoCardProps) {
  const estadoTexto = describeEstadoPedido(pedido);
  const demora = getDemoraPedido(pedido, pedido.configResto.ocultaDemora, now);
  const resumen = pedido.pedidosIts.map((item) => `${item.cantidad}× ${item.plato}`).join(', ');
  const canPagar = canPagarPedido(pedido.estadoId);
  const canAnular = canAnularPedido(pedido.estadoId);
  return (
    <article className="ped-pedido" data-estado={pedido.estadoId} aria-labelledby={`pedido-${pedido.pedidoId}`}>
      <div className="ped-pedido-top">
        <span className="ped-pedido-badges">
          <EstadoPedidoBadge pedido={pedido} />
          <PagoBadge pagado={pedido.pagado} reintegro={pedido.reintegro} />
        </span>
        <span className="ped-pedido-date">{formatFechaHora(pedido.fechaHora, pedido.configResto.timeZone)}</span>
      </div>
      <h2 id={`pedido-${pedido.pedidoId}`} className="ped-pedido-title">
        <Link className="ped-pedido-link" to={`/pedidodetalle/${pedido.pedidoId}`}>
          {pedido.configResto.nombreComercio}
        </Link>
        <span className="ped-pedido-number">{esPedidos.pedidoTitulo(pedido.pedidoId)}</span>
      </h2>
      {estadoTexto !== pedido.estado && <p className="ped-pedido-status">{estadoTexto}</p>}
      {pedido.enLocal && (
        <p className="ped-pedido-mesa">
          <Icon name="qr" size={16} />
          {pedido.mesa !== null ? esPedidos.mesa(pedido.mesa) : esPedidos.enLocal}
        </p>
      )}
      {demora !== null && (
        <p className="ped-pedido-demora">
          <Icon name="clock" size={16} />
          {pedido.enLocal ? esPedidos.preparacionEn(demora) : esPedidos.llegaEn(demora)}
        </p>
      )}
      <p className="ped-pedido-resumen">{resumen}</p>
      <CalificarLink pedido={pedido} now={now} />
      <div className="ped-pedido-bottom">
        <span className="ped-pedido-total">
          <span className="visually-hidden">{esPedidos.total}: </span>
          {formatPesos(pedido.total)}
        </span>
        {(canPagar || canAnular) && (
          <div className="ped-pedido-actions">
            {canAnular && (
              <button
                type="button"
                className="ped-button ped-button--danger"
                disabled={isBusy}
                onClick={() => onAnular(pedido)}
              >
                {esPedidos.anular}
              </button>
            )}
            {canPagar && (
              <Link className="ped-button ped-button--primary" to={`/pago/${pedido.pedidoId}`}>
                {esPedidos.pagar}
              </Link>
            )}
          </div>
        )}
      </div>
    </article>
  );
}
