import {
  AUTH_CODE_REASON_UNUSABLE,
  CREATE_STATUS_EXISTING,
  CREATE_STATUS_VERIFY,
  fillDomicilio,
  INVALID_AUTH_CODE_ERROR,
  type User,
} from '@vidriera/domain/cuentas';
import { normalizePhone } from '@vidriera/domain/common';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { ApiError } from '../../api/client.ts';
import { useCreateUser } from '../../api/create-user.ts';
import { useUpdateUser } from '../../api/update-user.ts';
import { useVerifyPhone } from '../../api/verify-phone.ts';
import { trackEvent } from '../../ui/analytics.ts';
import { es } from '../../i18n/es.ts';
import { esCuenta } from '../../i18n/es-cuenta.ts';
import { showGenericError } from '../../ui/generic-error.ts';
import type { CuentaFormValues } from './cuenta-form-values.ts';
import { useResendCountdown } from '../../ui/use-resend-countdown.ts';

/** Analytics event of a logged-in user saving their data (spec section 7). */
export const UPDATE_USER_EVENT = { action: 'Update-Usuario', category: 'account', label: 'Usuario Modifico Datos' };

interface SaveContext {
  user: User;
  isLoggedIn: boolean;
  isAddressRequired: boolean;
  /** Where the screen goes once the data is saved or the customer signed in. */
  done: () => void;
}

/**
 * What the verification block tells the customer about their code: one was sent because the phone has an account
 * ('sent') or because the site verifies new phones ('verify'), a new one replaced it ('resent'), none was sent
 * because the last one is too recent ('wait'), the one typed can no longer be used and a new one may be asked for
 * now ('unusable'), or the site must verify a logged-in customer's phone and no code was asked for yet ('pending').
 */
export type CodeNotice = 'pending' | 'sent' | 'verify' | 'resent' | 'wait' | 'unusable';

/**
 * The body of a failed login/Create or login/VerifyPhone that means "a code was sent too recently: wait before
 * asking a new one" (status 'Existing', or 'Verify' on a site that verifies new phones).
 */
function readCodeWait(err: ApiError): number | null {
  const body = err.body as Record<string, unknown>;
  if (err.status !== 429 || (body.status !== CREATE_STATUS_EXISTING && body.status !== CREATE_STATUS_VERIFY)) {
    return null;
  }
  const seconds = Number(body.resendAfterSeconds);
  return Number.isFinite(seconds) ? seconds : 0;
}

/**
 * Whether the site verifies new phones (GetActivo says telefonoVerificado only there) and the logged-in customer's
 * phone, as it will be saved, still has to be verified: never verified, or changed now (a new phone starts over).
 */
function needsPhoneVerification(user: User, isLoggedIn: boolean, telefono: string): boolean {
  if (!isLoggedIn || user.telefonoVerificado === undefined) return false;
  return !user.telefonoVerificado || telefono !== user.telefono;
}

/**
 * Saving the account form: phone checks (invalid aborts, suspicious asks), then Update for a logged-in user,
 * or Create for a visitor, with the verification-code round trip when the phone already has an account or the
 * site verifies new phones (login/Create 'Verify'; for a logged-in customer login/VerifyPhone after the Update).
 */
export function useSaveCuenta(form: UseFormReturn<CuentaFormValues>, context: SaveContext) {
  const createUser = useCreateUser();
  const updateUser = useUpdateUser();
  const verifyPhone = useVerifyPhone();
  const countdown = useResendCountdown();
  const [isSaving, setSaving] = useState(false);
  const [isCodeRequested, setCodeRequested] = useState(false);
  const isVerificationPending = context.isLoggedIn && context.user.telefonoVerificado === false;
  const [codeNotice, setCodeNotice] = useState<CodeNotice>(isVerificationPending ? 'pending' : 'sent');

  const askForCode = (resendAfterSeconds: number, notice: CodeNotice) => {
    setCodeRequested(true);
    setCodeNotice(notice);
    countdown.start(resendAfterSeconds);
  };

  /** `resend` asks for a new code: the same call, without the code typed so far. */
  const save = async (values: CuentaFormValues, resend = false) => {
    const phone = normalizePhone(values.telefono);
    if (phone.status === 'invalid') {
      window.alert(esCuenta.telefonoInvalido);
      return;
    }
    if (phone.status === 'suspicious' && !window.confirm(esCuenta.telefonoConfirmar(phone.normalized))) return;
    form.setValue('telefono', phone.normalized, { shouldValidate: true });

    const authCode = values.authCode.trim();
    const sendsCode = isCodeRequested && !resend;
    if (sendsCode && !authCode) {
      form.setError('authCode', { message: esCuenta.codigoRequerido }, { shouldFocus: true });
      return;
    }
    const userInfo = {
      nombreApellido: values.nombreApellido.trim(),
      telefono: phone.normalized,
      domicilio: fillDomicilio(values.domicilio, context.isAddressRequired),
      configRestoId: values.configRestoId,
      domainName: values.domainName,
    };

    setSaving(true);
    try {
      if (context.isLoggedIn) {
        const mustVerify = needsPhoneVerification(context.user, true, phone.normalized);
        await updateUser.mutateAsync({ ...userInfo, id: context.user.id, userName: context.user.userName });
        const verified = mustVerify
          ? await verifyPhone.mutateAsync({ authCode: sendsCode ? authCode : undefined })
          : null;
        if (verified?.kind === 'codeSent') {
          setSaving(false);
          askForCode(verified.resendAfterSeconds, isCodeRequested ? 'resent' : 'verify');
          return;
        }
        trackEvent(UPDATE_USER_EVENT.action, UPDATE_USER_EVENT.category, UPDATE_USER_EVENT.label);
        context.done();
        return;
      }
      const result = await createUser.mutateAsync({
        ...userInfo,
        userName: '',
        password: '',
        admin: false,
        anulado: false,
        authCode: sendsCode ? authCode : undefined,
      });
      if (result.kind === 'session') {
        context.done();
        return;
      }
      setSaving(false);
      const firstNotice = result.status === CREATE_STATUS_VERIFY ? 'verify' : 'sent';
      askForCode(result.resendAfterSeconds, isCodeRequested ? 'resent' : firstNotice);
    } catch (err) {
      setSaving(false);
      // login/Create's and login/VerifyPhone's code answers (login/Update has neither).
      if (err instanceof ApiError) {
        const wait = readCodeWait(err);
        if (wait !== null) {
          // Nothing was sent: the screen must not say so, only when another code may be asked for.
          askForCode(wait, codeNotice === 'unusable' ? 'unusable' : 'wait');
          return;
        }
        if (err.status === 400 && err.body.error === INVALID_AUTH_CODE_ERROR) {
          window.alert(err.body.message ?? es.common.errorGenerico);
          if (err.body.reason === AUTH_CODE_REASON_UNUSABLE) {
            // Retyping cannot help: clear the code and offer a new one at once.
            form.setValue('authCode', '');
            setCodeNotice('unusable');
            countdown.start(Number(err.body.resendAfterSeconds) || 0);
          }
          return;
        }
      }
      showGenericError(err);
    }
  };

  return {
    save,
    isSaving,
    isCodeRequested,
    /** The verification block shows: a code was asked for, or the site must verify the customer's phone first. */
    showsVerification: isCodeRequested || isVerificationPending,
    codeNotice,
    resendSeconds: countdown.seconds,
  };
}
