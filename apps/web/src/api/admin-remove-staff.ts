import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminStaffKey, type StaffScope, staffPath } from './admin-get-staff.ts';
import { apiFetch } from './client.ts';

/** DELETE …/staff/{userId}: takes the person off the business. */
export function adminRemoveStaff(scope: StaffScope, configRestoId: number, userId: number): Promise<null> {
  return apiFetch<null>(`${staffPath(scope, configRestoId)}/${userId}`, { method: 'DELETE' });
}

export function useAdminRemoveStaff(scope: StaffScope, configRestoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => adminRemoveStaff(scope, configRestoId, userId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminStaffKey(configRestoId) }),
  });
}
