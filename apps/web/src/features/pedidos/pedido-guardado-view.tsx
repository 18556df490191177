import {
  canAnularPedido,
  canPagarPedido,
  describeEstadoPedido,
  ESTADO_CANCELADO,
  ESTADO_RECHAZADO,
  FORMA_PAGO_EFECTIVO,
  getDemoraPedido,
  getEstadoPedidoTexto,
  MIS_PEDIDOS_TICK_MS,
  formatPesos,
  type Pedido,
} from '@vidriera/domain/pedidos';
import { Link } from '../../hash-router.tsx';
import { ApiError } from '../../api/client.ts';
import { usePedido } from '../../api/get-pedido.ts';
import { usePedidosEventos } from '../../api/subscribe-pedidos-eventos.ts';
import { esPedidos } from '../../i18n/es-pedidos.ts';
import { Icon } from '../../ui/icons.tsx';
import { ScreenLoading, ScreenMessage } from '../../ui/screen-message.tsx';
import { CalificarPedido } from './calificar-pedido.tsx';
import { EstadoPedidoBadge } from './estado-pedido-badge.tsx';
import { formatFechaHora } from './format-pedido.ts';
import { PedidoComercio } from './pedido-comercio.tsx';
import { PedidoItems } from './pedido-items.tsx';
import { useAnularPedidoConfirm } from './use-anular-pedido-confirm.ts';
import { useGoBack } from '../../ui/use-go-back.ts';
import { useLoadErrorAlert } from '../../ui/use-load-error-alert.ts';
import { useNow } from '../../ui/use-now.ts';
import cardCss from './pedido-card.module.css';
import { PagoBadge } from '../../ui/pago-badge.tsx';
import { cx } from '../../ui/cx.ts';
import pedidosCss from './pedidos.module.css';
import detalleCss from './pedido-detalle.module.css';

/** How the placed order is handed over: at the table, delivered to an address, or picked up. */
function describeEntrega(pedido: Pedido): string {
  if (pedido.enLocal) return pedido.mesa ? `${esPedidos.enLocal} · ${esPedidos.mesa(pedido.mesa)}` : esPedidos.enLocal;
  if (pedido.configResto.comercioDigital) return esPedidos.coordinarEntrega;
  if (pedido.delivery) return `${esPedidos.conEnvio}: ${pedido.domicilio ?? ''}`;
  return pedido.configResto.domicilio ? esPedidos.retiroEn(pedido.configResto.domicilio) : esPedidos.retiro;
}

/** pedidodetalle/{id}: a placed order, followed live; Pagar while pending payment, Anular Pedido in 0 or 5. */
export function PedidoGuardadoView({ id }: { id: number }) {
  const query = usePedido(id);
  usePedidosEventos(true);
  const now = useNow(MIS_PEDIDOS_TICK_MS);
  const goBack = useGoBack('/mis-pedidos');
  const { anular, isPending } = useAnularPedidoConfirm();
  const pedido = query.data;
  useLoadErrorAlert(query.data ? null : query.error, { alertOffline: true });

  if (!pedido) {
    const isInvalidId = !(Number.isInteger(id) && id > 0);
    if (query.isError || isInvalidId) {
      const isNotFound = isInvalidId || (query.error instanceof ApiError && query.error.status === 404);
      return (
        <ScreenMessage icon="info" title={isNotFound ? esPedidos.noEncontrado : esPedidos.errorCarga} tone="warn">
          {isNotFound ? (
            <Link className={cx(pedidosCss.pedButton, pedidosCss.pedButtonPrimary)} to="/mis-pedidos">
              {esPedidos.misPedidos}
            </Link>
          ) : (
            <button
              type="button"
              className={cx(pedidosCss.pedButton, pedidosCss.pedButtonPrimary)}
              onClick={() => void query.refetch()}
            >
              {esPedidos.reintentar}
            </button>
          )}
        </ScreenMessage>
      );
    }
    return <ScreenLoading label={esPedidos.cargando} />;
  }

  const estadoTexto = describeEstadoPedido(pedido, now);
  const demora = getDemoraPedido(pedido, pedido.configResto.ocultaDemora, now);
  const hasMotivo = pedido.estadoId === ESTADO_CANCELADO || pedido.estadoId === ESTADO_RECHAZADO;
  const comentario = !hasMotivo ? pedido.observacion?.trim() : null;
  return (
    <div className={cx(pedidosCss.pedDetail, detalleCss.pedSplit)}>
      <div className={detalleCss.pedSplitMain}>
        <section
          className={cx(pedidosCss.pedCard, pedidosCss.pedEstadoTone)}
          data-estado={pedido.estadoId}
          aria-labelledby="ped-estado-title"
          aria-live="polite"
        >
          <h2 id="ped-estado-title" className="visually-hidden">
            {esPedidos.estado}
          </h2>
          <div className={cardCss.pedStatusTop}>
            <span className={cardCss.pedPedidoBadges}>
              <EstadoPedidoBadge pedido={pedido} now={now} />
              <PagoBadge pagado={pedido.pagado} reintegro={pedido.reintegro} />
            </span>
            <span className={cardCss.pedPedidoDate}>
              {formatFechaHora(pedido.fechaHora, pedido.configResto.timeZone)}
            </span>
          </div>
          {estadoTexto !== getEstadoPedidoTexto(pedido, now) && <p className={cardCss.pedStatusText}>{estadoTexto}</p>}
          {demora !== null && (
            <p className={cardCss.pedPedidoDemora}>
              <Icon name="clock" size={16} />
              {pedido.enLocal ? esPedidos.preparacionEn(demora) : esPedidos.llegaEn(demora)}
            </p>
          )}
        </section>
        {!pedido.cargadoPorComercio && (
          <CalificarPedido
            pedidoId={pedido.pedidoId}
            estadoId={pedido.estadoId}
            timeZone={pedido.configResto.timeZone}
          />
        )}
        <PedidoComercio comercio={pedido.configResto} />
        <section className={pedidosCss.pedCard} aria-labelledby="ped-entrega-title">
          <h2 id="ped-entrega-title" className={pedidosCss.pedCardTitle}>
            {pedido.enLocal ? esPedidos.mesaTitulo : esPedidos.entrega}
          </h2>
          <p className={detalleCss.pedEntregaFixed}>{describeEntrega(pedido)}</p>
        </section>
        <section className={cx(pedidosCss.pedCard, detalleCss.pedSlotPago)} aria-labelledby="ped-pago-title">
          <h2 id="ped-pago-title" className={pedidosCss.pedCardTitle}>
            {esPedidos.formaPago}
          </h2>
          <p className={detalleCss.pedEntregaFixed}>
            {(pedido.enLocal ? esPedidos.formasPagoEnLocal : esPedidos.formasPago)[pedido.formaPagoId] ?? ''}
            {pedido.formaPagoId === FORMA_PAGO_EFECTIVO && pedido.pagaCon
              ? ` · ${esPedidos.pagaConValor(formatPesos(pedido.pagaCon))}`
              : ''}
          </p>
          {comentario && (
            <p className={detalleCss.pedComentario}>
              <span className={detalleCss.pedLabel}>{esPedidos.comentarios}: </span>
              {comentario}
            </p>
          )}
        </section>
      </div>
      <div className={detalleCss.pedSplitSide}>
        <PedidoItems
          lines={pedido.pedidosIts.map((item, index) => ({
            key: index,
            plato: item.plato,
            cantidad: item.cantidad,
            precio: item.precio,
            opciones: item.opcionesTexto,
          }))}
          subtotal={pedido.subtotal}
          envio={pedido.delivery && pedido.costoEnvio > 0 ? pedido.costoEnvio : null}
          total={pedido.total}
        />
        <div className={cx(pedidosCss.pedActions, detalleCss.pedSlotActions)}>
          <button type="button" className={cx(pedidosCss.pedButton, detalleCss.pedSplitButton)} onClick={goBack}>
            {esPedidos.volver}
          </button>
          {canAnularPedido(pedido.estadoId) && (
            <button
              type="button"
              className={cx(pedidosCss.pedButton, pedidosCss.pedButtonDanger, detalleCss.pedSplitButton)}
              disabled={isPending}
              onClick={() => anular(pedido.pedidoId)}
            >
              {esPedidos.anular}
            </button>
          )}
          {canPagarPedido(pedido.estadoId) && (
            <Link
              className={cx(pedidosCss.pedButton, pedidosCss.pedButtonPrimary, detalleCss.pedSplitButton)}
              to={`/pago/${pedido.pedidoId}`}
            >
              {esPedidos.pagar}
            </Link>
          )}
        </div>
      </div>
    </div>
  );
}
