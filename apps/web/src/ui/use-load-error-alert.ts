import { useEffect, useRef } from 'react';
import { ApiError } from '../api/client.ts';
import { showGenericError } from './generic-error.ts';

interface LoadErrorAlertOptions {
  /**
   * Whether a load without connection (status 0) shows in the generic error display too: for the screens that
   * do not offer to retry it themselves (an order's screens). By default the screen says it.
   */
  alertOffline?: boolean;
}

/**
 * Spec 01 §8 / 02 §8: a failed load shows in the generic error display, once per failure, except what the screen
 * says itself: 0 (no connection: it offers to retry, unless `alertOffline`), 401 (the session ended), 404 (not
 * found). Callers pass the error only while nothing is on screen (a failed background refresh of a list that is
 * showing is not worth interrupting the customer for).
 */
export function useLoadErrorAlert(error: unknown, { alertOffline = false }: LoadErrorAlertOptions = {}): void {
  const reported = useRef<unknown>(null);
  useEffect(() => {
    if (!error || reported.current === error) return;
    reported.current = error;
    if (error instanceof ApiError && isSaidOnScreen(error.status, alertOffline)) return;
    showGenericError(error);
  }, [error, alertOffline]);
}

function isSaidOnScreen(status: number, alertOffline: boolean): boolean {
  return status === 401 || status === 404 || (status === 0 && !alertOffline);
}
