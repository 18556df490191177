import {
  canAnularPedido,
  canPagarPedido,
  describeEstadoPedido,
  getDemoraPedido,
  getEstadoPedidoTexto,
  formatPesos,
  type Pedido,
} from '@vidriera/domain/pedidos';
import { Link } from '../../hash-router.tsx';
import { esPedidos } from '../../i18n/es-pedidos.ts';
import { Icon } from '../../ui/icons.tsx';
import { CalificarLink } from './calificar-link.tsx';
import { EstadoPedidoBadge } from './estado-pedido-badge.tsx';
import { formatFechaHora } from './format-pedido.ts';
import cardCss from './pedido-card.module.css';
import { PagoBadge } from '../../ui/pago-badge.tsx';
import { cx } from '../../ui/cx.ts';
import pedidosCss from './pedidos.module.css';

export interface PedidoCardProps {
  pedido: Pedido;
  /** The server's time as estimated (useNow): the status window and the delay are judged at it. */
  now: Date;
  onAnular: (pedido: Pedido) => void;
  isBusy: boolean;
  /** A class of the screen that shows the card (its place on that screen). */
  className?: string;
}

/**
 * One order of Mis Pedidos, coloured by its estado: status line, the table of an in-venue order, delay, what was
 * ordered, total and actions.
 */
export function PedidoCard({ pedido, now, onAnular, isBusy, className }: PedidoCardProps) {
  const estadoTexto = describeEstadoPedido(pedido, now);
  const demora = getDemoraPedido(pedido, pedido.configResto.ocultaDemora, now);
  const resumen = pedido.pedidosIts.map((item) => `${item.cantidad}× ${item.plato}`).join(', ');
  const canPagar = canPagarPedido(pedido.estadoId);
  const canAnular = canAnularPedido(pedido.estadoId);
  return (
    <article
      className={cx(cardCss.pedPedido, pedidosCss.pedEstadoTone, className)}
      data-estado={pedido.estadoId}
      aria-labelledby={`pedido-${pedido.pedidoId}`}
    >
      <div className={cardCss.pedPedidoTop}>
        <span className={cardCss.pedPedidoBadges}>
          <EstadoPedidoBadge pedido={pedido} now={now} />
          <PagoBadge pagado={pedido.pagado} reintegro={pedido.reintegro} />
        </span>
        <span className={cardCss.pedPedidoDate}>{formatFechaHora(pedido.fechaHora, pedido.configResto.timeZone)}</span>
      </div>
      <h2 id={`pedido-${pedido.pedidoId}`} className={cardCss.pedPedidoTitle}>
        <Link className={cardCss.pedPedidoLink} to={`/pedidodetalle/${pedido.pedidoId}`}>
          {pedido.configResto.nombreComercio}
        </Link>
        <span className={cardCss.pedPedidoNumber}>{esPedidos.pedidoTitulo(pedido.pedidoId)}</span>
      </h2>
      {estadoTexto !== getEstadoPedidoTexto(pedido, now) && <p className={cardCss.pedPedidoStatus}>{estadoTexto}</p>}
      {pedido.enLocal && (
        <p className={cardCss.pedPedidoMesa}>
          <Icon name="qr" size={16} />
          {pedido.mesa !== null ? esPedidos.mesa(pedido.mesa) : esPedidos.enLocal}
        </p>
      )}
      {demora !== null && (
        <p className={cardCss.pedPedidoDemora}>
          <Icon name="clock" size={16} />
          {pedido.enLocal ? esPedidos.preparacionEn(demora) : esPedidos.llegaEn(demora)}
        </p>
      )}
      <p className={cardCss.pedPedidoResumen}>{resumen}</p>
      <CalificarLink pedido={pedido} now={now} />
      <div className={cardCss.pedPedidoBottom}>
        <span className={cardCss.pedPedidoTotal}>
          <span className="visually-hidden">{esPedidos.total}: </span>
          {formatPesos(pedido.total)}
        </span>
        {(canPagar || canAnular) && (
          <div className={cardCss.pedPedidoActions}>
            {canAnular && (
              <button
                type="button"
                className={cx(pedidosCss.pedButton, pedidosCss.pedButtonDanger, cardCss.pedPedidoAction)}
                disabled={isBusy}
                onClick={() => onAnular(pedido)}
              >
                {esPedidos.anular}
              </button>
            )}
            {canPagar && (
              <Link
                className={cx(pedidosCss.pedButton, pedidosCss.pedButtonPrimary, cardCss.pedPedidoAction)}
                to={`/pago/${pedido.pedidoId}`}
              >
                {esPedidos.pagar}
              </Link>
            )}
          </div>
        )}
      </div>
    </article>
  );
}
