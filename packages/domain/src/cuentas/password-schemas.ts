import { z } from 'zod';
import { AUTH_CODE_LENGTH } from './cuenta.ts';
import { errorBodySchema } from '../common/schemas.ts';
import {
  findPasswordWeakness,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_LONG_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
} from './password-strength.ts';

// Staff passwords: changed in the back office with the current one (login/ChangePassword), or reset with a
// 6-digit code sent by WhatsApp to the phone on file (login/RequestPasswordReset, then login/ResetPassword).

export const CURRENT_PASSWORD_REQUIRED = 'Ingresá tu contraseña actual';
export const NEW_PASSWORD_REQUIRED = 'Ingresá la contraseña nueva';
export const PASSWORDS_DIFFER_MESSAGE = 'Las contraseñas no coinciden';
export const SAME_PASSWORD_MESSAGE = 'La contraseña nueva tiene que ser distinta de la actual';
export const RESET_CODE_FORMAT_MESSAGE = `El código tiene ${AUTH_CODE_LENGTH} dígitos`;

function requiredText(whenMissing: string, whenNotText: string) {
  return z.string({
    error: (issue) => (issue.input === undefined || issue.input === null ? whenMissing : whenNotText),
  });
}

/** The password typed to prove who one is (never checked for strength: it is the one on file). */
const currentPasswordSchema = requiredText(CURRENT_PASSWORD_REQUIRED, 'La contraseña debe ser un texto')
  .min(1, CURRENT_PASSWORD_REQUIRED)
  .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG_MESSAGE);

/**
 * A password being chosen: its own rules (length, not a common one). Whether it holds the user name is checked
 * where the user name is known (the body's, or the session's on the server).
 */
export const newPasswordSchema = requiredText(NEW_PASSWORD_REQUIRED, 'La contraseña debe ser un texto')
  .min(1, { error: NEW_PASSWORD_REQUIRED, abort: true })
  .min(PASSWORD_MIN_LENGTH, { error: PASSWORD_TOO_SHORT_MESSAGE, abort: true })
  .max(PASSWORD_MAX_LENGTH, { error: PASSWORD_TOO_LONG_MESSAGE, abort: true })
  .superRefine((password, ctx) => {
    const weakness = findPasswordWeakness(password);
    // Final: the object's own checks (the user name, the repetition) add nothing to a password already refused.
    if (weakness) ctx.addIssue({ code: 'custom', message: weakness, continue: false });
  });

const userNameSchema = requiredText('Ingresá tu usuario', 'El usuario debe ser un texto')
  .trim()
  .min(1, 'Ingresá tu usuario')
  .max(100, 'El usuario es demasiado largo');

const authCodeSchema = z.coerce
  .string({ error: 'El código de verificación debe ser un texto' })
  .trim()
  .regex(new RegExp(`^\\d{${AUTH_CODE_LENGTH}}$`), RESET_CODE_FORMAT_MESSAGE);

/** Adds the user-name rule to a password field of an object that also has the user name. */
function refineNotUserName<T extends Record<string, unknown>>(
  passwordKey: keyof T & string,
  userNameOf: (value: T) => string | null | undefined,
) {
  return (value: T, ctx: z.core.$RefinementCtx<T>) => {
    const password = value[passwordKey];
    if (typeof password !== 'string') return;
    const weakness = findPasswordWeakness(password, userNameOf(value));
    if (weakness) ctx.addIssue({ code: 'custom', path: [passwordKey], message: weakness });
  };
}

/** POST login/ChangePassword: the session's user, with the current password; answers a fresh session. */
export const changePasswordRequestSchema = z
  .object({ passwordActual: currentPasswordSchema, passwordNueva: newPasswordSchema })
  .refine((v) => v.passwordNueva !== v.passwordActual, { path: ['passwordNueva'], message: SAME_PASSWORD_MESSAGE });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** POST login/RequestPasswordReset: a code to the phone of this user name's account, if it has one. */
export const requestPasswordResetSchema = z.object({ userName: userNameSchema });
export type RequestPasswordReset = z.infer<typeof requestPasswordResetSchema>;

/**
 * login/RequestPasswordReset's 202, the same for every user name (known, unknown, without phone): the phone the
 * code went to, masked ('••••••••45'), and when another may be asked for.
 */
export const passwordResetSentSchema = z.object({
  telefono: z.string(),
  resendAfterSeconds: z.number().int(),
});
export type PasswordResetSent = z.infer<typeof passwordResetSentSchema>;

/**
 * login/RequestPasswordReset's 429: a code went to this user name less than a minute ago (it still works), with
 * the seconds left; or the address asked for too many codes (without them).
 */
export const passwordResetTooSoonSchema = errorBodySchema.extend({ resendAfterSeconds: z.number().int().optional() });

/** POST login/ResetPassword: the code that went to the phone and the new password; answers a session. */
export const resetPasswordRequestSchema = z
  .object({ userName: userNameSchema, authCode: authCodeSchema, passwordNueva: newPasswordSchema })
  .superRefine(refineNotUserName('passwordNueva', (v) => v.userName));
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

const repeatedSchema = requiredText('Repetí la contraseña nueva', 'La contraseña debe ser un texto').min(1, {
  error: 'Repetí la contraseña nueva',
  abort: true,
});

/** The back office's form: the current password and the new one twice, for the session's user name. */
export function changePasswordFormSchema(userName: string) {
  return z
    .object({ passwordActual: currentPasswordSchema, passwordNueva: newPasswordSchema, repetida: repeatedSchema })
    .superRefine(refineNotUserName('passwordNueva', () => userName))
    .refine((v) => v.passwordNueva !== v.passwordActual, { path: ['passwordNueva'], message: SAME_PASSWORD_MESSAGE })
    .refine((v) => v.repetida === v.passwordNueva, { path: ['repetida'], message: PASSWORDS_DIFFER_MESSAGE });
}
export type ChangePasswordForm = z.infer<ReturnType<typeof changePasswordFormSchema>>;

/** The reset screen's second step: the code and the new password twice. */
export const resetPasswordFormSchema = z
  .object({
    userName: userNameSchema,
    authCode: authCodeSchema,
    passwordNueva: newPasswordSchema,
    repetida: repeatedSchema,
  })
  .superRefine(refineNotUserName('passwordNueva', (v) => v.userName))
  .refine((v) => v.repetida === v.passwordNueva, { path: ['repetida'], message: PASSWORDS_DIFFER_MESSAGE });
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;
