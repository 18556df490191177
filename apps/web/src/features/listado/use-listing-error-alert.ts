import { useEffect } from 'react';
import { es } from '../../i18n/es.ts';

/** Spec section 8: a listing that fails to load is announced with the alert 'Error al cargar listado'. */
export function useListingErrorAlert(isError: boolean): void {
  useEffect(() => {
    if (isError) window.alert(es.listado.errorCarga);
  }, [isError]);
}
