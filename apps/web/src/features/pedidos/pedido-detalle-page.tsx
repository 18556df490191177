import { useParams } from '../../hash-router.tsx';
import { esPedidos } from '../../i18n/es-pedidos.ts';
import { BackButton, SiteHeader } from '../../ui/site-header.tsx';
import { PedidoGuardadoView } from './pedido-guardado-view.tsx';
import { PedidoPreview } from './pedido-preview.tsx';
import { useGoBack } from '../../ui/use-go-back.ts';
import '../../ui/visually-hidden.css';
import pedidosCss from './pedidos.module.css';
import detalleCss from './pedido-detalle.module.css';
import { cx } from '../../ui/cx.ts';

/**
 * pedidodetalle: the order being built, to confirm; pedidodetalle/{id}: a placed order (the router asks for a
 * login there).
 */
export default function PedidoDetallePage() {
  const { id } = useParams();
  const pedidoId = Number(id);
  const isPlaced = id !== undefined;
  const goBack = useGoBack(isPlaced ? '/mis-pedidos' : '/');
  return (
    <div className={cx(pedidosCss.pedScreen, detalleCss.pedDetalleScreen)}>
      <SiteHeader
        title={isPlaced ? esPedidos.pedidoTitulo(pedidoId) : esPedidos.detalleTitulo}
        leading={<BackButton onClick={goBack} />}
      />
      <main className={cx(pedidosCss.pedMain, detalleCss.pedMainDetail)}>
        {isPlaced ? <PedidoGuardadoView key={id} id={pedidoId} /> : <PedidoPreview />}
      </main>
    </div>
  );
}
