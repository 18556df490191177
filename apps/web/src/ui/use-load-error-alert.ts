import { useEffect, useRef } from 'react';
import { ApiError } from '../api/client.ts';
import { showGenericError } from './generic-error.ts';

/** Statuses a screen says itself: 0 (no connection: it offers to retry), 401 (the session ended), 404 (not found). */
const SAID_ON_SCREEN = [0, 401, 404];

/**
 * Spec 01 §8 / 02 §8: a failed load shows in the generic error display, once per failure, except what the screen
 * says itself. Callers pass the error only while nothing is on screen (a failed background refresh of a list
 * that is showing is not worth interrupting the customer for).
 */
export function useLoadErrorAlert(error: unknown): void {
  const reported = useRef<unknown>(null);
  useEffect(() => {
    if (!error || reported.current === error) return;
    reported.current = error;
    if (error instanceof ApiError && SAID_ON_SCREEN.includes(error.status)) return;
    showGenericError(error);
  }, [error]);
}
