import { type ReactNode, useEffect } from 'react';
import { chooseAvisoPago } from '@vidriera/domain/pagos';
import { MIS_PEDIDOS_TICK_MS } from '@vidriera/domain/pedidos';
import { Link, useParams } from '../../hash-router.tsx';
import { usePedidos } from '../../api/get-pedidos.ts';
import { useSiteMetadata } from '../../api/get-site-metadata.ts';
import { usePedidosEventos } from '../../api/subscribe-pedidos-eventos.ts';
import { esPedidos } from '../../i18n/es-pedidos.ts';
import { BackButton, SiteHeader } from '../../ui/site-header.tsx';
import { ScreenLoading, ScreenMessage } from '../../ui/screen-message.tsx';
import { PagoRetornoBanner, usePagoRetorno } from './pago-retorno-banner.tsx';
import { PedidoCard } from './pedido-card.tsx';
import { useAnularPedidoConfirm } from './use-anular-pedido-confirm.ts';
import { useGoBack } from '../../ui/use-go-back.ts';
import { useLoadErrorAlert } from '../../ui/use-load-error-alert.ts';
import { useNow } from '../../ui/use-now.ts';
import '../../ui/visually-hidden.css';
import pedidosCss from './pedidos.module.css';
import { cx } from '../../ui/cx.ts';
import cardCss from './pedido-card.module.css';

/** While a payment is being confirmed, the list is asked again this often. */
const PAGO_CONFIRMANDO_REFETCH_MS = 4_000;

/**
 * mis-pedidos and mis-pedidos/{carpeta}: the user's orders (of one business in customer mode), coloured by
 * estado. Status changes arrive live; the list also refreshes every 2 minutes and its texts tick every 5 s.
 */
export default function MisPedidosPage() {
  const goBack = useGoBack('/');
  const params = useParams<{ carpeta?: string }>();
  const { data: site } = useSiteMetadata();
  const carpeta = params.carpeta ?? (site && !site.esPortal ? site.carpeta : null);
  const query = usePedidos(carpeta, Boolean(site));
  usePedidosEventos(true);
  const now = useNow(MIS_PEDIDOS_TICK_MS);
  const { anular, isPending } = useAnularPedidoConfirm();
  const pedidos = query.data;
  useLoadErrorAlert(query.data ? null : query.error, { alertOffline: true });
  const pagoRetorno = usePagoRetorno();
  const pedidoPagado = pagoRetorno ? pedidos?.find((p) => p.pedidoId === pagoRetorno.pedidoId) : undefined;
  const isConfirmingPago = Boolean(
    pagoRetorno && pedidoPagado && chooseAvisoPago(pedidoPagado, pagoRetorno.retorno) === 'confirmando',
  );
  // The live channel brings the payment's confirmation; a slow provider is asked again meanwhile.
  const { refetch } = query;
  useEffect(() => {
    if (!isConfirmingPago) return;
    const timer = setInterval(() => void refetch(), PAGO_CONFIRMANDO_REFETCH_MS);
    return () => clearInterval(timer);
  }, [isConfirmingPago, refetch]);

  let content: ReactNode;
  if (pedidos && pedidos.length > 0) {
    content = (
      <>
        {pagoRetorno && pedidoPagado && <PagoRetornoBanner pedido={pedidoPagado} retorno={pagoRetorno.retorno} />}
        <ul className={cardCss.pedList}>
          {pedidos.map((pedido) => (
            <li key={pedido.pedidoId}>
              <PedidoCard pedido={pedido} now={now} onAnular={(p) => anular(p.pedidoId)} isBusy={isPending} />
            </li>
          ))}
        </ul>
      </>
    );
  } else if (pedidos) {
    content = (
      <ScreenMessage icon="receipt" title={esPedidos.vacio} text={esPedidos.vacioTexto}>
        {carpeta ? (
          <Link
            className={cx(pedidosCss.pedButton, pedidosCss.pedButtonPrimary)}
            to={`/carta/${encodeURIComponent(carpeta)}`}
          >
            {esPedidos.hacerPedido}
          </Link>
        ) : (
          <Link className={cx(pedidosCss.pedButton, pedidosCss.pedButtonPrimary)} to="/">
            {esPedidos.irAPedir}
          </Link>
        )}
      </ScreenMessage>
    );
  } else if (query.isError) {
    content = (
      <ScreenMessage icon="info" title={esPedidos.errorLista} tone="warn">
        <button
          type="button"
          className={cx(pedidosCss.pedButton, pedidosCss.pedButtonPrimary)}
          onClick={() => void query.refetch()}
        >
          {esPedidos.reintentar}
        </button>
      </ScreenMessage>
    );
  } else {
    content = <ScreenLoading label={esPedidos.cargandoLista} />;
  }

  return (
    <div className={pedidosCss.pedScreen}>
      <SiteHeader title={esPedidos.misPedidos} leading={<BackButton onClick={goBack} />} />
      <main className={cx(pedidosCss.pedMain, pedidosCss.pedMainList)}>{content}</main>
    </div>
  );
}
