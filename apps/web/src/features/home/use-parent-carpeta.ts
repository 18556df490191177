import type { Comercio } from '@vidriera/domain/comercios';
import { useListado } from '../../api/get-listado.ts';

/**
 * The carpeta of a branch's group, for 'Ver otras sucursales'. The API sends the group as an id
 * (configRestoParentId); a `parentCarpeta` field, when the API sends it, saves a call. Otherwise the group is
 * found in the site's listing, where groups are listed (their branches are not).
 */
export function useParentCarpeta(comercio: Comercio, domain: string): string | null {
  const parentId = comercio.configRestoParentId;
  const sent = (comercio as Comercio & { parentCarpeta?: string | null }).parentCarpeta;
  const needsListing = parentId !== null && !sent;
  const listado = useListado(needsListing ? domain : undefined);
  if (parentId === null) return null;
  if (sent) return sent;
  return listado.data?.find((c) => c.id === parentId)?.carpeta ?? null;
}
