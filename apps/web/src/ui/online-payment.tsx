import { MSG_PEDIDO_YA_PAGADO, parseAdditionalInfo, type InfoPago } from '@vidriera/domain/pagos';
import { formatPesos } from '@vidriera/domain/pedidos';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from '../hash-router.tsx';
import { ApiError } from '../api/client.ts';
import { showGenericError } from './generic-error.ts';
import { Icon, type IconName } from './icons.tsx';
import { MercadoPagoButton } from './mercadopago-button.tsx';
import onlinePaymentCss from './online-payment.module.css';
import { buttonClass } from './button.ts';

/**
 * The online payment screens' shared parts (an order's pago/{id} and a ticket purchase's pagoVentaTicket/{id}):
 * both prepare the provider's payment once, then draw the amount and the provider's button.
 */

/** The texts each payment screen takes from its own catalogue. */
export interface OnlinePaymentTexts {
  pagoImporte: string;
  pagoMercadoPago: string;
  pagoSimulado: (importe: string) => string;
  pagoSimuladoNota: string;
  pagoCargandoBoton: string;
  pagoYaPagado: string;
}

/** Spec 02 §8: the payment preparation's error body 'El pedido ya fue pagado' (purchases answer it as orders do). */
function isYaPagado(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    typeof error.body.message === 'string' &&
    error.body.message.trim() === MSG_PEDIDO_YA_PAGADO
  );
}

interface PrepareMutation {
  mutate: (id: number, options: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
}

/**
 * Prepares the payment once per screen (a valid id only) and says whether it is ready, so the screen can load the
 * provider's data. Already paid: the spec's alert, then home; any other failure: the generic error display.
 */
export function usePaymentPreparation(id: number, prepare: PrepareMutation, yaPagadoText: string): boolean {
  const navigate = useNavigate();
  const [isPrepared, setPrepared] = useState(false);
  const started = useRef(false);
  const isValidId = Number.isInteger(id) && id > 0;

  useEffect(() => {
    if (started.current || !isValidId) return;
    started.current = true;
    prepare.mutate(id, {
      onSuccess: () => setPrepared(true),
      onError: (error) => {
        if (isYaPagado(error)) {
          window.alert(yaPagadoText);
          navigate('/', { replace: true });
          return;
        }
        showGenericError(error);
      },
    });
  }, [id, isValidId, prepare, navigate, yaPagadoText]);

  return isPrepared;
}

/** The provider's button: MercadoPago's wallet, or the simulated provider's own checkout page. */
function PagoButton({ info, texts }: { info: InfoPago; texts: OnlinePaymentTexts }) {
  const mp = info.provider === 'mercadopago' ? parseAdditionalInfo(info.additionalInfo) : null;
  if (mp) {
    return (
      <MercadoPagoButton
        preferenceId={mp.preferenceId}
        publicKey={mp.publicKey}
        checkoutUrl={info.checkoutUrl}
        loadingLabel={texts.pagoCargandoBoton}
        fallbackLabel={texts.pagoMercadoPago}
        className={onlinePaymentCss.payMp}
        linkClassName={buttonClass('primary', 'block')}
        helpClassName={onlinePaymentCss.payHelp}
      />
    );
  }
  return (
    <>
      <a className={buttonClass('primary', 'block')} href={info.checkoutUrl}>
        {texts.pagoSimulado(formatPesos(info.importe))}
      </a>
      <p className={onlinePaymentCss.payHelp}>{texts.pagoSimuladoNota}</p>
    </>
  );
}

/** The amount to pay, what happens once it is paid, and the provider's button. */
export function OnlinePaymentCard({
  info,
  icon,
  text,
  texts,
}: {
  info: InfoPago;
  icon: IconName;
  /** What paying confirms (the order reaches the business, the tickets are confirmed). */
  text: string;
  texts: OnlinePaymentTexts;
}) {
  const labelId = useId();
  return (
    <section className={onlinePaymentCss.payCard} aria-labelledby={labelId}>
      <span className={onlinePaymentCss.payIcon}>
        <Icon name={icon} size={26} />
      </span>
      <h2 id={labelId} className={onlinePaymentCss.payLabel}>
        {texts.pagoImporte}
      </h2>
      <p className={onlinePaymentCss.payAmount}>{formatPesos(info.importe)}</p>
      <p className={onlinePaymentCss.payHelp}>{text}</p>
      <PagoButton info={info} texts={texts} />
    </section>
  );
}
