import { useEffect, useRef } from 'react';
import { ApiError } from '../../api/client.ts';
import { showGenericError } from '../../ui/generic-error.ts';

/**
 * Spec 02 §8: a server error loading orders shows in the generic error display, once per failure. A 401 has
 * already ended the session and a 404 is said on the screen itself; a failed background refresh of a list that
 * is on screen is not worth interrupting the customer for, so callers pass the error only while nothing shows.
 */
export function useLoadErrorAlert(error: unknown): void {
  const reported = useRef<unknown>(null);
  useEffect(() => {
    if (!error || reported.current === error) return;
    reported.current = error;
    if (error instanceof ApiError && (error.status === 401 || error.status === 404)) return;
    showGenericError(error);
  }, [error]);
}
