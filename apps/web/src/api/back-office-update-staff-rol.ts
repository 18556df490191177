import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminUpdateStaffRolRoute, type adminUpdateStaffRolOperation } from '@vidriera/domain/plataforma';
import {
  merchantUpdateStaffRolRoute,
  type merchantUpdateStaffRolOperation,
  type StaffRolName,
} from '@vidriera/domain/back-office';
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
