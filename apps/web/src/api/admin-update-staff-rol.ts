import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffMember, StaffRolName } from '@vidriera/domain/schemas/staff';
import { adminStaffKey, type StaffScope, staffPath } from './admin-get-staff.ts';
import { apiFetch } from './client.ts';

/** PUT …/staff/{userId}: owner or staff. */
export function adminUpdateStaffRol(scope: StaffScope, configRestoId: number, userId: number, rol: StaffRolName) {
  return apiFetch<StaffMember>(`${staffPath(scope, configRestoId)}/${userId}`, { method: 'PUT', body: { rol } });
}

export function useAdminUpdateStaffRol(scope: StaffScope, configRestoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, rol }: { userId: number; rol: StaffRolName }) =>
      adminUpdateStaffRol(scope, configRestoId, userId, rol),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminStaffKey(configRestoId) }),
  });
}
