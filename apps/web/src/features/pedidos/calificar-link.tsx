import { isCalificable } from '@vidriera/domain/calificaciones';
import type { Pedido } from '@vidriera/domain/pedidos';
import { useCalificacionPedido } from '../../api/get-calificacion-pedido.ts';
import { Link } from '../../hash-router.tsx';
import { esCalificaciones } from '../../i18n/es-calificaciones.ts';
import cardCss from './pedido-card.module.css';

/**
 * Mis Pedidos: "Calificá tu pedido" on an order ready in the last 7 days that has no rating yet (asked only for
 * those, so older orders cost no request).
 */
export function CalificarLink({ pedido, now }: { pedido: Pedido; now: Date }) {
  const inWindow = isCalificable(pedido, now);
  const query = useCalificacionPedido(pedido.pedidoId, inWindow);
  if (!inWindow || !query.data?.calificable) return null;
  return (
    <Link className={cardCss.pedCalificarLink} to={`/pedidodetalle/${pedido.pedidoId}`}>
      <span aria-hidden="true">★ </span>
      {esCalificaciones.titulo}
      <span className="visually-hidden"> #{pedido.pedidoId}</span>
    </Link>
  );
}
