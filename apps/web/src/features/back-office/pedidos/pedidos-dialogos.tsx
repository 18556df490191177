import { AceptarPedidoModal } from './aceptar-pedido-modal.tsx';
import { MotivoPedidoModal } from './motivo-pedido-modal.tsx';
import type { useMoverPedidoDialogo } from './use-mover-pedido-dialogo.ts';

/** The open dialog of a move (accept with a time, reject or cancel with a reason), if any. */
export function PedidosDialogos({ mover }: { mover: ReturnType<typeof useMoverPedidoDialogo> }) {
  const { dialogo } = mover;
  if (!dialogo) return null;
  if (dialogo.kind === 'aceptar') {
    return (
      <AceptarPedidoModal
        pedidoId={dialogo.pedido.pedidoId}
        demoraHabitual={dialogo.pedido.demora}
        isEnviando={mover.isEnviando}
        error={mover.dialogoError}
        onCancel={mover.cerrarDialogo}
        onConfirm={(demora) => void mover.confirmar({ move: 'aceptar', demora })}
      />
    );
  }
  const move = dialogo.kind;
  return (
    <MotivoPedidoModal
      pedidoId={dialogo.pedido.pedidoId}
      move={move}
      isEnviando={mover.isEnviando}
      error={mover.dialogoError}
      onCancel={mover.cerrarDialogo}
      onConfirm={(motivo) => void mover.confirmar({ move, motivo })}
    />
  );
}
