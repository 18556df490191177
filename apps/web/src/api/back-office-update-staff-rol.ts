import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminUpdateStaffRolRoute } from '@vidriera/domain/contracts/admin-routes';
import type { adminUpdateStaffRolOperation } from '@vidriera/domain/contracts/admin';
import { merchantUpdateStaffRolRoute } from '@vidriera/domain/contracts/back-office-routes';
import type { merchantUpdateStaffRolOperation } from '@vidriera/domain/contracts/back-office';
import type { StaffRolName } from '@vidriera/domain/schemas/staff';
import { backOfficeStaffKey, type StaffScope } from './back-office-get-staff.ts';
import { callOperation } from './client.ts';

/** PUT …/staff/{userId}: owner or staff. */
export function backOfficeUpdateStaffRol(scope: StaffScope, configRestoId: number, userId: number, rol: StaffRolName) {
  const params = { configRestoId, userId };
  return scope === 'admin'
    ? callOperation<typeof adminUpdateStaffRolOperation>(adminUpdateStaffRolRoute, { params, body: { rol } })
    : callOperation<typeof merchantUpdateStaffRolOperation>(merchantUpdateStaffRolRoute, { params, body: { rol } });
}

export function useBackOfficeUpdateStaffRol(scope: StaffScope, configRestoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, rol }: { userId: number; rol: StaffRolName }) =>
      backOfficeUpdateStaffRol(scope, configRestoId, userId, rol),
    onSettled: () => queryClient.invalidateQueries({ queryKey: backOfficeStaffKey(configRestoId) }),
  });
}
