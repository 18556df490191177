import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminAddStaffRoute, type adminAddStaffOperation } from '@vidriera/domain/plataforma';
import {
  merchantAddStaffRoute,
  type merchantAddStaffOperation,
  type StaffAdd,
  type StaffMember,
} from '@vidriera/domain/back-office';
import { backOfficeStaffKey, type StaffScope } from './back-office-get-staff.ts';
import { callOperation } from './client.ts';

/** POST …/staff: a new user name creates the user with the password; an existing one joins as is. */
export function backOfficeAddStaff(scope: StaffScope, configRestoId: number, input: StaffAdd): Promise<StaffMember> {
  const params = { configRestoId };
  return scope === 'admin'
    ? callOperation<typeof adminAddStaffOperation>(adminAddStaffRoute, { params, body: input })
    : callOperation<typeof merchantAddStaffOperation>(merchantAddStaffRoute, { params, body: input });
}

export function useBackOfficeAddStaff(scope: StaffScope, configRestoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StaffAdd) => backOfficeAddStaff(scope, configRestoId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: backOfficeStaffKey(configRestoId) }),
  });
}
