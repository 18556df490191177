import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSession } from '../api/session.ts';

/** Spec 02 §6: the customer's lists and saved records need a session; without one the route goes to login. */
export function RequireLogin({ children }: { children: ReactNode }) {
  const session = useSession();
  if (!session.isLoggedIn) return <Navigate to="/login" replace />;
  return children;
}
