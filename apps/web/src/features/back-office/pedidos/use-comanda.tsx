import type { Pedido } from '@vidriera/domain/pedidos';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { ComandaTicket } from './comanda-ticket.tsx';

const AL_ACEPTAR_KEY = 'vidriera.comanda.imprimirAlAceptar';

/** Whether this device prints the ticket of every order it accepts (the printer is this device's: localStorage). */
export function useImprimirAlAceptar(): [boolean, (value: boolean) => void] {
  const [value, setValue] = useState(() => {
    try {
      return localStorage.getItem(AL_ACEPTAR_KEY) === '1';
    } catch {
      return false;
    }
  });
  const set = useCallback((next: boolean) => {
    setValue(next);
    try {
      localStorage.setItem(AL_ACEPTAR_KEY, next ? '1' : '0');
    } catch {
      // Private mode without storage: the choice lasts while the page is open.
    }
  }, []);
  return [value, set];
}

/**
 * Prints an order's kitchen ticket: mounts it (hidden on screen) and opens the browser's print dialog once it
 * is in the page; it stays until the dialog closes. `ticket` goes anywhere in the screen (it portals to <body>).
 */
export function useComanda(nombreComercio: string): { imprimir: (pedido: Pedido) => void; ticket: ReactNode } {
  // A new object per request, so printing the same order twice prints twice.
  const [trabajo, setTrabajo] = useState<{ pedido: Pedido } | null>(null);

  useEffect(() => {
    if (!trabajo) return;
    const done = () => setTrabajo(null);
    window.addEventListener('afterprint', done, { once: true });
    window.print();
    return () => window.removeEventListener('afterprint', done);
  }, [trabajo]);

  const imprimir = useCallback((pedido: Pedido) => setTrabajo({ pedido }), []);

  return {
    imprimir,
    ticket: trabajo ? <ComandaTicket pedido={trabajo.pedido} nombreComercio={nombreComercio} /> : null,
  };
}
