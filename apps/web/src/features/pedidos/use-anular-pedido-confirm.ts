import { useAnularPedido } from '../../api/anular-pedido.ts';
import { esPedidos } from '../../i18n/es-pedidos.ts';
import { showGenericError } from '../../ui/generic-error.ts';

/** Annul after the spec's confirmation 'Anular el pedido seleccionado?'; a failure shows the generic error. */
export function useAnularPedidoConfirm(onDone?: () => void) {
  const mutation = useAnularPedido();
  const anular = (pedidoId: number) => {
    if (!window.confirm(esPedidos.anularConfirm)) return;
    mutation.mutate(pedidoId, { onSuccess: () => onDone?.(), onError: showGenericError });
  };
  return { anular, isPending: mutation.isPending };
}
