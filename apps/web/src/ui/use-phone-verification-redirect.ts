import { PHONE_NOT_VERIFIED_ERROR } from '@vidriera/domain/cuentas';
import { useLocation, useNavigate } from '../hash-router.tsx';
import { ApiError } from '../api/client.ts';
import { es } from '../i18n/es.ts';
import { showGenericError } from './generic-error.ts';

/** The refusal of a site that verifies new phones (decision 018) to a customer whose phone waits for its code. */
export function isPhoneNotVerified(failure: unknown): failure is ApiError {
  return failure instanceof ApiError && failure.status === 403 && failure.body.error === PHONE_NOT_VERIFIED_ERROR;
}

/**
 * The failure handler of an order, reservation or purchase: a 403 PhoneNotVerified shows its message and opens
 * the account screen (`cuentaPath`), where the customer verifies the phone and comes back here, the draft still in
 * local storage; any other failure is the generic error display.
 */
export function usePhoneVerificationRedirect(cuentaPath: string): (failure: unknown) => void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (failure) => {
    if (!isPhoneNotVerified(failure)) {
      showGenericError(failure);
      return;
    }
    window.alert(failure.body.message ?? es.common.errorGenerico);
    navigate(cuentaPath, { state: { volver: `${pathname}${search}` } });
  };
}
