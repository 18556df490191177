import { useLocation, useNavigate } from '../../hash-router.tsx';

/** A screen of the app that sent the customer here to sign in (`state.volver`), never another sign-in screen. */
function readVolver(state: unknown): string | null {
  const volver = (state as { volver?: unknown } | null)?.volver;
  return typeof volver === 'string' && volver.startsWith('/') && !/^\/(?:login|mi-cuenta|admin)(?:\/|$)/.test(volver)
    ? volver
    : null;
}

/** Back where the customer came from (the order, the booking...); opened from a link, to the home page. */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  // React Router gives the first entry of the app's history the key 'default'.
  const isFirstEntry = location.key === 'default';
  return () => {
    if (isFirstEntry) navigate('/', { replace: true });
    else navigate(-1);
  };
}

/**
 * After signing in or saving: to the screen that asked for the sign-in (a guard, 'Ingresar'), with its draft
 * order, booking or purchase still in local storage; else back as useGoBack.
 */
export function useReturnAfterSave(): () => void {
  const navigate = useNavigate();
  const { state } = useLocation();
  const goBack = useGoBack();
  const volver = readVolver(state);
  return () => {
    if (volver) navigate(volver, { replace: true });
    else goBack();
  };
}
