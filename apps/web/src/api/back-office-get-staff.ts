import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminStaffRoute, type adminStaffOperation } from '@vidriera/domain/plataforma';
import { merchantStaffRoute, type merchantStaffOperation } from '@vidriera/domain/back-office';
import { callOperation } from './client.ts';

/** Who manages: a platform admin (admin/comercios/{id}/staff) or the business's owner (merchant/staff/{id}). */
export type StaffScope = 'admin' | 'merchant';

/** GET …/staff: the business's owners and staff. */
export function backOfficeGetStaff(scope: StaffScope, configRestoId: number, signal?: AbortSignal) {
  const params = { configRestoId };
  return scope === 'admin'
    ? callOperation<typeof adminStaffOperation>(adminStaffRoute, { params, signal })
    : callOperation<typeof merchantStaffOperation>(merchantStaffRoute, { params, signal });
}

export const backOfficeStaffKey = (configRestoId: number) => ['admin', 'staff', configRestoId] as const;

export const backOfficeStaffQuery = (scope: StaffScope, configRestoId: number) =>
  queryOptions({
    queryKey: backOfficeStaffKey(configRestoId),
    queryFn: ({ signal }) => backOfficeGetStaff(scope, configRestoId, signal),
  });

export function useBackOfficeStaff(scope: StaffScope, configRestoId: number) {
  return useQuery(backOfficeStaffQuery(scope, configRestoId));
}
