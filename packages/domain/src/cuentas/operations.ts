import { z } from 'zod';
import {
  createUserExistingSchema,
  createUserRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  newTokenRequestSchema,
  updateUserRequestSchema,
  userSchema,
  verifyPhoneCodeSentSchema,
  verifyPhoneRequestSchema,
  verifyPhoneResponseSchema,
} from './schemas.ts';
import {
  changePasswordRequestSchema,
  passwordResetSentSchema,
  requestPasswordResetSchema,
  resetPasswordRequestSchema,
} from './password-schemas.ts';
import { defineOperation } from '../common/operation.ts';
import {
  changePasswordRoute,
  createUserRoute,
  getActivoRoute,
  loginRoute,
  logoutAllRoute,
  newTokenRoute,
  requestPasswordResetRoute,
  resetPasswordRoute,
  updateUserRoute,
  verifyPhoneRoute,
} from './routes.ts';

/** Log in with user name and password. */
export const loginOperation = defineOperation(loginRoute, {
  body: loginRequestSchema,
  response: loginResponseSchema,
});

/** A fresh token for the session's user (the body's userName is not used). */
export const newTokenOperation = defineOperation(newTokenRoute, {
  body: newTokenRequestSchema.optional(),
  response: loginResponseSchema,
});

/** The session's user. */
export const getActivoOperation = defineOperation(getActivoRoute, { response: userSchema });

/**
 * Register a phone, or prove an existing one with the WhatsApp code: 200 the session, or 202 a code was sent.
 * The answer is either: the API declares each under its status.
 */
export const createUserOperation = defineOperation(createUserRoute, {
  body: createUserRequestSchema,
  response: z.union([loginResponseSchema, createUserExistingSchema]),
});

/**
 * Verify the session's own phone: 200 verified, or 202 a code was sent. The answer is either: the API declares
 * each under its status.
 */
export const verifyPhoneOperation = defineOperation(verifyPhoneRoute, {
  body: verifyPhoneRequestSchema.nullish(),
  response: z.union([verifyPhoneResponseSchema, verifyPhoneCodeSentSchema]),
});

/** Update the session user's own name, phone and address. */
export const updateUserOperation = defineOperation(updateUserRoute, {
  body: updateUserRequestSchema,
  response: loginResponseSchema,
});

/** Log out everywhere. Answers 204 (null to the client). */
export const logoutAllOperation = defineOperation(logoutAllRoute, { response: z.null() });

/**
 * Change the session user's password, proving the current one: answers a fresh session (every other session of
 * the user ends).
 */
export const changePasswordOperation = defineOperation(changePasswordRoute, {
  body: changePasswordRequestSchema,
  response: loginResponseSchema,
});

/**
 * Send a 6-digit code by WhatsApp to the phone of a user name's account. Answers 202 with the phone masked, the
 * same for a user name that does not exist or has no phone (nothing is sent then).
 */
export const requestPasswordResetOperation = defineOperation(requestPasswordResetRoute, {
  body: requestPasswordResetSchema,
  response: passwordResetSentSchema,
});

/** Choose a new password with the code: answers a session (every other session of the user ends). */
export const resetPasswordOperation = defineOperation(resetPasswordRoute, {
  body: resetPasswordRequestSchema,
  response: loginResponseSchema,
});
