import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminStaffRoute, type adminStaffOperation } from '@vidriera/domain/plataforma';
import { merchantStaffRoute, type merchantStaffOperation } from '@vidriera/domain/back-office';
import { callOperation } from './client.ts';

/** Who manages: a platform admin (admin/comercios/{id}/staff) or the business's owner (merchant/staff/{id}). */
export type StaffScope = 'admin' | 'merchant';

/** GET …/staff: the business's owners and staff. */
export function adminGetStaff(scope: StaffScope, configRestoId: number, signal?: AbortSignal) {
  const params = { configRestoId };
  return scope === 'admin'
    ? callOperation<typeof adminStaffOperation>(adminStaffRoute, { params, signal })
    : callOperation<typeof merchantStaffOperation>(merchantStaffRoute, { params, signal });
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
