import type { Pedido } from '@vidriera/domain/pedidos';
import { useEffect, useRef, useState } from 'react';

/** How long the "new order" notice stays on screen. */
const AVISO_MS = 15_000;

/**
 * Watches the queue's new orders: each one that was not there before (after the first load) calls `onLlegada`
 * with how many arrived, and is counted in the notice shown for 15 s.
 */
export function useAvisosNuevos(nuevos: readonly Pedido[] | undefined, onLlegada: (cuantos: number) => void) {
  const conocidos = useRef<Set<number> | null>(null);
  const onLlegadaRef = useRef(onLlegada);
  onLlegadaRef.current = onLlegada;
  const [recientes, setRecientes] = useState(0);

  useEffect(() => {
    if (!nuevos) return;
    const ids = nuevos.map((p) => p.pedidoId);
    if (conocidos.current === null) {
      conocidos.current = new Set(ids);
      return;
    }
    const known = conocidos.current;
    const llegados = ids.filter((id) => !known.has(id));
    for (const id of ids) known.add(id);
    if (llegados.length === 0) return;
    onLlegadaRef.current(llegados.length);
    setRecientes((n) => n + llegados.length);
  }, [nuevos]);

  useEffect(() => {
    if (recientes === 0) return;
    const timer = setTimeout(() => setRecientes(0), AVISO_MS);
    return () => clearTimeout(timer);
  }, [recientes]);

  return recientes;
}
