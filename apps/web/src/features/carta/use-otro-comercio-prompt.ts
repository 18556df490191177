import { isPedidoDeOtroComercio } from '@vidriera/domain/pedidos';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from '../../hash-router.tsx';
import { clearPedidoPendiente, getCartaPath, readPedidoPendiente } from '../../api/pedido-pendiente.ts';
import { esCarta } from '../../i18n/es-carta.ts';

/**
 * Spec 02 §4: opening another merchant's menu with a pending order asks whether to delete that order and view the
 * new menu; if not, the customer goes back to the old menu. True once the menu may show.
 */
export function useOtroComercioPrompt(carpeta: string): boolean {
  const navigate = useNavigate();
  const [isResolved, setResolved] = useState(() => !isPedidoDeOtroComercio(readPedidoPendiente(), carpeta));
  // Asked once, also when React runs the effect twice.
  const asked = useRef(false);
  useEffect(() => {
    if (isResolved || asked.current) return;
    asked.current = true;
    const draft = readPedidoPendiente();
    if (!draft || !isPedidoDeOtroComercio(draft, carpeta)) {
      setResolved(true);
      return;
    }
    if (window.confirm(esCarta.otroComercio)) {
      clearPedidoPendiente();
      setResolved(true);
      return;
    }
    navigate(getCartaPath(draft), { replace: true });
  }, [carpeta, isResolved, navigate]);
  return isResolved;
}
