import { useNavigate } from '../../hash-router.tsx';

/**
 * Back to the previous screen of the app; with none before this one (React Router's history index is 0: opened
 * from a link), to the site's start.
 */
export function useBack(): () => void {
  const navigate = useNavigate();
  return () => {
    const hasPrevious = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
    if (hasPrevious) navigate(-1);
    else navigate('/', { replace: true });
  };
}
