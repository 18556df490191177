import type { Comercio } from '@vidriera/domain/comercios';
import { useEffect, useRef } from 'react';
import { ApiError } from '../../api/client.ts';
import { es } from '../../i18n/es.ts';
import { showGenericError } from '../../ui/generic-error.ts';

/** Spec: a business that is not there (404) or a server that cannot be reached (0) is not reported in an alert. */
export function isSilentLoadError(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 0);
}

/**
 * The spec's business load errors: 404 and 0 are not shown (0 is logged as a missing origin), any other failure
 * goes to the generic error display, and an empty answer (no such business on the site) alerts 'No se encontró el
 * comercio...' and then calls `onEmpty` (the home leads back to the site's start). Each failure is reported once,
 * also when React runs effects twice.
 */
export function useComercioLoadAlerts(error: unknown, data: Comercio[] | undefined, onEmpty?: () => void): void {
  const reported = useRef<unknown>(null);
  useEffect(() => {
    if (!error || reported.current === error) return;
    reported.current = error;
    if (error instanceof ApiError && error.status === 0) {
      console.warn('No se pudo cargar el comercio: el servidor no respondió (origen no disponible).');
      return;
    }
    if (!isSilentLoadError(error)) showGenericError(error);
  }, [error]);
  useEffect(() => {
    if (!data || data.length > 0 || reported.current === data) return;
    reported.current = data;
    window.alert(es.comercio.noEncontrado);
    onEmpty?.();
  }, [data, onEmpty]);
}
