import { isDomicilioMissing } from '@vidriera/domain/cuentas';
import { type DeliveryCost, getDeliveryCostError, type LatLng } from '@vidriera/domain/zonas';
import {
  FORMA_PAGO_EFECTIVO,
  getRutaTrasCrear,
  type PedidoPendiente,
  findEntregaError,
  findMesaError,
  findPedidoConfirmError,
  normalizeDomicilio,
  normalizePagaCon,
  parseMesa,
  type PedirRequest,
} from '@vidriera/domain/pedidos';
import type { CartaConfigResto } from '@vidriera/domain/carta';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from '../../hash-router.tsx';
import { preferenciaAvisosKey } from '../../api/get-preferencia-avisos.ts';
import { clearPedidoPendiente } from '../../api/pedido-pendiente.ts';
import { usePedir } from '../../api/pedir.ts';
import { useSession } from '../../api/session.ts';
import { esPedidos } from '../../i18n/es-pedidos.ts';
import { usePhoneVerificationRedirect } from '../../ui/use-phone-verification-redirect.ts';
import { CUENTA_PEDIDO_PATH } from './entrega-section.tsx';
import type { MesaError } from './mesa-section.tsx';

export interface ConfirmarPedidoInput {
  draft: PedidoPendiente;
  comercio: CartaConfigResto;
  /** Items plus delivery, pesos. */
  total: number;
  /** The customer's delivery address on file. */
  domicilio: string;
  costo: DeliveryCost | null;
  point: LatLng | null;
}

/** An in-venue draft's table: the QR link's, else what the customer typed at checkout (unchecked). */
function getMesaDelDraft(draft: PedidoPendiente): number | string | null {
  return draft.mesa ?? draft.mesaIngresada ?? null;
}

/** The order body: pagaCon only for cash and 0 as null, domicilio null unless delivered (spec 02 §5). */
export function toPedirRequest({ draft, domicilio, point }: ConfirmarPedidoInput): PedirRequest {
  const pagaCon = draft.formaPagoId === FORMA_PAGO_EFECTIVO ? normalizePagaCon(draft.pagaCon) : null;
  const delivery = draft.enLocal ? false : draft.delivery;
  return {
    configRestoId: draft.configRestoId,
    cartaId: draft.cartaId,
    pedidosIts: draft.pedidosIts.map((item) => ({
      platoId: item.platoId,
      cantidad: item.cantidad,
      opciones: item.opciones,
    })),
    formaPagoId: draft.formaPagoId,
    delivery,
    domicilio: normalizeDomicilio(delivery, isDomicilioMissing(domicilio) ? null : domicilio),
    pagaCon,
    observacion: draft.observacion.trim() || null,
    mesa: draft.enLocal ? parseMesa(getMesaDelDraft(draft)) : null,
    enLocal: draft.enLocal,
    lat: delivery && point ? point[0] : null,
    lng: delivery && point ? point[1] : null,
    // Untouched: left out, so the API applies the customer's remembered choice (decision 034).
    ...(draft.avisarWhatsapp === undefined ? {} : { avisarWhatsapp: draft.avisarWhatsapp }),
  };
}

/**
 * Confirmar Pedido / Continuar: an in-venue order's table first (its refusal beside the table field, `mesaError`),
 * then the spec's checks in its order (the domain's messages, in an alert), then the customer's identity and
 * address, then the order is placed; online-paid orders go on to the payment screen, the others to my orders.
 * `onPlaced` runs just before the draft is cleared.
 */
export function useConfirmarPedido(onPlaced: () => void) {
  const navigate = useNavigate();
  const session = useSession();
  const pedir = usePedir();
  const queryClient = useQueryClient();
  const onPedirError = usePhoneVerificationRedirect(CUENTA_PEDIDO_PATH);
  const [mesaError, setMesaError] = useState<MesaError | null>(null);

  const confirmar = (input: ConfirmarPedidoInput) => {
    const mesaMessage = findMesaError({ enLocal: input.draft.enLocal, mesa: getMesaDelDraft(input.draft) });
    setMesaError(mesaMessage ? { message: mesaMessage } : null);
    if (mesaMessage) return;
    const request = toPedirRequest(input);
    const error = findPedidoConfirmError(
      { pagaCon: request.pagaCon, total: input.total, delivery: request.delivery },
      input.comercio,
    );
    if (error) {
      window.alert(error.message);
      return;
    }
    if (!session.isLoggedIn) {
      window.alert(esPedidos.sinUsuarioAlert);
      navigate(CUENTA_PEDIDO_PATH);
      return;
    }
    const entregaError = findEntregaError({
      delivery: request.delivery,
      domicilio: request.domicilio,
      enLocal: input.draft.enLocal,
    });
    if (entregaError) {
      window.alert(entregaError);
      navigate(CUENTA_PEDIDO_PATH);
      return;
    }
    const costoError = request.delivery && input.costo ? getDeliveryCostError(input.costo) : null;
    if (costoError) {
      window.alert(costoError);
      navigate('/mapa');
      return;
    }
    pedir.mutate(request, {
      onSuccess: ({ pedidoId }) => {
        // The order's "Avisarme por WhatsApp" is now the remembered choice.
        if (request.avisarWhatsapp != null) void queryClient.invalidateQueries({ queryKey: preferenciaAvisosKey });
        onPlaced();
        clearPedidoPendiente();
        navigate(getRutaTrasCrear({ pedidoId, formaPagoId: request.formaPagoId }), { replace: true });
      },
      onError: onPedirError,
    });
  };

  return { confirmar, isPending: pedir.isPending, mesaError, clearMesaError: () => setMesaError(null) };
}
