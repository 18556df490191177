import {
  type AvisoPago,
  chooseAvisoPago,
  PAGO_RETORNO_PARAM,
  PAGO_RETORNO_PEDIDO_PARAM,
  type PagoRetorno,
  parsePagoRetorno,
} from '@vidriera/domain/pagos';
import type { Pedido } from '@vidriera/domain/pedidos';
import { Link, useNavigate, useSearchParams } from '../../hash-router.tsx';
import { esPedidos } from '../../i18n/es-pedidos.ts';
import { Icon } from '../../ui/icons.tsx';
import avisoCss from './pago-retorno-banner.module.css';
import { cx } from '../../ui/cx.ts';
import pedidosCss from './pedidos.module.css';

/** The payment the customer just came back from: which order, and what the provider's return address said. */
export function usePagoRetorno(): { pedidoId: number; retorno: PagoRetorno } | null {
  const [params] = useSearchParams();
  const retorno = parsePagoRetorno(params.get(PAGO_RETORNO_PARAM));
  const pedidoId = Number(params.get(PAGO_RETORNO_PEDIDO_PARAM));
  return retorno && Number.isInteger(pedidoId) && pedidoId > 0 ? { pedidoId, retorno } : null;
}

const TEXTS: Record<AvisoPago, { title: string; text: (id: number) => string; icon: 'check' | 'clock' | 'info' }> = {
  aprobado: { title: esPedidos.pagoAprobadoTitulo, text: esPedidos.pagoAprobadoTexto, icon: 'check' },
  confirmando: { title: esPedidos.pagoConfirmandoTitulo, text: esPedidos.pagoConfirmandoTexto, icon: 'clock' },
  rechazado: { title: esPedidos.pagoRechazadoTitulo, text: esPedidos.pagoRechazadoTexto, icon: 'info' },
};

interface PagoRetornoBannerProps {
  pedido: Pedido;
  retorno: PagoRetorno;
}

/** Mis Pedidos, back from the checkout: how the payment of that order went, in words, until dismissed. */
export function PagoRetornoBanner({ pedido, retorno }: PagoRetornoBannerProps) {
  const navigate = useNavigate();
  const aviso = chooseAvisoPago(pedido, retorno);
  if (!aviso) return null;
  const { title, text, icon } = TEXTS[aviso];
  return (
    <section className={avisoCss.pedPagoAviso} data-aviso={aviso} role="status" aria-labelledby="ped-pago-aviso-title">
      <Icon name={icon} size={22} />
      <div className={avisoCss.pedPagoAvisoBody}>
        <h2 id="ped-pago-aviso-title" className={avisoCss.pedPagoAvisoTitle}>
          {title}
        </h2>
        <p className={avisoCss.pedPagoAvisoText}>{text(pedido.pedidoId)}</p>
        {aviso === 'rechazado' && (
          <Link className={cx(pedidosCss.pedButton, pedidosCss.pedButtonPrimary)} to={`/pago/${pedido.pedidoId}`}>
            {esPedidos.pagarDeNuevo}
          </Link>
        )}
      </div>
      <button
        type="button"
        className={avisoCss.pedPagoAvisoClose}
        aria-label={esPedidos.cerrarAviso}
        onClick={() => navigate({ search: '' }, { replace: true })}
      >
        <Icon name="close" size={18} />
      </button>
    </section>
  );
}
