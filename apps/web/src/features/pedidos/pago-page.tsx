import { type ReactNode, useEffect } from 'react';
import { useParams } from '../../hash-router.tsx';
import { useInfoPago } from '../../api/get-info-pago.ts';
import { usePedido } from '../../api/get-pedido.ts';
import { usePreparePedidoPago } from '../../api/prepare-pedido-pago.ts';
import { esPedidos } from '../../i18n/es-pedidos.ts';
import { showGenericError } from '../../ui/generic-error.ts';
import { OnlinePaymentCard, usePaymentPreparation } from '../../ui/online-payment.tsx';
import { ScreenLoading, ScreenMessage } from '../../ui/screen-message.tsx';
import { BackButton, SiteHeader } from '../../ui/site-header.tsx';
import { PedidoComercio } from './pedido-comercio.tsx';
import { useGoBack } from '../../ui/use-go-back.ts';
import '../../ui/visually-hidden.css';
import pedidosCss from './pedidos.module.css';
import { cx } from '../../ui/cx.ts';

/**
 * pago/{pedidoId}: prepares the payment (PreparePedidoPago) and draws the provider's button from GetInfoPago. An
 * order already paid says so and goes home.
 */
export default function PagoPage() {
  const goBack = useGoBack('/mis-pedidos');
  const id = Number(useParams().pedidoId);
  const prepare = usePreparePedidoPago();
  const isPrepared = usePaymentPreparation(id, prepare, esPedidos.pagoYaPagado);
  const info = useInfoPago(id, isPrepared);
  const pedido = usePedido(id);

  useEffect(() => {
    if (info.error) showGenericError(info.error);
  }, [info.error]);

  let content: ReactNode;
  if (prepare.isError || info.isError) {
    content = (
      <ScreenMessage icon="info" title={esPedidos.pagoError} tone="warn">
        <button type="button" className={pedidosCss.pedButton} onClick={goBack}>
          {esPedidos.volver}
        </button>
      </ScreenMessage>
    );
  } else if (!info.data) {
    content = <ScreenLoading label={esPedidos.pagoPreparando} />;
  } else {
    content = (
      <div className={pedidosCss.pedDetail}>
        {pedido.data && <PedidoComercio comercio={pedido.data.configResto} />}
        <OnlinePaymentCard info={info.data} icon="receipt" text={esPedidos.pagoTexto} texts={esPedidos} />
      </div>
    );
  }

  return (
    <div className={pedidosCss.pedScreen}>
      <SiteHeader
        title={esPedidos.pagoTitulo}
        subtitle={esPedidos.pedidoTitulo(id)}
        leading={<BackButton onClick={goBack} />}
      />
      <main className={cx(pedidosCss.pedMain, pedidosCss.pedMainNarrow)}>{content}</main>
    </div>
  );
}
