import { useQueryClient } from '@tanstack/react-query';
import { listadoQuery } from '../../api/get-listado.ts';

/**
 * The name of a group of businesses, when the site's listing (where the group was clicked) is already cached.
 * Opened from a link there is no name to show, and the branch list does not fetch the whole listing for it.
 */
export function useGroupName(domain: string | undefined, carpeta: string): string | null {
  const queryClient = useQueryClient();
  if (!domain) return null;
  const listado = queryClient.getQueryData(listadoQuery(domain).queryKey);
  return listado?.find((c) => c.carpeta === carpeta)?.nombreComercio ?? null;
}
