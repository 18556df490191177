import type { ReactNode } from 'react';
import { Navigate, useLocation } from '../hash-router.tsx';
import { useSession } from '../api/session.ts';

/**
 * Spec 02 §6: the customer's lists and saved records need a session; without one the route goes to login (whose
 * first offer to a customer is the phone sign-in), or where the screen says (§2: the ticket screens send an
 * unidentified customer to mi-cuenta/ticket). Either comes back here once signed in.
 */
export function RequireLogin({ children, to = '/login' }: { children: ReactNode; to?: string }) {
  const session = useSession();
  const { pathname, search } = useLocation();
  // Signing in by phone comes back here (features/cuenta/use-go-back.ts).
  if (!session.isLoggedIn) return <Navigate to={to} replace state={{ volver: `${pathname}${search}` }} />;
  return children;
}
