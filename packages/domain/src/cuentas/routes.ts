import { defineRoute } from '../common/operation.ts';

/** Accounts and sessions (the spec's login/... names). */
export const loginRoute = defineRoute('POST', '/login/Login');

export const newTokenRoute = defineRoute('POST', '/login/newToken');

export const getActivoRoute = defineRoute('GET', '/login/GetActivo');

export const createUserRoute = defineRoute('POST', '/login/Create');

export const verifyPhoneRoute = defineRoute('POST', '/login/VerifyPhone');

export const updateUserRoute = defineRoute('POST', '/login/Update');

export const logoutAllRoute = defineRoute('POST', '/login/LogoutAll');

/** Staff passwords: changed with the current one, or reset with a WhatsApp code to the phone on file. */
export const changePasswordRoute = defineRoute('POST', '/login/ChangePassword');

export const requestPasswordResetRoute = defineRoute('POST', '/login/RequestPasswordReset');

export const resetPasswordRoute = defineRoute('POST', '/login/ResetPassword');
