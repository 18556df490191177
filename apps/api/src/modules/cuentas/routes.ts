import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createUserOperation,
  getActivoOperation,
  loginOperation,
  logoutAllOperation,
  newTokenOperation,
  updateUserOperation,
  verifyPhoneOperation,
  createUserExistingSchema,
  createUserTooSoonSchema,
  invalidAuthCodeSchema,
  loginResponseSchema,
  verifyPhoneCodeSentSchema,
  verifyPhoneResponseSchema,
} from '@vidriera/domain/cuentas';
import { AppError, errorResponses } from '../../plugins/errors.ts';
import { tooManyRequests } from '../../plugins/rate-limit.ts';
import { routeOf } from '../../route-of.ts';
import { findSiteByDomain } from '../sites/public.ts';
import { addressRules, passwordAttemptHits } from './login-limits.ts';
import { passwordRoutes } from './password-routes.ts';
import { describePhoneVerification, verifyOwnPhone } from './phone-verification.ts';
import { formatResendWaitMessage, type RegistrationOutcome, registerOrVerify } from './registration.ts';
import {
  authenticate,
  buildLoginResponse,
  LOGIN_FAILED_MESSAGE,
  revokeSessions,
  toUser,
  updateOwnUser,
} from './service.ts';

const authErrors = errorResponses(401);

export const cuentasRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, now } = app.deps;
  await app.register(passwordRoutes);
  const { loginPerIp: LOGIN_PER_IP, codesPerIp: CREATE_PER_IP } = addressRules(config);
  const loginResponse = (user: Parameters<typeof buildLoginResponse>[1]) => buildLoginResponse(app.issueToken, user);
  /** login/Create's and login/VerifyPhone's 429: no code was sent, the last one still works. */
  const codeTooSoon = (
    reply: Parameters<typeof tooManyRequests>[0],
    outcome: Extract<RegistrationOutcome, { kind: 'tooSoon' }>,
  ) =>
    tooManyRequests(reply, outcome.resendAfterSeconds, formatResendWaitMessage(outcome.resendAfterSeconds), {
      status: outcome.status,
      resendAfterSeconds: outcome.resendAfterSeconds,
    });

  app.route({
    ...routeOf(loginOperation, {
      tags: ['cuentas'],
      summary: 'Log in with user name and password',
      response: errorResponses(400, 401, 429),
    }),
    handler: async (request, reply) => {
      const { userName, password } = request.body;
      const counted = await app.rateLimiter.enforce(reply, passwordAttemptHits(userName, request.ip, LOGIN_PER_IP));
      const user = await authenticate(db, userName, password);
      if (!user) throw new AppError(401, LOGIN_FAILED_MESSAGE);
      await Promise.all(counted.map((key) => app.rateLimiter.refund(key)));
      return loginResponse(user);
    },
  });

  app.route({
    ...routeOf(newTokenOperation, {
      tags: ['cuentas'],
      summary: "A fresh token for the session's user (the body's userName is not used)",
      response: authErrors,
    }),
    preHandler: app.requireUser,
    handler: async (request) => loginResponse(request.currentUser!),
  });

  app.route({
    ...routeOf(getActivoOperation, {
      tags: ['cuentas'],
      summary: "The session's user",
      description:
        'telefonoVerificado is present only on a site that verifies new phones (verificarTelefonosNuevos): ' +
        'whether a WhatsApp code proved the phone.',
      response: authErrors,
    }),
    preHandler: app.requireUser,
    handler: async (request) => {
      const user = request.currentUser!;
      const site = await findSiteByDomain(db, request.hostName, config.DEFAULT_SITE);
      return { ...toUser(user), ...describePhoneVerification(site, user) };
    },
  });

  app.route({
    ...routeOf(createUserOperation, {
      tags: ['cuentas'],
      summary: 'Register a phone, or prove an existing one with the WhatsApp code',
      description:
        '200: the login response (new account, or right authCode). 202: the phone has an account and a code ' +
        "was sent; on a site that verifies new phones, 202 {status:'Verify'} when the phone's account (new, or " +
        'not verified yet) waits for the code, which the same call with authCode checks. 429 ' +
        "{status:'Existing'|'Verify', resendAfterSeconds}: a code was sent too recently. 400 " +
        "{error:'InvalidAuthCode', reason}: reason 'Wrong' (mistyped) or 'Unusable' (expired, used or out of " +
        'tries: ask for a new code).',
      // The contract's answer is either; each status keeps its own schema here.
      response: {
        200: loginResponseSchema,
        202: createUserExistingSchema,
        400: invalidAuthCodeSchema,
        ...errorResponses(403, 409, 503),
        429: createUserTooSoonSchema,
      },
    }),
    handler: async (request, reply) => {
      await app.rateLimiter.enforce(reply, [{ key: `create:ip:${request.ip}`, rule: CREATE_PER_IP }]);
      const site =
        (await findSiteByDomain(db, request.hostName, config.DEFAULT_SITE)) ??
        (request.body.domainName
          ? await findSiteByDomain(db, request.body.domainName, config.DEFAULT_SITE)
          : undefined);
      const outcome = await registerOrVerify(
        { db, now, messenger: app.messenger, log: request.log },
        request.body,
        site ?? null,
      );
      switch (outcome.kind) {
        case 'created':
        case 'verified':
          return reply.status(200).send(await loginResponse(outcome.user));
        case 'codeSent':
          return reply.status(202).send({ status: outcome.status, resendAfterSeconds: outcome.resendAfterSeconds });
        case 'tooSoon':
          throw codeTooSoon(reply, outcome);
      }
    },
  });

  app.route({
    ...routeOf(verifyPhoneOperation, {
      tags: ['cuentas'],
      summary: "Verify the session's own phone with a WhatsApp code (sites that verify new phones)",
      description:
        "Without authCode: 202 {status:'Verify', resendAfterSeconds} when a code was sent, 429 as login/Create " +
        'when one was sent too recently. With authCode: 200 {telefonoVerificado:true}, or 400 ' +
        "{error:'InvalidAuthCode', reason} as login/Create. 200 at once when the phone is already verified.",
      // The contract's answer is either; each status keeps its own schema here.
      response: {
        200: verifyPhoneResponseSchema,
        202: verifyPhoneCodeSentSchema,
        400: invalidAuthCodeSchema,
        ...errorResponses(401, 409, 503),
        429: createUserTooSoonSchema,
      },
    }),
    // Before body validation: an anonymous caller is told to log in, whatever it sent.
    onRequest: app.requireUser,
    handler: async (request, reply) => {
      // Each code is a paid WhatsApp message: the same per-address budget as login/Create.
      await app.rateLimiter.enforce(reply, [{ key: `create:ip:${request.ip}`, rule: CREATE_PER_IP }]);
      const outcome = await verifyOwnPhone(
        { db, now, messenger: app.messenger, log: request.log },
        request.currentUser!,
        request.body?.authCode,
      );
      switch (outcome.kind) {
        case 'verified':
          return reply.status(200).send({ telefonoVerificado: true });
        case 'codeSent':
          return reply.status(202).send({ status: outcome.status, resendAfterSeconds: outcome.resendAfterSeconds });
        case 'tooSoon':
          throw codeTooSoon(reply, outcome);
      }
    },
  });

  app.route({
    ...routeOf(updateUserOperation, {
      tags: ['cuentas'],
      summary: "Update the session user's own name, phone and address",
      response: errorResponses(400, 401, 403, 409),
    }),
    preHandler: app.requireUser,
    handler: async (request) => loginResponse(await updateOwnUser(db, request.currentUser!, request.body, now())),
  });

  app.route({
    ...routeOf(logoutAllOperation, {
      tags: ['cuentas'],
      summary: "Log out everywhere: every token of the session's user stops being accepted",
      status: 204,
      response: authErrors,
    }),
    preHandler: app.requireUser,
    handler: async (request, reply) => {
      await revokeSessions(db, request.currentUser!.id);
      return reply.status(204).send(null);
    },
  });
};
