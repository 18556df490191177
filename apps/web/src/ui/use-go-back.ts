import { useNavigate } from '../hash-router.tsx';

/**
 * Whether the app has a screen of its own to go back to. The router numbers the app's history entries (`idx`,
 * as React Router does): 0 is the screen the app opened on (from a link, a QR code, a typed address), and a
 * screen that replaced it (a redirect, the list/map toggle) keeps its number.
 */
function hasPreviousScreen(): boolean {
  return ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
}

/** Back to the previous screen of the app; with none (opened from a link), to `fallback` instead of leaving the app. */
export function useGoBack(fallback: string): () => void {
  const navigate = useNavigate();
  return () => {
    if (hasPreviousScreen()) navigate(-1);
    else navigate(fallback, { replace: true });
  };
}
