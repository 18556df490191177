import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUTH_CODE_RESEND_SECONDS,
  INVALID_AUTH_CODE_ERROR,
  changePasswordOperation,
  requestPasswordResetOperation,
  resetPasswordOperation,
  passwordResetSentSchema,
  passwordResetTooSoonSchema,
} from '@vidriera/domain/cuentas';
import { AppError, errorResponses } from '../../plugins/errors.ts';
import { tooManyRequests } from '../../plugins/rate-limit.ts';
import { routeOf } from '../../route-of.ts';
import { addressRules, passwordAttemptHits } from './login-limits.ts';
import {
  createMaskKeyLoader,
  type PasswordResetDeps,
  RESET_CODE_REFUSED_MESSAGE,
  requestPasswordReset,
  resetPassword,
} from './password-reset.ts';
import { formatResendWaitMessage } from './registration.ts';
import { buildLoginResponse } from './service.ts';
import { changeOwnPassword, requireStrongPassword } from './staff-passwords.ts';

/** One code request per user name a minute, whoever asks: the same for names that exist and names that do not. */
const RESET_REQUESTS_PER_USER_NAME = { limit: 1, windowSeconds: AUTH_CODE_RESEND_SECONDS };

/**
 * Staff passwords (login/ChangePassword, login/RequestPasswordReset, login/ResetPassword). A current password or
 * a code typed wrong counts as a failed login of that user name from that address (login-limits.ts), a code
 * request against the address's budget of codes, as the customers' own.
 */
export const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, now } = app.deps;
  const { loginPerIp, codesPerIp } = addressRules(config);
  const maskKey = createMaskKeyLoader(db);
  const resetDeps = (log: PasswordResetDeps['log']): PasswordResetDeps => ({
    db,
    now,
    messenger: app.messenger,
    log,
    maskKey,
  });

  app.route({
    ...routeOf(changePasswordOperation, {
      tags: ['cuentas'],
      summary: "Change the session user's password, proving the current one",
      description:
        'Answers a fresh session: every other session of the user ends (its `ver` goes up). A wrong current ' +
        'password is a 400 on passwordActual (never a 401: the session stays) and counts as a failed login.',
      response: errorResponses(400, 401, 429),
    }),
    // Before body validation: an anonymous caller is told to log in, whatever it sent.
    onRequest: app.requireUser,
    handler: async (request, reply) => {
      const user = request.currentUser!;
      // The rule first: a weak new password is refused without spending a try of the current one.
      requireStrongPassword(request.body.passwordNueva, user.userName, 'passwordNueva');
      const counted = await app.rateLimiter.enforce(reply, passwordAttemptHits(user.userName, request.ip, loginPerIp));
      const updated = await changeOwnPassword(db, user, request.body, now());
      await Promise.all(counted.map((key) => app.rateLimiter.refund(key)));
      return buildLoginResponse(app.issueToken, updated);
    },
  });

  app.route({
    ...routeOf(requestPasswordResetOperation, {
      tags: ['cuentas'],
      summary: "Send a code by WhatsApp to the phone of a user name's account, to reset its password",
      description:
        '202 {telefono (masked), resendAfterSeconds} for every user name: one that does not exist, is disabled or ' +
        'has no phone gets the same answer and nothing is sent. 429 {resendAfterSeconds} within a minute of the ' +
        "name's previous request. 503 when WhatsApp refused the message.",
      response: { 202: passwordResetSentSchema, ...errorResponses(400, 503), 429: passwordResetTooSoonSchema },
    }),
    handler: async (request, reply) => {
      await app.rateLimiter.enforce(reply, [{ key: `create:ip:${request.ip}`, rule: codesPerIp }]);
      const perName = `password-reset:user:${request.body.userName.toLowerCase()}`;
      const counted = await app.rateLimiter.consume(perName, RESET_REQUESTS_PER_USER_NAME);
      if (counted.isLimited) {
        const seconds = counted.retryAfterSeconds;
        throw tooManyRequests(reply, seconds, formatResendWaitMessage(seconds), { resendAfterSeconds: seconds });
      }
      try {
        return reply.status(202).send(await requestPasswordReset(resetDeps(request.log), request.body.userName));
      } catch (err) {
        // Nothing went out: another request may follow at once.
        await app.rateLimiter.refund(perName);
        throw err;
      }
    },
  });

  app.route({
    ...routeOf(resetPasswordOperation, {
      tags: ['cuentas'],
      summary: 'Choose a new password with the code sent by WhatsApp',
      description:
        'Answers a session: every other session of the user ends. A wrong, expired or spent code, and a user name ' +
        "that cannot be reset, are the same 400 {error:'InvalidAuthCode'}; each counts as a failed login.",
      response: errorResponses(400, 429),
    }),
    handler: async (request, reply) => {
      const counted = await app.rateLimiter.enforce(
        reply,
        passwordAttemptHits(request.body.userName, request.ip, loginPerIp),
      );
      const user = await resetPassword(resetDeps(request.log), request.body);
      if (!user) throw new AppError(400, RESET_CODE_REFUSED_MESSAGE, { error: INVALID_AUTH_CODE_ERROR });
      await Promise.all(counted.map((key) => app.rateLimiter.refund(key)));
      return buildLoginResponse(app.issueToken, user);
    },
  });
};
