import { useEffect } from 'react';
import { ApiError } from '../../api/client.ts';
import { useComercio } from '../../api/get-comercio.ts';
import { useSiteMetadata } from '../../api/get-site-metadata.ts';
import { reportError } from '../../ui/analytics.ts';
import { showGenericError } from '../../ui/generic-error.ts';

/**
 * The business a reservation screen is about, by carpeta, on the current site. Spec 02 §8: a missing merchant
 * config is registered with the error service (analytics.ts reportError, and the console) rather than alerted.
 */
export function useReservaComercio(carpeta: string | null) {
  const { data: site } = useSiteMetadata();
  const query = useComercio(site?.dominioUrl, carpeta ?? undefined);
  const comercio = query.data?.[0] ?? null;
  const isNotFound =
    (query.isError && query.error instanceof ApiError && query.error.status === 404) || (query.isSuccess && !comercio);
  useEffect(() => {
    if (!isNotFound) return;
    const message = `No se encontró la configuración del Restaurante ${carpeta}`;
    console.error(message);
    reportError(message, 'registered');
  }, [isNotFound, carpeta]);
  useEffect(() => {
    if (query.error && !(query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 0))) {
      showGenericError(query.error);
    }
  }, [query.error]);
  return {
    site,
    comercio,
    isLoading: !site || (Boolean(carpeta) && query.isPending && query.fetchStatus !== 'idle'),
    isNotFound,
    isError: query.isError && !isNotFound,
    retry: () => void query.refetch(),
  };
}
