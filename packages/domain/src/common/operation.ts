import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The `:name` parameters of a path, as a union of names (never when it has none). */
export type PathParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** What `toPath` takes: one value per path parameter (a path without parameters takes nothing). */
export type PathArgs<Path extends string> = [PathParamNames<Path>] extends [never]
  ? []
  : [params: Record<PathParamNames<Path>, string | number>];

/**
 * Where an operation is served: its method and its path in Fastify's `:name` form (under /api). It carries no
 * schema, so the web app's production code can build its calls without bundling zod (see decision 031).
 */
export interface Route<Method extends HttpMethod = HttpMethod, Path extends string = string> {
  readonly method: Method;
  readonly path: Path;
  /** The path with each parameter URI-encoded, with its leading slash (e.g. `/comercios/getListado/x.com`). */
  toPath(...args: PathArgs<Path>): string;
}

/**
 * One API operation as both sides see it: its route, and the zod schemas of its path parameters, body and
 * successful answer. The API's route and the web's fetcher both read it, so neither writes the path or the
 * answer's type by hand.
 */
export interface Operation<
  Method extends HttpMethod = HttpMethod,
  Path extends string = string,
  Params extends z.ZodObject | undefined = z.ZodObject | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Response extends z.ZodType = z.ZodType,
  Query extends z.ZodObject | undefined = z.ZodObject | undefined,
> extends Route<Method, Path> {
  readonly params: Params;
  readonly body: Body;
  readonly response: Response;
  /** The query string's fields (`?telefono=`), for the few reads that take filters or an SSE token. */
  readonly query: Query;
}

const PARAM = /:([A-Za-z_][A-Za-z0-9_]*)/g;

/* @__NO_SIDE_EFFECTS__ */
export function defineRoute<const Method extends HttpMethod, const Path extends string>(
  method: Method,
  path: Path,
): Route<Method, Path> {
  return {
    method,
    path,
    toPath: (...args) => {
      const values = (args[0] ?? {}) as Record<string, string | number | undefined>;
      return path.replace(PARAM, (_, name: string) => {
        const value = values[name];
        if (value === undefined || value === '') throw new Error(`${path}: missing path parameter "${name}"`);
        return encodeURIComponent(String(value));
      });
    },
  };
}

/**
 * An operation: a route and its schemas. The path's parameters and the params schema's keys must be the same
 * names: a mismatch throws when the module loads, so any test that imports the contract catches it.
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineOperation<
  const Method extends HttpMethod,
  const Path extends string,
  Response extends z.ZodType,
  Params extends z.ZodObject | undefined = undefined,
  Body extends z.ZodType | undefined = undefined,
  Query extends z.ZodObject | undefined = undefined,
>(
  route: Route<Method, Path>,
  schemas: { params?: Params; body?: Body; query?: Query; response: Response },
): Operation<Method, Path, Params, Body, Response, Query> {
  const names = [...route.path.matchAll(PARAM)].map((m) => m[1] as string);
  const keys = schemas.params ? Object.keys(schemas.params.shape) : [];
  if (names.length !== keys.length || names.some((n) => !keys.includes(n))) {
    throw new Error(
      `${route.method} ${route.path}: path parameters [${names}] differ from the params schema [${keys}]`,
    );
  }
  return {
    ...route,
    params: schemas.params as Params,
    body: schemas.body as Body,
    query: schemas.query as Query,
    response: schemas.response,
  };
}

/**
 * A path with its query string: the fields that are set, URI-encoded, in the order given (`undefined`, `null`
 * and empty strings left out, so an unset filter is not sent as `?telefono=`).
 */
export function withQuery(path: string, query?: Record<string, string | number | boolean | null | undefined>): string {
  if (!query) return path;
  const pairs = Object.entries(query).filter(
    (entry): entry is [string, string | number | boolean] =>
      entry[1] !== undefined && entry[1] !== null && entry[1] !== '',
  );
  if (pairs.length === 0) return path;
  return `${path}?${pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`).join('&')}`;
}
