import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  type getTableroComercioOperation,
  type getTableroSiteOperation,
  getTableroComercioRoute,
  getTableroSiteRoute,
  type Tablero,
  type Periodo,
} from '@vidriera/domain/tablero';
import { callOperation } from './client.ts';

/** GET merchant/tablero/{configRestoId}?periodo=: a business's numbers for today or the last 7 or 30 days. */
export function backOfficeGetTablero(configRestoId: number, periodo: Periodo, signal?: AbortSignal): Promise<Tablero> {
  return callOperation<typeof getTableroComercioOperation>(getTableroComercioRoute, {
    params: { configRestoId },
    query: { periodo },
    signal,
  });
}

/** GET admin/tablero/sitios/{siteId}?periodo=: the same summed over a site's businesses (platform admins). */
export function backOfficeGetTableroSitio(siteId: number, periodo: Periodo, signal?: AbortSignal): Promise<Tablero> {
  return callOperation<typeof getTableroSiteOperation>(getTableroSiteRoute, {
    params: { siteId },
    query: { periodo },
    signal,
  });
}

/** The figures stay on screen while another period loads. */
export function useBackOfficeTablero(configRestoId: number, periodo: Periodo) {
  return useQuery({
    queryKey: ['admin', 'tablero', configRestoId, periodo],
    queryFn: ({ signal }) => backOfficeGetTablero(configRestoId, periodo, signal),
    placeholderData: keepPreviousData,
  });
}

export function useBackOfficeTableroSitio(siteId: number | null, periodo: Periodo) {
  return useQuery({
    queryKey: ['admin', 'tablero-sitio', siteId, periodo],
    queryFn: ({ signal }) => backOfficeGetTableroSitio(siteId as number, periodo, signal),
    enabled: siteId !== null,
    placeholderData: keepPreviousData,
  });
}
