import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type CalificacionPedido,
  type CalificarRequest,
  calificarPedidoRoute,
  type calificarPedidoOperation,
} from '@vidriera/domain/calificaciones';
import { callCustomerWrite } from './idempotency-keys.ts';

/** POST pedidos/{id}/calificacion: the user rates their order, once (tried again under the same key). */
export function calificarPedido(id: number, body: CalificarRequest): Promise<CalificacionPedido> {
  return callCustomerWrite<typeof calificarPedidoOperation>(calificarPedidoRoute, { params: { id }, body });
}

/** What shows a business's stars: they change with every rating. */
const STARS_QUERIES = new Set([
  'listado',
  'comercio',
  'carta',
  'feed-by-categoria',
  'eventos',
  'cursos',
  'pedidos-por-calificar',
]);

export function useCalificarPedido(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CalificarRequest) => calificarPedido(id, body),
    onSuccess: (answer) => {
      queryClient.setQueryData(['calificacion', id], answer);
      void queryClient.invalidateQueries({ predicate: (q) => STARS_QUERIES.has(String(q.queryKey[0])) });
    },
  });
}
