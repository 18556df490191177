import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Concurso, getConcursosRoute, type getConcursosOperation } from '@vidriera/domain/concursos';
import { callOperation } from './client.ts';
import { isLoggedIn, readSession, useSession } from './session.ts';

/** POST concursos/getConcursos/{configRestoId} (empty body): the business's draws as the caller sees them. */
export function getConcursos(configRestoId: number, signal?: AbortSignal): Promise<Concurso[]> {
  return callOperation<typeof getConcursosOperation>(getConcursosRoute, {
    params: { configRestoId },
    body: undefined,
    signal,
  });
}

/**
 * Keyed by who asks: participando, permiteParticipar and premioGanado are the caller's, so a login or logout loads
 * the list afresh instead of showing another person's answer. Not retried: the section says at once that the
 * connection failed and offers to retry. Fresh for 30 s, so the home and its draws section (two observers
 * mounted one after the other) share one call; a participation reloads the list (participar.ts).
 */
export const concursosQuery = (configRestoId: number, viewer: string | null) =>
  queryOptions({
    queryKey: ['concursos', configRestoId, viewer ?? ''],
    queryFn: ({ signal }) => getConcursos(configRestoId, signal),
    retry: false,
    staleTime: 30_000,
  });

/** Who asks for the draws now, as their key names it (outside React; components use useConcursos). */
export function currentConcursosViewer(): string | null {
  return isLoggedIn() ? readSession('user') : null;
}

export function useConcursos(configRestoId: number | null) {
  const session = useSession();
  const viewer = session.isLoggedIn ? session.user : null;
  return useQuery({ ...concursosQuery(configRestoId ?? 0, viewer), enabled: configRestoId !== null });
}
