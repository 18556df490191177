import {
  type PedidoPendiente,
  type PedidoPendienteItem,
  type PlatoOpcionElegida,
  computePrecioUnitario,
  computeSubtotal,
  resolveOpciones,
} from '@vidriera/domain/pedidos';
import type { Carta, Plato, PlatoProductoOpc } from '@vidriera/domain/carta';
import { useMemo } from 'react';
import { clearPedidoPendiente, savePedidoPendiente, usePedidoPendiente } from '../../api/pedido-pendiente.ts';

/** The order being built from this menu: its items, total and the moves of the Agregar and +/- buttons. */
export interface CartaDraft {
  items: PedidoPendienteItem[];
  /** Items only, pesos (delivery is priced on the order preview). */
  total: number;
  /** Units in the order. */
  count: number;
  cantidadDe: (platoId: number) => number;
  /** This dish's lines with their place in the order (a dish with options has one line per selection). */
  itemsDe: (platoId: number) => Array<{ item: PedidoPendienteItem; index: number }>;
  add: (plato: Plato, opciones: PlatoOpcionElegida[], precio: number) => void;
  replace: (index: number, opciones: PlatoOpcionElegida[], precio: number) => void;
  removeOne: (platoId: number) => void;
  clear: () => void;
}

/**
 * A dish's unit price with the chosen options, priced by the domain's rule (the server prices it again). A
 * selection the dish no longer accepts is priced without options; the server refuses it with its reason.
 */
export function priceWithOpciones(
  plato: Pick<Plato, 'precio'>,
  sets: readonly PlatoProductoOpc[],
  seleccion: readonly PlatoOpcionElegida[],
): number {
  const resolved = resolveOpciones(sets, seleccion);
  return computePrecioUnitario(plato, resolved.ok ? resolved.opciones : []);
}

function isSameSeleccion(a: readonly PlatoOpcionElegida[], b: readonly PlatoOpcionElegida[]): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** A new draft for this menu: delivery unless the business cannot deliver or the order is made at the table. */
function createDraft(carta: Carta, mesa: number | null): PedidoPendiente {
  const c = carta.configResto;
  return {
    configRestoId: carta.configRestoId,
    carpeta: c.carpeta,
    cartaId: carta.id,
    enLocal: carta.enLocal,
    mesa: carta.enLocal ? mesa : null,
    pedidosIts: [],
    delivery: !carta.enLocal && !c.soloTakeAway && !c.comercioDigital,
    domicilio: null,
    formaPagoId: 0,
    pagaCon: null,
    observacion: '',
  };
}

function isDraftOf(draft: PedidoPendiente | null, carta: Carta): draft is PedidoPendiente {
  return draft !== null && draft.carpeta.toLowerCase() === carta.configResto.carpeta.toLowerCase();
}

export function useCartaDraft(carta: Carta, mesa: number | null): CartaDraft {
  const stored = usePedidoPendiente();
  return useMemo(() => {
    const draft = isDraftOf(stored, carta) ? stored : null;
    const items = draft?.pedidosIts ?? [];

    /** Saves the new items; the draft follows the menu it was last changed from (delivery or in-venue). */
    const save = (pedidosIts: PedidoPendienteItem[]) => {
      if (pedidosIts.length === 0) {
        clearPedidoPendiente();
        return;
      }
      const base = draft ?? createDraft(carta, mesa);
      const enLocal = carta.enLocal;
      // Dishes from two of the business's menus: no single carta names them all (the server then looks in all).
      const isMixed = base.pedidosIts.length > 0 && base.cartaId !== carta.id;
      savePedidoPendiente({
        ...base,
        cartaId: isMixed ? null : carta.id,
        enLocal,
        mesa: enLocal ? (mesa ?? base.mesa) : null,
        delivery: enLocal ? false : base.delivery,
        pedidosIts,
      });
    };

    const itemsDe = (platoId: number) =>
      items.map((item, index) => ({ item, index })).filter(({ item }) => item.platoId === platoId);

    return {
      items,
      total: computeSubtotal(items),
      count: items.reduce((n, item) => n + item.cantidad, 0),
      cantidadDe: (platoId) => itemsDe(platoId).reduce((n, { item }) => n + item.cantidad, 0),
      itemsDe,
      add: (plato, opciones, precio) => {
        const same = items.findIndex((i) => i.platoId === plato.platoId && isSameSeleccion(i.opciones, opciones));
        if (same >= 0) {
          save(items.map((item, index) => (index === same ? { ...item, cantidad: item.cantidad + 1 } : item)));
          return;
        }
        save([...items, { platoId: plato.platoId, plato: plato.titulo, cantidad: 1, precio, opciones }]);
      },
      replace: (index, opciones, precio) => {
        save(items.map((item, i) => (i === index ? { ...item, opciones, precio } : item)));
      },
      removeOne: (platoId) => {
        const lines = itemsDe(platoId);
        const last = lines[lines.length - 1];
        if (!last) return;
        save(
          last.item.cantidad > 1
            ? items.map((item, i) => (i === last.index ? { ...item, cantidad: item.cantidad - 1 } : item))
            : items.filter((_, i) => i !== last.index),
        );
      },
      clear: clearPedidoPendiente,
    };
  }, [stored, carta, mesa]);
}
