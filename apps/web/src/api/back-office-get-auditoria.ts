import { useInfiniteQuery } from '@tanstack/react-query';
import { adminAuditoriaRoute, type adminAuditoriaOperation } from '@vidriera/domain/plataforma';
import { merchantAuditoriaRoute, type merchantAuditoriaOperation, type AuditPage } from '@vidriera/domain/back-office';
import { callOperation } from './client.ts';

/** Filters of the audit trail; comercioId and siteId only apply to the platform's. */
export interface AuditoriaFilters {
  comercioId?: number | null;
  siteId?: number | null;
  userName?: string;
  action?: string;
  entity?: string;
  entityId?: string;
}

/** Whose trail: the platform's (admin/auditoria) or one business's (merchant/auditoria/{id}, its owner). */
export type AuditoriaScope = { kind: 'plataforma' } | { kind: 'comercio'; configRestoId: number };

/** The filters that are set, trimmed, in the order given, then the page (empty ones are left out). */
function toQuery(filters: AuditoriaFilters, antesDe: number | null): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== null && String(value).trim() !== '') query[key] = String(value).trim();
  }
  if (antesDe !== null) query.antesDe = String(antesDe);
  return query;
}

/** GET admin/auditoria or merchant/auditoria/{id}: one page, newest first. */
export function backOfficeGetAuditoria(
  scope: AuditoriaScope,
  filters: AuditoriaFilters,
  antesDe: number | null,
  signal?: AbortSignal,
): Promise<AuditPage> {
  const query = toQuery(filters, antesDe);
  if (scope.kind === 'plataforma') {
    return callOperation<typeof adminAuditoriaOperation>(adminAuditoriaRoute, { query, signal });
  }
  const { comercioId: _, ...comercioQuery } = query;
  return callOperation<typeof merchantAuditoriaOperation>(merchantAuditoriaRoute, {
    params: { configRestoId: scope.configRestoId },
    query: comercioQuery,
    signal,
  });
}

/** The trail page by page ("Cargar más" asks for the next, older one). */
export function useBackOfficeAuditoria(scope: AuditoriaScope, filters: AuditoriaFilters) {
  return useInfiniteQuery({
    queryKey: ['admin', 'auditoria', scope, filters],
    queryFn: ({ pageParam, signal }) => backOfficeGetAuditoria(scope, filters, pageParam, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.siguiente,
  });
}
