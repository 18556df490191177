import { type ReactNode, useEffect } from 'react';
import { Navigate, useParams } from '../../hash-router.tsx';
import { useInfoPagoVenta } from '../../api/get-info-pago-venta.ts';
import { usePrepareVentaPago } from '../../api/prepare-venta-pago.ts';
import { useGoBack } from '../../ui/use-go-back.ts';
import { esTickets } from '../../i18n/es-tickets.ts';
import { showGenericError } from '../../ui/generic-error.ts';
import { OnlinePaymentCard, usePaymentPreparation } from '../../ui/online-payment.tsx';
import { ScreenLoading, ScreenMessage } from '../../ui/screen-message.tsx';
import { BackButton, SiteHeader } from '../../ui/site-header.tsx';
import { markPagoIniciado } from './pago-retorno.ts';
import { buttonClass } from '../../ui/button.ts';
import ticketsCss from './tickets.module.css';
import { cx } from '../../ui/cx.ts';

/**
 * pagoVentaTicket/{id} (login): prepares the purchase's online payment (eventos/PreparePedidoPago) and draws the
 * provider's button from eventos/GetInfoPago, as the order payment page does. The provider sends the buyer back
 * to the purchase, which says 'El pago fue realizado con éxito'. A purchase already paid says so and goes home.
 */
export default function PagoVentaPage() {
  const params = useParams();
  const id = Number(params.id);
  const goBack = useGoBack('/mis-compras');
  const prepare = usePrepareVentaPago();
  const isPrepared = usePaymentPreparation(id, prepare, esTickets.pagoYaPagado);
  const info = useInfoPagoVenta(id, isPrepared);
  const isValidId = Number.isInteger(id) && id > 0;

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
        <button type="button" className={buttonClass()} onClick={goBack}>
          {esTickets.volver}
        </button>
      </ScreenMessage>
    );
  } else if (!info.data) {
    content = <ScreenLoading label={esTickets.pagoPreparando} />;
  } else {
    content = <OnlinePaymentCard info={info.data} icon="ticket" text={esTickets.pagoTexto} texts={esTickets} />;
  }

  return (
    <div className={ticketsCss.tktScreen}>
      <SiteHeader
        title={esTickets.pagoTitulo}
        subtitle={isValidId ? esTickets.compraNumero(id) : null}
        leading={<BackButton onClick={goBack} />}
      />
      <main className={cx(ticketsCss.tktMain, ticketsCss.tktMainNarrow)}>{content}</main>
    </div>
  );
}
