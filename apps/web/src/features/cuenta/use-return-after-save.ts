import { useLocation, useNavigate } from '../../hash-router.tsx';
import { useGoBack } from '../../ui/use-go-back.ts';

/** A screen of the app that sent the customer here to sign in (`state.volver`), never another sign-in screen. */
function readVolver(state: unknown): string | null {
  const volver = (state as { volver?: unknown } | null)?.volver;
  return typeof volver === 'string' && volver.startsWith('/') && !/^\/(?:login|mi-cuenta|admin)(?:\/|$)/.test(volver)
    ? volver
    : null;
}

/** Where back leads from the account screens opened from a link: the home page. */
export const CUENTA_FALLBACK = '/';

/**
 * After signing in or saving: to the screen that asked for the sign-in (a guard, 'Ingresar'), with its draft
 * order, booking or purchase still in local storage; else back (useGoBack).
 */
export function useReturnAfterSave(): () => void {
  const navigate = useNavigate();
  const { state } = useLocation();
  const goBack = useGoBack(CUENTA_FALLBACK);
  const volver = readVolver(state);
  return () => {
    if (volver) navigate(volver, { replace: true });
    else goBack();
  };
}
