import { useNavigate } from '../../hash-router.tsx';

/** Back to the previous screen of the app; opened from a link (no previous screen), to `fallback`. */
export function useGoBack(fallback: string): () => void {
  const navigate = useNavigate();
  return () => {
    // React Router numbers the app's history entries; 0 is the first screen opened.
    const hasPrevious = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
    if (hasPrevious) navigate(-1);
    else navigate(fallback, { replace: true });
  };
}
