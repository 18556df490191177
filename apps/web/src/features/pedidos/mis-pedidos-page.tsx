import type { ReactNode } from 'react';
import { MIS_PEDIDOS_TICK_MS } from '@vidriera/domain/pedidos';
import { Link, useParams } from 'react-router';
import { usePedidos } from '../../api/get-pedidos.ts';
import { useSiteMetadata } from '../../api/get-site-metadata.ts';
import { usePedidosEventos } from '../../api/subscribe-pedidos-eventos.ts';
import { esPedidos } from '../../i18n/es-pedidos.ts';
import { BackButton, SiteHeader } from '../../ui/site-header.tsx';
import { ScreenLoading, ScreenMessage } from '../../ui/screen-message.tsx';
import { PedidoCard } from './pedido-card.tsx';
import { useAnularPedidoConfirm } from './use-anular-pedido-confirm.ts';
import { useGoBack } from './use-go-back.ts';
import { useLoadErrorAlert } from './use-load-error-alert.ts';
import { useNow } from './use-now.ts';
import '../../ui/visually-hidden.css';
import './pedidos.css';

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
  useLoadErrorAlert(query.data ? null : query.error);

  let content: ReactNode;
  if (pedidos && pedidos.length > 0) {
    content = (
      <ul className="ped-list">
        {pedidos.map((pedido) => (
          <li key={pedido.pedidoId}>
            <PedidoCard pedido={pedido} now={now} onAnular={(p) => anular(p.pedidoId)} isBusy={isPending} />
          </li>
        ))}
      </ul>
    );
  } else if (pedidos) {
    content = (
      <ScreenMessage icon="receipt" title={esPedidos.vacio} text={esPedidos.vacioTexto}>
        {carpeta ? (
          <Link className="ped-button ped-button--primary" to={`/carta/${encodeURIComponent(carpeta)}`}>
            {esPedidos.hacerPedido}
          </Link>
        ) : (
          <Link className="ped-button ped-button--primary" to="/">
            {esPedidos.irAPedir}
          </Link>
        )}
      </ScreenMessage>
    );
  } else if (query.isError) {
    content = (
      <ScreenMessage icon="info" title={esPedidos.errorLista} tone="warn">
        <button type="button" className="ped-button ped-button--primary" onClick={() => void query.refetch()}>
          {esPedidos.reintentar}
        </button>
      </ScreenMessage>
    );
  } else {
    content = <ScreenLoading label={esPedidos.cargandoLista} />;
  }

  return (
    <div className="ped-screen">
      <SiteHeader title={esPedidos.misPedidos} leading={<BackButton onClick={goBack} />} />
      <main className="ped-main ped-main--list">{content}</main>
    </div>
  );
}
