import { useState } from 'react';
import { usePedidosPorCalificar } from '../../api/get-pedidos-por-calificar.ts';
import { useSession } from '../../api/session.ts';
import { Link, useParams } from '../../hash-router.tsx';
import { esCalificaciones } from '../../i18n/es-calificaciones.ts';
import avisoCss from './calificar-aviso.module.css';

const DISMISSED_KEY = 'calificacionAvisoCerrado';

function readDismissed(): number[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(DISMISSED_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((n): n is number => typeof n === 'number') : [];
  } catch {
    return [];
  }
}

/**
 * On a business's home, a signed-in customer with an order there that waits for a rating sees a small prompt
 * linking to it; closing it hides it for that order for good (this device).
 */
export function CalificarAviso() {
  const { carpeta = '' } = useParams();
  const { isLoggedIn } = useSession();
  const query = usePedidosPorCalificar(carpeta, isLoggedIn);
  const [dismissed, setDismissed] = useState(readDismissed);
  const pendiente = query.data?.find((p) => !dismissed.includes(p.pedidoId));
  if (!isLoggedIn || !pendiente) return null;
  const dismiss = () => {
    const next = [...dismissed, pendiente.pedidoId].slice(-50);
    setDismissed(next);
    try {
      localStorage.setItem(DISMISSED_KEY, JSON.stringify(next));
    } catch {
      // Private mode: it stays closed until the page reloads.
    }
  };
  return (
    <aside className={avisoCss.califAviso} aria-label={esCalificaciones.avisoLink}>
      <p className={avisoCss.califAvisoText}>
        <span aria-hidden="true">★ </span>
        {esCalificaciones.aviso}{' '}
        <Link className={avisoCss.califAvisoLink} to={`/pedidodetalle/${pendiente.pedidoId}`}>
          {esCalificaciones.avisoLink}
        </Link>
      </p>
      <button
        type="button"
        className={avisoCss.califAvisoClose}
        aria-label={esCalificaciones.cerrarAviso}
        onClick={dismiss}
      >
        ×
      </button>
    </aside>
  );
}
