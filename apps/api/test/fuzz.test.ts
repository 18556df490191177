import { writeFileSync } from 'node:fs';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FuzzRequest, buildBase, buildRequests } from './helpers/fuzz-cases.ts';
import { createRandom, PATH_ATTACKS } from './helpers/fuzz-inputs.ts';
import { listOperations, type Operation } from './helpers/fuzz-openapi.ts';
import { findKnownValues } from './helpers/fuzz-known.ts';
import { bearer, login, registerCustomer } from './helpers/sessions.ts';
import { createTestApp } from './helpers/test-app.ts';

// Issue #13, "an API that no input can break": every operation of the app's own OpenAPI document (and every /api
// route the document leaves out) gets hostile inputs, as an anonymous caller, a customer, a merchant and the
// platform admin. Any 5xx fails, and so does an error that is not the JSON {status, error, message} in Spanish.
// Nothing is skipped: webhooks, uploads and event streams get the same junk (an event stream that opens is closed
// at once; its refusals must be JSON like any other). The generator is seeded: every run sends the same requests.

const SEED = 13;
const TANDIL = 'tandil.localhost';

let t: Awaited<ReturnType<typeof createTestApp>>;
const routes: RouteOptions[] = [];

beforeAll(async () => {
  t = await createTestApp({
    // The production shape: the web app's catch-all routes sit beside the API's.
    serveWeb: true,
    // Junk logins and registrations must not lock the fuzz test's own sessions out.
    env: { REGISTRATIONS_PER_IP: '1000000', LOGIN_FAILURES_PER_IP: '1000000', CUSTOMER_WRITES_PER_USER: '1000000' },
    onRoute: (route) => routes.push(route),
  });
});
afterAll(() => t.close());

interface Caller {
  name: string;
  headers: Record<string, string>;
  /** Logs in again (a fuzzed logout, password or staff change may have ended the session). */
  renew?: () => Promise<void>;
}

async function createCallers(): Promise<Caller[]> {
  let phones = 0;
  const customer: Caller = { name: 'cliente', headers: {} };
  customer.renew = async () => {
    phones += 1;
    customer.headers = bearer((await registerCustomer(t.app, `24949${String(phones).padStart(5, '0')}`)).token);
  };
  const merchant: Caller = { name: 'comercio', headers: {} };
  merchant.renew = async () => {
    merchant.headers = bearer((await login(t.app, 'lafarola', 'lafarola1234')).token);
  };
  const admin: Caller = { name: 'admin', headers: {} };
  admin.renew = async () => {
    admin.headers = bearer((await login(t.app, 'admin', 'admin1234')).token);
  };
  for (const caller of [customer, merchant, admin]) await caller.renew?.();
  return [{ name: 'anónimo', headers: {} }, customer, merchant, admin];
}

async function renewLostSessions(callers: Caller[]) {
  for (const caller of callers) {
    if (!caller.renew) continue;
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/login/GetActivo',
      headers: { host: TANDIL, ...caller.headers },
    });
    if (res.statusCode === 401) await caller.renew();
  }
}

interface Answer {
  status: number;
  contentType: string;
  body: string;
}

/** Sends a request; an event stream (`stream`) that opens is closed at once, or it would never end. */
async function send(request: FuzzRequest, caller: Caller, stream: boolean): Promise<Answer> {
  const res = await t.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: {
      host: TANDIL,
      ...caller.headers,
      ...(request.contentType ? { 'content-type': request.contentType } : {}),
    },
    payload: request.payload,
    // Junk must not count against the sessions' own address (login throttling is per user and address).
    remoteAddress: '10.13.13.13',
    payloadAsStream: stream,
  });
  const contentType = String(res.headers['content-type'] ?? '');
  if (!stream) return { status: res.statusCode, contentType, body: res.body };
  const body = res.stream();
  if (contentType.startsWith('text/event-stream')) {
    body.destroy();
    return { status: res.statusCode, contentType, body: '' };
  }
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk));
  return { status: res.statusCode, contentType, body: Buffer.concat(chunks).toString('utf8') };
}

/** English words that mark a message nobody translated. */
const ENGLISH =
  /\b(the|must|should|invalid|expected|required|route|not found|unsupported|unexpected|too (large|long|many))\b/i;
/** A raw field name (camelCase or snake_case) in a message meant for a person. */
const RAW_FIELD = /\b([a-z]+[A-Z][A-Za-z]*|[A-Za-z]*[a-z][A-Za-z]*_[A-Za-z_]+)\b/;
/** Zod's own Spanish messages, which name no field. */
const UNLABELED =
  /^(Entrada inválida|Opción inválida|Demasiado (grande|pequeño)|Cadena inválida|Inválido |Número inválido|Llaves? desconocidas?|Llave inválida|Valor inválido)/;

/** What is wrong with an answer, or null. */
function problemOf(answer: Answer): string | null {
  if (answer.status >= 500) return '5xx';
  if (answer.status < 400) return null;
  if (!answer.contentType.startsWith('application/json')) return 'error not JSON';
  let body: { status?: unknown; error?: unknown; message?: unknown };
  try {
    body = JSON.parse(answer.body);
  } catch {
    return 'error body does not parse';
  }
  // The spec's one exception: login/Create and login/VerifyPhone's 429 carry status 'Existing' or 'Verify'.
  const isSpecStatus = answer.status === 429 && (body.status === 'Existing' || body.status === 'Verify');
  if (
    (body.status !== answer.status && !isSpecStatus) ||
    typeof body.error !== 'string' ||
    typeof body.message !== 'string'
  ) {
    return 'error body is not {status, error, message}';
  }
  if (!body.message.trim() || ENGLISH.test(body.message)) return 'message not in Spanish';
  // Validation messages name fields in words (a 404 may show the path it did not find).
  if (answer.status === 400 && RAW_FIELD.test(body.message)) return 'message names a raw field';
  if (answer.status === 400 && UNLABELED.test(body.message)) return 'message names no field';
  return null;
}

/** OpenAPI path of a Fastify route URL (':id' is '{id}', a trailing '*' is '{wildcard}'). */
const toOpenApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{wildcard}');

/** The event-stream routes (they opt in to ?token=), as 'METHOD path'. */
function eventStreamOperations(): Set<string> {
  const found = new Set<string>();
  for (const route of routes) {
    if (!route.config?.sseToken) continue;
    for (const method of [route.method].flat()) found.add(`${method} ${toOpenApiPath(route.url)}`);
  }
  return found;
}

/** The /api routes the OpenAPI document leaves out (Swagger UI's own), as operations with their parameters. */
function undocumentedOperations(documented: Operation[]): Operation[] {
  const known = new Set(documented.map((op) => `${op.method} ${op.path}`));
  const found = new Map<string, Operation>();
  for (const route of routes) {
    if (!route.url.startsWith('/api')) continue;
    const path = toOpenApiPath(route.url);
    const names = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
    // HEAD answers have no body to judge; each is the twin of a GET fuzzed here.
    for (const method of [route.method].flat().filter((m) => m !== 'HEAD')) {
      if (known.has(`${method} ${path}`)) continue;
      const pathParams = names.map((name) => ({
        name,
        in: 'path' as const,
        required: true,
        schema: { type: 'string' },
      }));
      found.set(`${method} ${path}`, { method, path, pathParams, query: [] });
    }
  }
  return [...found.values()];
}

/** Paths no route serves, with every method. */
const UNKNOWN_PATHS = [
  '/api',
  '/api/',
  '/api/nope',
  '/API/nope',
  '/api/nope/a/b/c',
  // Under a segment: inject resolves a bare /api/%2e%2e to / (a browser does too), which is not the API's.
  ...PATH_ATTACKS.map((p) => `/api/nope/${p}`),
];

describe('fuzz: every operation, hostile inputs, four callers', () => {
  it('never answers 5xx, and every error is JSON {status, error, message} in Spanish', async () => {
    const started = Date.now();
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const documented = listOperations(doc);
    const undocumented = undocumentedOperations(documented);
    const known = await findKnownValues(t.db);
    const callers = await createCallers();
    const random = createRandom(SEED);
    const problems: string[] = [];
    let requests = 0;
    let fiveHundreds = 0;

    const streams = eventStreamOperations();
    let stream = false;
    // A hostile value for a parameter or field of the same schema as one validation already refused (400 naming
    // fields) in another operation is refused the same way: not sent again (see FuzzRequest.sameAs). This halves the
    // requests; values that get past validation are still sent to every operation.
    const refusedByValidation = new Set<string>();
    let skipped = 0;
    const check = async (request: FuzzRequest, caller: Caller) => {
      if (request.sameAs && refusedByValidation.has(request.sameAs)) {
        skipped += 1;
        return;
      }
      const answer = await send(request, caller, stream);
      requests += 1;
      if (answer.status >= 500) fiveHundreds += 1;
      if (request.sameAs && answer.status === 400 && answer.body.includes('"errors":{')) {
        refusedByValidation.add(request.sameAs);
      }
      const problem = problemOf(answer);
      if (problem) {
        problems.push(
          `${problem}: ${caller.name} ${request.method} ${request.url.slice(0, 120)} [${request.label}] → ` +
            `${answer.status} ${answer.contentType} ${answer.body.slice(0, 160)}`,
        );
      }
      return answer;
    };

    for (const op of [...documented, ...undocumented]) {
      const base = buildBase(op, known);
      stream = streams.has(`${op.method} ${op.path}`);
      const [probe, ...few] = buildRequests(op, base, random, 'refused');
      const served: Caller[] = [];
      for (const caller of callers) {
        const answer = await check(probe!, caller);
        // A caller the route refuses (401/403) gets only enough junk to show the refusal itself is JSON.
        if (answer?.status === 401 || answer?.status === 403) for (const request of few) await check(request, caller);
        else served.push(caller);
      }
      // The callers the route serves take the full set in turn, so each hostile input is sent once; a route that
      // refuses even the valid-looking request to all of them still gets it all, from the admin.
      const takers = served.length > 0 ? served : callers.slice(-1);
      const full = buildRequests(op, base, random, 'full').slice(1);
      for (const [index, request] of full.entries()) await check(request, takers[index % takers.length]!);
      await renewLostSessions(callers);
    }
    stream = false;
    for (const path of UNKNOWN_PATHS) {
      for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
        await check({ label: 'unknown path', method, url: path }, callers[0]!);
      }
    }

    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `fuzz: ${documented.length} operations + ${undocumented.length} undocumented routes, ${requests} requests ` +
        `(${skipped} repeats of a validation refusal not sent), ` +
        `${fiveHundreds} 5xx, ${problems.length} problems, ${seconds} s`,
    );
    // FUZZ_REPORT=<file> writes every problem found, one a line.
    if (process.env.FUZZ_REPORT) writeFileSync(process.env.FUZZ_REPORT, problems.join('\n'));
    expect(problems.slice(0, 40), `${problems.length} problems`).toEqual([]);
  }, 600_000);
});
