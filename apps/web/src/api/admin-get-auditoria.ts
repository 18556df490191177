import { useInfiniteQuery } from '@tanstack/react-query';
import type { AuditPage } from '@vidriera/domain/schemas/auditoria';
import { apiFetch } from './client.ts';

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

function toPath(scope: AuditoriaScope, filters: AuditoriaFilters, antesDe: number | null): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== null && String(value).trim() !== '') params.set(key, String(value).trim());
  }
  if (scope.kind === 'comercio') params.delete('comercioId');
  if (antesDe !== null) params.set('antesDe', String(antesDe));
  const base = scope.kind === 'plataforma' ? 'admin/auditoria' : `merchant/auditoria/${scope.configRestoId}`;
  const query = params.toString();
  return query ? `${base}?${query}` : base;
}

/** GET admin/auditoria or merchant/auditoria/{id}: one page, newest first. */
export function adminGetAuditoria(
  scope: AuditoriaScope,
  filters: AuditoriaFilters,
  antesDe: number | null,
  signal?: AbortSignal,
): Promise<AuditPage> {
  return apiFetch<AuditPage>(toPath(scope, filters, antesDe), { signal });
}

/** The trail page by page ("Cargar más" asks for the next, older one). */
export function useAdminAuditoria(scope: AuditoriaScope, filters: AuditoriaFilters) {
  return useInfiniteQuery({
    queryKey: ['admin', 'auditoria', scope, filters],
    queryFn: ({ pageParam, signal }) => adminGetAuditoria(scope, filters, pageParam, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.siguiente,
  });
}
