import { useMutation } from '@tanstack/react-query';
import { type LoginRequest, type LoginResponse, loginRoute, type loginOperation } from '@vidriera/domain/cuentas';
import { callOperation } from './client.ts';
import { clearPendingOrder, storeSession } from './session.ts';

/** POST login/Login: user name and password for a session. */
export function login(payload: LoginRequest): Promise<LoginResponse> {
  return callOperation<typeof loginOperation>(loginRoute, { body: payload });
}

/** Login clears the order in progress (it belonged to whoever was using the app), then keeps the new session. */
export function useLogin() {
  return useMutation({
    mutationFn: async (payload: LoginRequest) => {
      clearPendingOrder();
      return login(payload);
    },
    onSuccess: storeSession,
  });
}
