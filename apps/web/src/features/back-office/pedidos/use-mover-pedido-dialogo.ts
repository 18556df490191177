import type { Pedido } from '@vidriera/domain/pedidos';
import { useState } from 'react';
import { type MovimientoPedido, useBackOfficeMoverPedido } from '../../../api/back-office-mover-pedido.ts';
import { ApiError } from '../../../api/client.ts';
import { esBackOfficePedidos as t } from '../../../i18n/es-back-office-pedidos.ts';
import type { AccionPedido } from './pedido-back-office-card.tsx';

export type DialogoPedido = { kind: 'aceptar' | 'rechazar' | 'cancelar'; pedido: Pedido } | null;

/**
 * The moves of an order from the queue and the kitchen: aceptar, rechazar and cancelar open their dialog (time
 * or reason); listo and entregado go at once. Keeps the notice of the last result.
 */
export function useMoverPedidoDialogo(comercioId: number, onAceptado?: (pedido: Pedido) => void) {
  const mover = useBackOfficeMoverPedido(comercioId);
  const [dialogo, setDialogo] = useState<DialogoPedido>(null);
  const [dialogoError, setDialogoError] = useState<string | null>(null);
  const [aviso, setAviso] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);

  const enviar = async (pedido: Pedido, movimiento: MovimientoPedido): Promise<boolean> => {
    setAviso(null);
    try {
      await mover.mutateAsync({ id: pedido.pedidoId, movimiento });
      setAviso({ tone: 'ok', text: t.movido[movimiento.move](pedido.pedidoId) });
      if (movimiento.move === 'aceptar') onAceptado?.(pedido);
      return true;
    } catch (err) {
      const text = err instanceof ApiError ? err.message : t.errorAccion;
      if (dialogo) setDialogoError(text);
      else setAviso({ tone: 'error', text });
      return false;
    }
  };

  const onAccion = (accion: AccionPedido, pedido: Pedido) => {
    setDialogoError(null);
    if (accion === 'listo' || accion === 'entregado') void enviar(pedido, { move: accion });
    else setDialogo({ kind: accion, pedido });
  };

  const confirmar = async (movimiento: MovimientoPedido) => {
    if (!dialogo) return;
    if (await enviar(dialogo.pedido, movimiento)) setDialogo(null);
  };

  return {
    dialogo,
    dialogoError,
    aviso,
    clearAviso: () => setAviso(null),
    cerrarDialogo: () => setDialogo(null),
    onAccion,
    confirmar,
    isEnviando: mover.isPending,
    ocupadoId: mover.isPending ? (mover.variables?.id ?? null) : null,
  };
}
