import { z } from 'zod';
import {
  AUTH_CODE_REASON_UNUSABLE,
  AUTH_CODE_REASON_WRONG,
  CREATE_STATUS_EXISTING,
  CREATE_STATUS_VERIFY,
} from './cuenta.ts';
import { errorBodySchema } from '../common/schemas.ts';
import { isPhoneAccepted, normalizePhone, PHONE_INVALID_MESSAGE } from '../common/phone.ts';

const MIN_PASSWORD_LENGTH = 8;

/** A text field whose absence and wrong type get their own Spanish messages. */
function textField(whenMissing: string, whenNotText: string) {
  return z.string({
    error: (issue) => (issue.input === undefined || issue.input === null ? whenMissing : whenNotText),
  });
}

const userNameSchema = textField('Ingresá tu usuario', 'El usuario debe ser un texto')
  .trim()
  .max(100, 'El usuario es demasiado largo');

/** Argon2 cost does not depend on length, but a bound keeps bodies and logs sane. */
const passwordSchema = textField('Ingresá tu contraseña', 'La contraseña debe ser un texto').max(
  200,
  'La contraseña es demasiado larga',
);

const nombreApellidoSchema = textField('Ingresá tu nombre', 'El nombre debe ser un texto')
  .trim()
  .min(1, 'Ingresá tu nombre')
  .max(120, 'El nombre es demasiado largo');

/** Checked with the same normalisation the form applies; the service stores the normalised digits. */
const telefonoSchema = textField('Ingresá tu teléfono', 'El teléfono debe ser un texto')
  .trim()
  .min(1, 'Ingresá tu teléfono')
  .max(40, PHONE_INVALID_MESSAGE)
  .refine((value) => isPhoneAccepted(normalizePhone(value)), PHONE_INVALID_MESSAGE);

const domicilioSchema = textField('Ingresá tu domicilio', 'El domicilio debe ser un texto')
  .trim()
  .max(200, 'El domicilio es demasiado largo');

/** POST login/Login */
export const loginRequestSchema = z.object({
  userName: userNameSchema.min(1, 'Ingresá tu usuario'),
  password: passwordSchema.min(1, 'Ingresá tu contraseña'),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** The session the app stores: answered by Login, newToken, Create and Update. */
export const loginResponseSchema = z.object({
  token: z.string(),
  /** ISO 8601 instant after which the token is no longer accepted. */
  expiration: z.string(),
  /** Platform administrator. */
  admin: z.boolean(),
  id: z.number().int(),
  /** The user's delivery address (domicilio). */
  entrega: z.string(),
  /** nombreApellido */
  nombre: z.string(),
  /** userName */
  user: z.string(),
  /** Session version: tokens with an older one are revoked. */
  ver: z.number().int(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** POST login/newToken: the token is always for the caller; userName is only informative. */
export const newTokenRequestSchema = z.object({ userName: userNameSchema.nullish() }).partial();

/** GET login/GetActivo */
export const userSchema = z.object({
  id: z.number().int(),
  userName: z.string(),
  nombreApellido: z.string(),
  telefono: z.string().nullable(),
  domicilio: z.string(),
  admin: z.boolean(),
  anulado: z.boolean(),
  /**
   * Only on a site that verifies new phones (verificarTelefonosNuevos): whether a WhatsApp code proved the phone.
   * Absent elsewhere, where nothing depends on it.
   */
  telefonoVerificado: z.boolean().optional(),
});
export type User = z.infer<typeof userSchema>;

/** The account form's fields (spec: user info); admin and anulado are accepted but never taken from a client. */
const userInfoShape = {
  userName: userNameSchema.nullish(),
  password: passwordSchema
    .refine((value) => value === '' || value.length >= MIN_PASSWORD_LENGTH, {
      message: `La contraseña debe tener al menos ${MIN_PASSWORD_LENGTH} caracteres`,
    })
    .nullish(),
  nombreApellido: nombreApellidoSchema,
  /** A number is taken as its digits (some clients send the phone as a number). */
  telefono: z.preprocess((value) => (typeof value === 'number' ? String(value) : value), telefonoSchema),
  admin: z.boolean({ error: 'El permiso de administrador debe ser verdadero o falso' }).nullish(),
  anulado: z.boolean({ error: 'La marca de anulado debe ser verdadero o falso' }).nullish(),
  domicilio: domicilioSchema.nullish(),
  /** Default business of the site the form was used on (0 if none). */
  configRestoId: z.coerce.number({ error: 'El comercio debe ser un número' }).int().min(0).nullish(),
  /** The site's dominioUrl. */
  domainName: z.string({ error: 'El dominio debe ser un texto' }).trim().max(253).nullish(),
  /** The 6-digit verification code, on the second call of the registration of an existing phone. */
  authCode: z.coerce.string().trim().max(20, 'El código de verificación no es válido').nullish(),
};

/** POST login/Create */
export const createUserRequestSchema = z.object(userInfoShape);
export type CreateUserRequest = z.infer<typeof createUserRequestSchema>;

/**
 * The `status` of login/Create's 202 and 429: the phone has an account, or (on a site that verifies new phones) its
 * account waits for the code.
 */
export const createStatusSchema = z.enum([CREATE_STATUS_EXISTING, CREATE_STATUS_VERIFY]);
export type CreateStatus = z.infer<typeof createStatusSchema>;

/**
 * login/Create's 202: a code was sent and another may be asked for after the delay. 'Existing': the phone has an
 * account. 'Verify': on a site that verifies new phones, the phone's account waits for the code.
 */
export const createUserExistingSchema = z.object({
  status: createStatusSchema,
  resendAfterSeconds: z.number().int(),
});
export type CreateUserExisting = z.infer<typeof createUserExistingSchema>;

/** login/Create's 400 for a code: the error body, with whether a retry or only a new code can help. */
export const invalidAuthCodeSchema = errorBodySchema.extend({
  reason: z.enum([AUTH_CODE_REASON_WRONG, AUTH_CODE_REASON_UNUSABLE]).optional(),
  /** With 'Unusable': seconds before a new code may be asked for (0: now). */
  resendAfterSeconds: z.number().int().optional(),
});

/** login/Create's 429: a code was sent too recently; resendAfterSeconds is what is left of the wait. */
export const createUserTooSoonSchema = z.object({
  status: z.union([createStatusSchema, z.number().int()]),
  error: z.string(),
  message: z.string(),
  resendAfterSeconds: z.number().int().optional(),
});

/** POST login/Update: the caller's own data; an id other than the caller's is refused. */
export const updateUserRequestSchema = z.object({
  ...userInfoShape,
  id: z.coerce.number({ error: 'El identificador debe ser un número' }).int().min(0).nullish(),
});
export type UpdateUserRequest = z.infer<typeof updateUserRequestSchema>;

/** POST login/VerifyPhone: without authCode a code is sent to the session's phone; with it the code is checked. */
export const verifyPhoneRequestSchema = z.object({
  authCode: z.coerce.string().trim().max(20, 'El código de verificación no es válido').nullish(),
});
export type VerifyPhoneRequest = z.infer<typeof verifyPhoneRequestSchema>;

/** login/VerifyPhone's 200: the phone is verified (now, or it already was and nothing was sent). */
export const verifyPhoneResponseSchema = z.object({ telefonoVerificado: z.literal(true) });

/** login/VerifyPhone's 202: a code went out by WhatsApp; another may be asked for after the delay. */
export const verifyPhoneCodeSentSchema = z.object({
  status: z.literal(CREATE_STATUS_VERIFY),
  resendAfterSeconds: z.number().int(),
});
export type VerifyPhoneCodeSent = z.infer<typeof verifyPhoneCodeSentSchema>;
