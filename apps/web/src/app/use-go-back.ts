import { useNavigate } from '../hash-router.tsx';

/**
 * Back to the previous screen of the app; opened from a link (React Router's history index is 0: no previous
 * screen of ours), to `fallback` instead of leaving the app.
 */
export function useGoBack(fallback: string): () => void {
  const navigate = useNavigate();
  return () => {
    const hasPrevious = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
    if (hasPrevious) navigate(-1);
    else navigate(fallback, { replace: true });
  };
}
