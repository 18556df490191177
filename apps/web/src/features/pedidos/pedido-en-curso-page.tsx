import type { ReactNode } from 'react';
import { ESTADO_REALIZADO, MIS_PEDIDOS_TICK_MS } from '@vidriera/domain/pedidos';
import { Link } from '../../hash-router.tsx';
import { usePedidosActivos } from '../../api/get-pedidos-activos.ts';
import { useSiteMetadata } from '../../api/get-site-metadata.ts';
import { useSession } from '../../api/session.ts';
import { usePedidosEventos } from '../../api/subscribe-pedidos-eventos.ts';
import { esPedidos } from '../../i18n/es-pedidos.ts';
import { BackButton, SiteHeader } from '../../ui/site-header.tsx';
import { ScreenLoading, ScreenMessage } from '../../ui/screen-message.tsx';
import { PedidoCard } from './pedido-card.tsx';
import { useAnularPedidoConfirm } from './use-anular-pedido-confirm.ts';
import { useGoBack } from '../../ui/use-go-back.ts';
import { useLoadErrorAlert } from '../../ui/use-load-error-alert.ts';
import { useNow } from '../../ui/use-now.ts';
import '../../ui/visually-hidden.css';
import pedidosCss from './pedidos.module.css';
import { cx } from '../../ui/cx.ts';

/** pedido-en-curso: the order in progress (the latest still going on), followed live, with 'ver Pedidos'. */
export default function PedidoEnCursoPage() {
  const session = useSession();
  const { data: site } = useSiteMetadata();
  const goBack = useGoBack('/');
  const carpeta = site && !site.esPortal ? site.carpeta : null;
  const query = usePedidosActivos(carpeta, session.isLoggedIn && Boolean(site));
  usePedidosEventos(session.isLoggedIn);
  const now = useNow(MIS_PEDIDOS_TICK_MS);
  useLoadErrorAlert(query.data ? null : query.error, { alertOffline: true });
  const { anular, isPending } = useAnularPedidoConfirm();
  const latest = query.data?.reduce<(typeof query.data)[number] | null>(
    // Ids grow with time: the highest is the latest, also among orders placed in the same minute.
    (found, pedido) => (!found || pedido.pedidoId > found.pedidoId ? pedido : found),
    null,
  );

  let content: ReactNode;
  if (latest) {
    content = (
      <>
        {latest.estadoId === ESTADO_REALIZADO && <p className={pedidosCss.pedEnCursoText}>{esPedidos.enCursoTexto}</p>}
        <PedidoCard
          className={pedidosCss.pedEnCursoCard}
          pedido={latest}
          now={now}
          onAnular={(p) => anular(p.pedidoId)}
          isBusy={isPending}
        />
        <Link
          className={cx(pedidosCss.pedButton, pedidosCss.pedButtonPrimary, pedidosCss.pedButtonBlock)}
          to="/mis-pedidos"
        >
          {esPedidos.verPedidos}
        </Link>
      </>
    );
  } else if (!session.isLoggedIn || query.data) {
    content = (
      <ScreenMessage icon="receipt" title={esPedidos.sinPedidoEnCurso} text={esPedidos.sinPedidoEnCursoTexto}>
        <Link
          className={cx(pedidosCss.pedButton, pedidosCss.pedButtonPrimary)}
          to={session.isLoggedIn ? '/mis-pedidos' : '/'}
        >
          {session.isLoggedIn ? esPedidos.verPedidos : esPedidos.irAlInicio}
        </Link>
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
    content = <ScreenLoading label={esPedidos.cargando} />;
  }

  return (
    <div className={pedidosCss.pedScreen}>
      <SiteHeader title={esPedidos.enCursoTitulo} leading={<BackButton onClick={goBack} />} />
      <main className={cx(pedidosCss.pedMain, pedidosCss.pedMainNarrow)}>{content}</main>
    </div>
  );
}
