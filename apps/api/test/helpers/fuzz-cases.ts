import {
  BODY_ATTACKS,
  hostileValues,
  MISSING,
  PATH_ATTACKS,
  QUERY_ATTACKS,
  QUERY_STRINGS,
  type Random,
  toJson,
} from './fuzz-inputs.ts';
import { type JsonSchema, type Operation, sampleValue, schemaAt } from './fuzz-openapi.ts';

/** One request of the fuzz test, ready for app.inject. */
export interface FuzzRequest {
  label: string;
  method: string;
  url: string;
  payload?: string | Buffer;
  contentType?: string;
  /**
   * The same hostile value for a parameter or field of the same schema in another operation has this key: once one
   * such request was refused by validation (400 naming fields), the others would be too and are not sent again.
   */
  sameAs?: string;
}

/** A valid-looking request for an operation: the values hostile ones replace one at a time. */
export interface BaseRequest {
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
}

/** How much to send: everything, or (to a caller the route refuses anyway) enough to see its refusal is JSON. */
export type Depth = 'full' | 'refused';

type Path = Array<string | number>;

export function buildBase(op: Operation, known: Record<string, unknown>): BaseRequest {
  const encode = (value: unknown) => encodeURIComponent(String(value));
  return {
    params: Object.fromEntries(op.pathParams.map((p) => [p.name, encode(sampleValue(p.schema, p.name, known))])),
    // Optional query parameters are left to their own cases below (a stray ?token= would replace the session).
    query: Object.fromEntries(
      op.query.filter((p) => p.required).map((p) => [p.name, encode(sampleValue(p.schema, p.name, known))]),
    ),
    body: op.body ? sampleValue(op.body, 'body', known) : undefined,
  };
}

function urlOf(op: Operation, params: Record<string, string>, query: Record<string, string> | string): string {
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => params[name] ?? 'x');
  const search =
    typeof query === 'string'
      ? query
      : Object.entries(query)
          .map(([k, v]) => `${encodeURIComponent(k)}=${v}`)
          .join('&');
  return search ? `${path}?${search}` : path;
}

/** Every property path of a JSON value (into the first item of lists), up to a depth. */
function fieldPaths(value: unknown, path: Path = [], depth = 0): Path[] {
  if (depth > 5 || typeof value !== 'object' || value === null) return [];
  if (Array.isArray(value)) return value.length > 0 ? fieldPaths(value[0], [...path, 0], depth + 1) : [];
  return Object.entries(value).flatMap(([key, child]) => [
    [...path, key],
    ...fieldPaths(child, [...path, key], depth + 1),
  ]);
}

function getAt(value: unknown, path: Path): unknown {
  return path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)?.[key], value);
}

function setAt(value: unknown, path: Path, replacement: unknown): unknown {
  const copy = structuredClone(value);
  const parent = getAt(copy, path.slice(0, -1)) as Record<string | number, unknown>;
  const key = path[path.length - 1]!;
  if (replacement === MISSING) delete parent[key];
  else parent[key] = replacement;
  return copy;
}

const jsonRequest = (label: string, method: string, url: string, body: unknown): FuzzRequest => ({
  label,
  method,
  url,
  payload: toJson(body),
  contentType: 'application/json',
});

/** The requests for one operation and caller, the base first. */
export function buildRequests(op: Operation, base: BaseRequest, random: Random, depth: Depth): FuzzRequest[] {
  const { method } = op;
  const baseUrl = urlOf(op, base.params, base.query);
  const hasBody = method !== 'GET' && method !== 'DELETE';
  const withBase = (label: string, url: string): FuzzRequest =>
    base.body === undefined || !hasBody ? { label, method, url } : jsonRequest(label, method, url, base.body);
  const requests: FuzzRequest[] = [withBase('base', baseUrl)];

  const pathAttacks = depth === 'full' ? PATH_ATTACKS : PATH_ATTACKS.slice(1, 2);
  const sameAs = (target: string, schema: JsonSchema | undefined, label: string) =>
    `${target} ${JSON.stringify(schema ?? null)} ${label}`;
  for (const param of op.pathParams) {
    for (const attack of pathAttacks) {
      const url = urlOf(op, { ...base.params, [param.name]: attack }, base.query);
      const request = withBase(`path ${param.name}=${attack.slice(0, 20)}`, url);
      requests.push({ ...request, sameAs: sameAs(`path ${param.name}`, param.schema, attack) });
    }
  }
  const queryAttacks = depth === 'full' ? QUERY_ATTACKS : [];
  for (const param of op.query) {
    for (const attack of queryAttacks) {
      const url = urlOf(op, base.params, { ...base.query, [param.name]: attack });
      const request = withBase(`query ${param.name}=${attack.slice(0, 20)}`, url);
      requests.push({ ...request, sameAs: sameAs(`query ${param.name}`, param.schema, attack) });
    }
    if (depth === 'refused') continue;
    const name = encodeURIComponent(param.name);
    requests.push(
      withBase(`query ${param.name} twice`, `${baseUrl}${baseUrl.includes('?') ? '&' : '?'}${name}=1&${name}=2`),
    );
    requests.push(
      withBase(`query ${param.name} as object`, `${baseUrl}${baseUrl.includes('?') ? '&' : '?'}${name}[a]=1`),
    );
  }
  const queryStrings = depth === 'full' ? QUERY_STRINGS : QUERY_STRINGS.slice(1, 2);
  for (const query of queryStrings) {
    requests.push(withBase(`query ${query.slice(0, 20)}`, `${baseUrl}${baseUrl.includes('?') ? '&' : '?'}${query}`));
  }

  const bodyAttacks = hasBody ? BODY_ATTACKS : BODY_ATTACKS.slice(0, 1);
  for (const attack of depth === 'full' ? bodyAttacks : bodyAttacks.slice(0, 1)) {
    requests.push({
      label: `body: ${attack.label}`,
      method,
      url: baseUrl,
      payload: attack.payload,
      contentType: attack.contentType,
    });
  }

  if (depth === 'full' && hasBody && base.body !== undefined) {
    if (typeof base.body === 'object' && base.body !== null && !Array.isArray(base.body)) {
      requests.push(jsonRequest('unknown field', method, baseUrl, { ...base.body, campoDesconocido: 'x' }));
    }
    for (const path of fieldPaths(base.body)) {
      const schema = schemaAt(op.body!, path);
      for (const [label, value] of hostileValues(getAt(base.body, path), random)) {
        const request = jsonRequest(`${path.join('.')}: ${label}`, method, baseUrl, setAt(base.body, path, value));
        requests.push({ ...request, sameAs: sameAs(`field ${path.join('.')}`, schema, label) });
      }
    }
  }
  return requests;
}
