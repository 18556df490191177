import { MSG_PEDIDO_YA_PAGADO, parseAdditionalInfo } from '@vidriera/domain/pagos';
import { formatPesos } from '@vidriera/domain/pedidos-precios';
import type { InfoPago } from '@vidriera/domain/schemas/pago';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { useInfoPagoVenta } from '../../api/get-info-pago-venta.ts';
import { usePrepareVentaPago } from '../../api/prepare-venta-pago.ts';
import { useGoBack } from '../../app/use-go-back.ts';
import { esTickets } from '../../i18n/es-tickets.ts';
import { showGenericError } from '../../ui/generic-error.ts';
import { Icon } from '../../ui/icons.tsx';
import { MercadoPagoButton } from '../../ui/mercadopago-button.tsx';
import { ScreenLoading, ScreenMessage } from '../../ui/screen-message.tsx';
import { BackButton, SiteHeader } from '../../ui/site-header.tsx';
import { markPagoIniciado } from './pago-retorno.ts';
import '../../ui/button.css';
import './tickets.css';
import './compra-realizada.css';

/** Spec 02 §8: the payment preparation's error body 'El pedido ya fue pagado' (tickets answer it as orders do). */
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
  if (mp) {
    return (
      <MercadoPagoButton
        preferenceId={mp.preferenceId}
        publicKey={mp.publicKey}
        checkoutUrl={info.checkoutUrl}
        loadingLabel={esTickets.pagoCargandoBoton}
        fallbackLabel={esTickets.pagoMercadoPago}
        className="tkt-mp"
        linkClassName="ui-button ui-button--primary ui-button--block"
        helpClassName="tkt-help"
      />
    );
  }
  return (
    <>
      <a className="ui-button ui-button--primary ui-button--block" href={info.checkoutUrl}>
        {esTickets.pagoSimulado(formatPesos(info.importe))}
      </a>
      <p className="tkt-help">{esTickets.pagoSimuladoNota}</p>
    </>
  );
}

/**
 * pagoVentaTicket/{id} (login): prepares the purchase's online payment (eventos/PreparePedidoPago) and draws the
 * provider's button from eventos/GetInfoPago, as the order payment page does. The provider sends the buyer back
 * to the purchase, which says 'El pago fue realizado con éxito'. A purchase already paid says so and goes home.
 */
export default function PagoVentaPage() {
  const navigate = useNavigate();
  const params = useParams();
  const id = Number(params.id);
  const goBack = useGoBack('/mis-compras');
  const prepare = usePrepareVentaPago();
  const [isPrepared, setPrepared] = useState(false);
  const started = useRef(false);
  const info = useInfoPagoVenta(id, isPrepared);
  const isValidId = Number.isInteger(id) && id > 0;

  useEffect(() => {
    if (started.current || !isValidId) return;
    started.current = true;
    prepare.mutate(id, {
      onSuccess: () => setPrepared(true),
      onError: (error) => {
        if (isYaPagado(error)) {
          window.alert(esTickets.pagoYaPagado);
          navigate('/', { replace: true });
          return;
        }
        showGenericError(error);
      },
    });
  }, [id, isValidId, prepare, navigate]);

  useEffect(() => {
    if (info.error) showGenericError(info.error);
  }, [info.error]);
  useEffect(() => {
    if (info.data) markPagoIniciado(id);
  }, [info.data, id]);

  // Spec 02 §2: a missing id goes home.
  if (!isValidId) return <Navigate to="/" replace />;

  let content: ReactNode;
  if (prepare.isError || info.isError) {
    content = (
      <ScreenMessage icon="info" title={esTickets.pagoError} tone="warn">
        <button type="button" className="ui-button" onClick={goBack}>
          {esTickets.volver}
        </button>
      </ScreenMessage>
    );
  } else if (!info.data) {
    content = <ScreenLoading label={esTickets.pagoPreparando} />;
  } else {
    content = (
      <section className="tkt-card tkt-pago-online" aria-labelledby="tkt-pago-importe">
        <span className="tkt-pago-icon">
          <Icon name="ticket" size={26} />
        </span>
        <h2 id="tkt-pago-importe" className="tkt-pago-label">
          {esTickets.pagoImporte}
        </h2>
        <p className="tkt-pago-amount">{formatPesos(info.data.importe)}</p>
        <p className="tkt-help">{esTickets.pagoTexto}</p>
        <PagoButton info={info.data} />
      </section>
    );
  }

  return (
    <div className="tkt-screen">
      <SiteHeader
        title={esTickets.pagoTitulo}
        subtitle={isValidId ? esTickets.compraNumero(id) : null}
        leading={<BackButton onClick={goBack} />}
      />
      <main className="tkt-main tkt-main--narrow">{content}</main>
    </div>
  );
}
