import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffMember } from '@vidriera/domain/schemas/staff';
import { apiFetch } from './client.ts';

/** Who manages: a platform admin (admin/comercios/{id}/staff) or the business's owner (merchant/staff/{id}). */
export type StaffScope = 'admin' | 'merchant';

export function staffPath(scope: StaffScope, configRestoId: number): string {
  return scope === 'admin' ? `admin/comercios/${configRestoId}/staff` : `merchant/staff/${configRestoId}`;
}

/** GET …/staff: the business's owners and staff. */
export function adminGetStaff(scope: StaffScope, configRestoId: number, signal?: AbortSignal) {
  return apiFetch<StaffMember[]>(staffPath(scope, configRestoId), { signal });
}

export const adminStaffKey = (configRestoId: number) => ['admin', 'staff', configRestoId] as const;

export const adminStaffQuery = (scope: StaffScope, configRestoId: number) =>
  queryOptions({
    queryKey: adminStaffKey(configRestoId),
    queryFn: ({ signal }) => adminGetStaff(scope, configRestoId, signal),
  });

export function useAdminStaff(scope: StaffScope, configRestoId: number) {
  return useQuery(adminStaffQuery(scope, configRestoId));
}
