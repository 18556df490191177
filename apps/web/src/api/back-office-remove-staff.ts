import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRemoveStaffRoute, type adminRemoveStaffOperation } from '@vidriera/domain/plataforma';
import { merchantRemoveStaffRoute, type merchantRemoveStaffOperation } from '@vidriera/domain/back-office';
import { backOfficeStaffKey, type StaffScope } from './back-office-get-staff.ts';
import { callOperation } from './client.ts';

/** DELETE …/staff/{userId}: takes the person off the business. */
export function backOfficeRemoveStaff(scope: StaffScope, configRestoId: number, userId: number): Promise<null> {
  const params = { configRestoId, userId };
  return scope === 'admin'
    ? callOperation<typeof adminRemoveStaffOperation>(adminRemoveStaffRoute, { params })
    : callOperation<typeof merchantRemoveStaffOperation>(merchantRemoveStaffRoute, { params });
}

export function useBackOfficeRemoveStaff(scope: StaffScope, configRestoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => backOfficeRemoveStaff(scope, configRestoId, userId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: backOfficeStaffKey(configRestoId) }),
  });
}
