import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type LoginResponse,
  type UpdateUserRequest,
  updateUserRoute,
  type updateUserOperation,
} from '@vidriera/domain/cuentas';
import { callOperation } from './client.ts';
import { storeSession } from './session.ts';

/** POST login/Update: the logged-in user's own data; answers a fresh session. */
export function updateUser(payload: UpdateUserRequest): Promise<LoginResponse> {
  return callOperation<typeof updateUserOperation>(updateUserRoute, { body: payload });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: async (session) => {
      storeSession(session);
      await queryClient.invalidateQueries({ queryKey: ['login', 'activo'] });
    },
  });
}
