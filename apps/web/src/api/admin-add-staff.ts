import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffAdd, StaffMember } from '@vidriera/domain/schemas/staff';
import { adminStaffKey, type StaffScope, staffPath } from './admin-get-staff.ts';
import { apiFetch } from './client.ts';

/** POST …/staff: a new user name creates the user with the password; an existing one joins as is. */
export function adminAddStaff(scope: StaffScope, configRestoId: number, input: StaffAdd): Promise<StaffMember> {
  return apiFetch<StaffMember>(staffPath(scope, configRestoId), { method: 'POST', body: input });
}

export function useAdminAddStaff(scope: StaffScope, configRestoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StaffAdd) => adminAddStaff(scope, configRestoId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminStaffKey(configRestoId) }),
  });
}
