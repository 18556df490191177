import { useLocation, useNavigate } from '../../hash-router.tsx';

interface HistoryState {
  isFirstEntry?: boolean;
}

/**
 * Whether this screen is the first of the app's history (opened from a link). A screen that replaced the first
 * one (the list/map toggle) carries that fact in its state, because replacing gives it a new key.
 */
export function useIsFirstEntry(): boolean {
  const location = useLocation();
  return location.key === 'default' || (location.state as HistoryState | null)?.isFirstEntry === true;
}

/** Back to the previous screen of the app; with no previous screen, to the fallback route. */
export function useGoBack(fallback: string): () => void {
  const navigate = useNavigate();
  const isFirstEntry = useIsFirstEntry();
  return () => {
    if (isFirstEntry) navigate(fallback, { replace: true });
    else navigate(-1);
  };
}
