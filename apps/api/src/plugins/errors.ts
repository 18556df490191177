import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { type ErrorBody, errorBodySchema, formatServerTime, SERVER_TIME_HEADER } from '@vidriera/domain/common';
import { isDatabaseUnavailable } from '../db/unavailable.ts';

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** An error a service throws on purpose: its status and Spanish message reach the client as they are. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: { error?: string; exceptionCode?: number; body?: Record<string, unknown> } = {},
  ) {
    super(message);
  }
}

/**
 * The answer while the database is away (stopped, restarting, failing over): the client may try again (a write's
 * transaction was rolled back); connecting times out in seconds (db/client.ts), so the request does not hang.
 */
export const DATABASE_UNAVAILABLE_MESSAGE =
  'El servicio no está disponible en este momento. Intentá de nuevo en unos minutos.';
const DATABASE_UNAVAILABLE_RETRY_SECONDS = 5;

export const notFound = (message: string) => new AppError(404, message);
export const badRequest = (message: string) => new AppError(400, message);
export const conflict = (message: string) => new AppError(409, message);

/**
 * A route's error statuses for its OpenAPI `response` map (and the reply types): every one answers the body
 * `errorBody` builds, `{ status, error, message }`.
 */
export function errorResponses<const S extends readonly number[]>(...statuses: S) {
  return Object.fromEntries(statuses.map((status) => [status, errorBodySchema])) as Record<
    S[number],
    typeof errorBodySchema
  >;
}

export function errorBody(status: number, message: string, extra: Partial<ErrorBody> = {}): ErrorBody {
  return { status, error: REASONS[status] ?? 'Error', message, ...extra };
}

/** Fastify's own client errors (bad JSON, wrong content type, body too large) in Spanish. */
function messageForFastifyError(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'El tipo de contenido no es válido: enviá JSON';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'El contenido enviado es demasiado grande';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'El cuerpo JSON está vacío';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'El cuerpo enviado no es JSON válido';
    case 'FST_ERR_BAD_URL':
      return 'La dirección solicitada no es válida';
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return 'La dirección solicitada es demasiado larga';
    default:
      return error.statusCode === 404 ? 'No encontrado' : 'La solicitud no es válida';
  }
}

/**
 * Errors the router raises before any route runs (a malformed %-escape, a path segment over maxParamLength): they
 * skip the error handler, so without this they would answer Fastify's English body. They skip the app's hooks
 * too: the server's time every API answer carries (plugins/server-time.ts) is given here.
 */
export function handleFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  if (isApiUrl(request.url)) reply.header(SERVER_TIME_HEADER, formatServerTime(request.server.deps.now()));
  const status = error.statusCode ?? 500;
  if (status >= 500) request.log.error({ err: error }, 'router error');
  const message =
    status >= 500 ? 'Ocurrió un error inesperado. Intentá de nuevo en unos minutos.' : messageForFastifyError(error);
  reply.status(status).send(errorBody(status, message));
}

/** Whether a URL is under /api, whose every answer is JSON (the router matches paths case-insensitively). */
export const isApiUrl = (url: string) => /^\/api(\/|\?|$)/i.test(url);

/**
 * The 404 of a URL under /api that no route serves: the API scope's not-found handler, and the web app's catch-all
 * (which gets /api paths first when it is served) both answer with it.
 */
export function replyApiNotFound(request: FastifyRequest, reply: FastifyReply): void {
  const path = request.url.split('?')[0] ?? '';
  const shown = path.length > 100 ? `${path.slice(0, 100)}…` : path;
  reply.status(404).send(errorBody(404, `No existe ${request.method} ${shown}`));
}

async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const body = { ...errorBody(error.statusCode, error.message), ...error.extra.body };
      if (error.extra.error) body.error = error.extra.error;
      if (error.extra.exceptionCode !== undefined) body.exceptionCode = error.extra.exceptionCode;
      return reply.status(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field =
          (issue.instancePath || '').replace(/^\//, '').replaceAll('/', '.') || String(error.validationContext ?? '');
        errors[field] = [...(errors[field] ?? []), issue.message ?? 'Valor no válido'];
      }
      const first = error.validation[0]?.message ?? 'Los datos enviados no son válidos';
      return reply.status(400).send(errorBody(400, first, { errors }));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return reply.status(500).send(errorBody(500, 'Ocurrió un error inesperado. Intentá de nuevo en unos minutos.'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send(errorBody(status, messageForFastifyError(error)));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', String(DATABASE_UNAVAILABLE_RETRY_SECONDS));
      return reply.status(503).send(errorBody(503, DATABASE_UNAVAILABLE_MESSAGE));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorBody(500, 'Ocurrió un error inesperado. Intentá de nuevo en unos minutos.'));
  });
}

export default fp(errorsPlugin, { name: 'errors' });
