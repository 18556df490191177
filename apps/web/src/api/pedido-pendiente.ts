import {
  PEDIDO_PENDIENTE_KEY,
  type PedidoPendiente,
  parsePedidoPendiente,
  serializePedidoPendiente,
} from '@vidriera/domain/pedidos';
import { useSyncExternalStore } from 'react';
import type { PENDING_ORDER_KEY } from './session.ts';
import { serverNow } from './server-clock.ts';

// The draft's shape, its 30-minute expiry and its key are domain rules (pedidos.ts); this module only keeps the
// draft in local storage and tells the screens that show it (menu, bottom bar, order preview) when it changes.

// Logout clears the session's key: the compiler checks it is the draft's, so no draft outlives its session.
PEDIDO_PENDIENTE_KEY satisfies typeof PENDING_ORDER_KEY;

const listeners = new Set<() => void>();

function notifyPedidoPendienteChanged(): void {
  for (const listener of listeners) listener();
}

/** The order being built, or null when there is none, it is unreadable or it expired (30 minutes). */
export function readPedidoPendiente(now: Date = serverNow()): PedidoPendiente | null {
  try {
    return parsePedidoPendiente(localStorage.getItem(PEDIDO_PENDIENTE_KEY), now);
  } catch {
    // Storage unavailable (private mode): there is no draft.
    return null;
  }
}

/** Saves the draft; its 30 minutes count from this change. */
export function savePedidoPendiente(pedido: PedidoPendiente, now: Date = serverNow()): void {
  try {
    localStorage.setItem(PEDIDO_PENDIENTE_KEY, serializePedidoPendiente(pedido, now));
  } catch {
    // Storage full or unavailable: the draft lives only as long as the screen.
  } finally {
    notifyPedidoPendienteChanged();
  }
}

export function clearPedidoPendiente(): void {
  try {
    localStorage.removeItem(PEDIDO_PENDIENTE_KEY);
  } catch {
    // Storage unavailable: there is nothing to clear.
  } finally {
    notifyPedidoPendienteChanged();
  }
}

let cachedRaw: string | null | undefined;
let cachedDraft: PedidoPendiente | null = null;

/** The parsed draft, the same object while the stored text is unchanged (as useSyncExternalStore requires). */
function getSnapshot(): PedidoPendiente | null {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(PEDIDO_PENDIENTE_KEY);
  } catch {
    raw = null;
  }
  // Same text: same object, unless the draft has expired since it was read.
  if (raw !== cachedRaw || (cachedDraft && !readPedidoPendiente())) {
    cachedRaw = raw;
    cachedDraft = readPedidoPendiente();
  }
  return cachedDraft;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changing the draft changes it here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === PEDIDO_PENDIENTE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The draft for components, re-rendered on every change (an expired draft reads as none). */
export function usePedidoPendiente(): PedidoPendiente | null {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

/** The menu a draft was being built from: the in-venue one keeps its table. */
export function getCartaPath(draft: Pick<PedidoPendiente, 'carpeta' | 'enLocal' | 'mesa'>): string {
  const carpeta = encodeURIComponent(draft.carpeta);
  if (!draft.enLocal) return `/carta/${carpeta}`;
  return draft.mesa ? `/carta2/${carpeta}?mesa=${draft.mesa}` : `/carta2/${carpeta}`;
}
