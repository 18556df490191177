import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSession } from '../api/session.ts';

/**
 * Spec 02 §6: the customer's lists and saved records need a session; without one the route goes to login, or
 * where the screen says (§2: the ticket screens send an unidentified customer to mi-cuenta/ticket).
 */
export function RequireLogin({ children, to = '/login' }: { children: ReactNode; to?: string }) {
  const session = useSession();
  if (!session.isLoggedIn) return <Navigate to={to} replace />;
  return children;
}
