import { MSG_PEDIDO_YA_PAGADO, parseAdditionalInfo } from '@vidriera/domain/pagos';
import { formatPesos } from '@vidriera/domain/pedidos-precios';
import type { InfoPago } from '@vidriera/domain/schemas/pago';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { useInfoPago } from '../../api/get-info-pago.ts';
import { usePedido } from '../../api/get-pedido.ts';
import { usePreparePedidoPago } from '../../api/prepare-pedido-pago.ts';
import { esPedidos } from '../../i18n/es-pedidos.ts';
import { showGenericError } from '../../ui/generic-error.ts';
import { Icon } from '../../ui/icons.tsx';
import { MercadoPagoButton } from '../../ui/mercadopago-button.tsx';
import { BackButton, SiteHeader } from '../../ui/site-header.tsx';
import { PedidoComercio } from './pedido-comercio.tsx';
import { PedidosLoading, PedidosMessage } from './pedidos-message.tsx';
import { useGoBack } from './use-go-back.ts';
import '../../ui/visually-hidden.css';
import './pedidos.css';
import './pago.css';

/** Spec 02 §8: the payment preparation's error body 'El pedido ya fue pagado'. */
function isYaPagado(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    typeof error.body.message === 'string' &&
    error.body.message.trim() === MSG_PEDIDO_YA_PAGADO
  );
}

/** The provider's button: MercadoPago's wallet, or the simulated provider's own checkout page. */
function PagoButton({ info }: { info: InfoPago }) {
  const mp = info.provider === 'mercadopago' ? parseAdditionalInfo(info.additionalInfo) : null;
  if (mp)
    return (
      <MercadoPagoButton
        preferenceId={mp.preferenceId}
        publicKey={mp.publicKey}
        checkoutUrl={info.checkoutUrl}
        loadingLabel={esPedidos.pagoCargandoBoton}
        fallbackLabel={esPedidos.pagoMercadoPago}
        className="ped-mp"
        linkClassName="ped-button ped-button--primary ped-button--block"
        helpClassName="ped-help"
      />
    );
  return (
    <>
      <a className="ped-button ped-button--primary ped-button--block" href={info.checkoutUrl}>
        {esPedidos.pagoSimulado(formatPesos(info.importe))}
      </a>
      <p className="ped-help ped-help--center">{esPedidos.pagoSimuladoNota}</p>
    </>
  );
}

/**
 * pago/{pedidoId}: prepares the payment (PreparePedidoPago) and draws the provider's button from GetInfoPago. An
 * order already paid says so and goes home.
 */
export default function PagoPage() {
  const navigate = useNavigate();
  const goBack = useGoBack('/mis-pedidos');
  const id = Number(useParams().pedidoId);
  const prepare = usePreparePedidoPago();
  const [isPrepared, setPrepared] = useState(false);
  const started = useRef(false);
  const info = useInfoPago(id, isPrepared);
  const pedido = usePedido(id);

  useEffect(() => {
    if (started.current || !(id > 0)) return;
    started.current = true;
    prepare.mutate(id, {
      onSuccess: () => setPrepared(true),
      onError: (error) => {
        if (isYaPagado(error)) {
          window.alert(esPedidos.pagoYaPagado);
          navigate('/', { replace: true });
          return;
        }
        showGenericError(error);
      },
    });
  }, [id, prepare, navigate]);

  useEffect(() => {
    if (info.error) showGenericError(info.error);
  }, [info.error]);

  let content: ReactNode;
  if (prepare.isError || info.isError) {
    content = (
      <PedidosMessage icon="info" title={esPedidos.pagoError} tone="warn">
        <button type="button" className="ped-button" onClick={goBack}>
          {esPedidos.volver}
        </button>
      </PedidosMessage>
    );
  } else if (!info.data) {
    content = <PedidosLoading label={esPedidos.pagoPreparando} />;
  } else {
    content = (
      <div className="ped-detail">
        {pedido.data && <PedidoComercio comercio={pedido.data.configResto} />}
        <section className="ped-card ped-pago" aria-labelledby="ped-pago-importe">
          <span className="ped-pago-icon">
            <Icon name="receipt" size={26} />
          </span>
          <h2 id="ped-pago-importe" className="ped-pago-label">
            {esPedidos.pagoImporte}
          </h2>
          <p className="ped-pago-amount">{formatPesos(info.data.importe)}</p>
          <p className="ped-help ped-help--center">{esPedidos.pagoTexto}</p>
          <PagoButton info={info.data} />
        </section>
      </div>
    );
  }

  return (
    <div className="ped-screen">
      <SiteHeader
        title={esPedidos.pagoTitulo}
        subtitle={esPedidos.pedidoTitulo(id)}
        leading={<BackButton onClick={goBack} />}
      />
      <main className="ped-main ped-main--narrow">{content}</main>
    </div>
  );
}
