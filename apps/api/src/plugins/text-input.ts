import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from './errors.ts';

export const NUL_CHARACTER_MESSAGE = 'El texto enviado contiene un carácter no válido (carácter nulo)';

/** Nodes looked at per request part: far more than any real form, few enough for a hostile body. */
const MAX_NODES = 20_000;

/**
 * Where a NUL character hides in parsed input (a body, query or path parameters), as a dotted path ('' for the
 * value itself), or null when there is none. Neither database stores NUL in text, so it must never reach them.
 */
export function findNulCharacter(value: unknown): string | null {
  const stack: { value: unknown; path: string }[] = [{ value, path: '' }];
  for (let seen = 0; stack.length > 0 && seen < MAX_NODES; seen++) {
    const node = stack.pop()!;
    if (typeof node.value === 'string') {
      if (node.value.includes('\u0000')) return node.path;
    } else if (Array.isArray(node.value)) {
      for (const [index, item] of node.value.entries())
        stack.push({ value: item, path: join(node.path, String(index)) });
    } else if (isPlainObject(node.value)) {
      for (const [key, item] of Object.entries(node.value)) {
        if (key.includes('\u0000')) return join(node.path, key);
        stack.push({ value: item, path: join(node.path, key) });
      }
    }
  }
  return null;
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

/** Parsed data: plain objects (whatever their prototype; Fastify's parameters have their own), not bytes or streams. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  if (ArrayBuffer.isView(value) || value instanceof Date) return false;
  return typeof (value as { pipe?: unknown }).pipe !== 'function';
}

/**
 * One rule for every route: text with a NUL character is refused with 400 before validation, so no route can let it
 * reach an insert (it answered 500 on both databases).
 */
async function textInputPlugin(app: FastifyInstance) {
  app.addHook('preValidation', async (request, reply) => {
    for (const [part, value] of [
      ['params', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ] as const) {
      const path = findNulCharacter(value);
      if (path === null) continue;
      return reply
        .status(400)
        .send(errorBody(400, NUL_CHARACTER_MESSAGE, { errors: { [path || part]: [NUL_CHARACTER_MESSAGE] } }));
    }
  });
}

export default fp(textInputPlugin, { name: 'text-input', dependencies: ['errors'] });
