import { useLocation, useNavigate } from 'react-router';

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
