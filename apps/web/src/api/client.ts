import {
  type Operation,
  type PathParamNames,
  type Route,
  withQuery,
  IDEMPOTENCY_KEY_HEADER,
  type ErrorBody,
  parseServerTime,
  SERVER_TIME_HEADER,
} from '@vidriera/domain/common';
import type { z } from 'zod';
import { type TimedResponse, takeEarlyResponse, takesPagePreload } from './early-responses.ts';
import { recordServerTime } from './server-clock.ts';
import { clearSession, getToken, readSession } from './session.ts';
import { es } from '../i18n/es.ts';

/** A failed call: `status` 0 means the server could not be reached. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Partial<ErrorBody> & Record<string, unknown>,
  ) {
    super(typeof body.message === 'string' ? body.message : `HTTP ${status}`);
  }
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** A customer write's key (idempotency-keys.ts): the server carries out each key once. */
  idempotencyKey?: string;
}

/** The device's instants of a call's sending and its answer's arrival (Date.now()); null when not known. */
export interface CallTiming {
  sentAt: number | null;
  receivedAt: number | null;
}

/**
 * What every answer of the API says besides its body, whichever way the app made the call (apiFetch, an upload, a
 * file download): the server's time (SERVER_TIME_HEADER), for this device's estimate of the server's clock
 * (server-clock.ts); and, for a call that carried the session's token, a 401 means the server no longer honours
 * it, so the session ends (spec 01 §4 and §6, spec 02 §6). A 401 to a call without a token (a wrong password on
 * the login form) is only that call's answer, and so is one for a token that has been replaced meanwhile (a new
 * login). Called before the caller reads the data: a login's answer has told the time before its session is stored.
 */
export function noteApiAnswer(
  status: number,
  serverTime: string | null,
  { sentAt, receivedAt }: CallTiming,
  sentToken: string | null,
): void {
  const time = parseServerTime(serverTime);
  if (time !== null && sentAt !== null && receivedAt !== null) recordServerTime(time, sentAt, receivedAt);
  if (status === 401 && sentToken && readSession('token') === sentToken) clearSession();
}

/** Calls the API under /api with the session's bearer token. */
async function apiFetch<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  if (request.idempotencyKey) headers[IDEMPOTENCY_KEY_HEADER] = request.idempotencyKey;
  const url = `/api/${path}`;
  const method = request.method ?? 'GET';
  const body = request.body === undefined ? undefined : JSON.stringify(request.body);
  const call = async (): Promise<TimedResponse> => {
    // The page's preload answers this call when it is the first for the URL: its round trip says nothing.
    const preloaded = takesPagePreload(method, url);
    const sentAt = Date.now();
    const response = await fetch(url, { method, headers, body, signal: request.signal });
    return { response, sentAt: preloaded ? null : sentAt, receivedAt: Date.now() };
  };
  let answer: TimedResponse;
  try {
    // A visitor's call the page made already (early-responses.ts); if it failed, the app's own call is the try.
    const early = token ? undefined : takeEarlyResponse(method, url, body);
    answer = await (early ? early.catch(call) : call());
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, { message: es.common.sinConexion });
  }
  const { response } = answer;
  noteApiAnswer(response.status, response.headers.get(SERVER_TIME_HEADER), answer, token);
  const text = await response.text();
  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = { message: text };
    }
  }
  if (!response.ok) throw new ApiError(response.status, (data ?? {}) as ApiError['body']);
  return data as T;
}

/** What calling an operation takes: its path parameters and body, as its contract names them. */
type CallOptions<Op extends Operation> = { signal?: AbortSignal } & ([PathParamNames<Op['path']>] extends [never]
  ? { params?: undefined }
  : { params: Record<PathParamNames<Op['path']>, string | number> }) &
  (Op['body'] extends z.ZodType ? { body: z.input<Op['body']> } : { body?: undefined }) &
  (Op['query'] extends z.ZodObject ? { query?: z.input<Op['query']> } : { query?: undefined });

/** A call of a customer write: its Idempotency-Key too (idempotency-keys.ts). */
export type WriteCallOptions<Op extends Operation> = CallOptions<Op> & { idempotencyKey?: string };

/**
 * Calls an operation (packages/domain/src/<context>/operations.ts) by its route (method and path), its answer typed by
 * the operation's response schema: `callOperation<typeof getListadoOperation>(getListadoRoute, { params })`, the
 * operation imported as a type only. In development and tests the answer is parsed with the response schema, so an API
 * that drifted from the contract fails loudly; a production build drops the check and its import (the condition is a
 * constant to Vite), so the phone neither downloads zod and the schemas on the first screen nor spends time parsing.
 * The answer is returned as sent, not as parsed: the screens see the same in every mode.
 */
export async function callOperation<Op extends Operation>(
  route: Route<Op['method'], Op['path']>,
  options: WriteCallOptions<Op>,
): Promise<z.output<Op['response']>> {
  const path = withQuery(
    (route.toPath as (params?: Record<string, string | number>) => string)(options.params).slice(1),
    options.query as Parameters<typeof withQuery>[1],
  );
  const data = await apiFetch<z.output<Op['response']>>(path, {
    method: route.method,
    body: options.body,
    signal: options.signal,
    idempotencyKey: options.idempotencyKey,
  });
  if (import.meta.env.DEV || import.meta.env.MODE === 'test') {
    const { findOperation } = await import('./operation-contracts.ts');
    const operation = findOperation(route);
    const result = operation.response.safeParse(data);
    if (!result.success) {
      const issues = result.error.issues.map((issue) => `${issue.path.join('.') || '(answer)'}: ${issue.message}`);
      throw new Error(`${route.method} ${route.path}: the answer does not match its contract (${issues.join('; ')})`);
    }
  }
  return data;
}

/** The site's domain as the API knows it: the host the app was opened on. */
export function currentDomain(): string {
  return window.location.hostname;
}
