import type { Operation } from '@vidriera/domain/common';
import type { z } from 'zod';

/** What a route adds to its contract: its OpenAPI words and its error answers. */
interface RouteDocs {
  tags?: string[];
  summary?: string;
  description?: string;
  response?: Record<number, z.ZodType>;
  /** The status the contract's answer goes out with (201 for a creation, 204 for an empty answer); 200 unless set. */
  status?: 200 | 201 | 204;
}

type StatusOf<Docs extends RouteDocs> = Docs extends { status: infer S extends number } ? S : 200;

type SchemaOf<Op extends Operation, Docs extends RouteDocs> = Omit<Docs, 'response' | 'status'> &
  (Op['params'] extends z.ZodObject ? { params: Op['params'] } : unknown) &
  (Op['body'] extends z.ZodType ? { body: Op['body'] } : unknown) &
  (Op['query'] extends z.ZodObject ? { querystring: Op['query'] } : unknown) & {
    // The docs' statuses win, as in the spread below (a route whose contract answer is either of two).
    response: Docs['response'] extends object
      ? Omit<{ [S in StatusOf<Docs>]: Op['response'] }, keyof Docs['response']> & Docs['response']
      : { [S in StatusOf<Docs>]: Op['response'] };
  };

/**
 * The method, url and schemas of a route, from its operation's contract
 * (packages/domain/src/<context>/operations.ts), to spread into
 * `app.route({ ...routeOf(operation, docs), config, handler })`: the path, the parameters, the query, the body and
 * the answer are the ones the web client uses. The contract's path is already Fastify's `:name` form.
 */
export function routeOf<Op extends Operation, const Docs extends RouteDocs>(
  operation: Op,
  docs: Docs,
): { method: Op['method']; url: Op['path']; schema: SchemaOf<Op, Docs> } {
  const { response, status = 200, ...words } = docs;
  const schema = {
    ...words,
    ...(operation.params ? { params: operation.params } : {}),
    ...(operation.body ? { body: operation.body } : {}),
    ...(operation.query ? { querystring: operation.query } : {}),
    response: { [status]: operation.response, ...response },
  };
  return { method: operation.method, url: operation.path, schema: schema as SchemaOf<Op, Docs> };
}
