import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from './errors.ts';

export const NUL_CHARACTER_MESSAGE = 'El texto enviado contiene un carácter no válido (carácter nulo)';
export const MALFORMED_TEXT_MESSAGE = 'El texto enviado contiene un carácter no válido (Unicode mal formado)';

/** Nodes looked at per request part: far more than any real form, few enough for a hostile body. */
const MAX_NODES = 20_000;

/** Half of a UTF-16 surrogate pair without its other half: no UTF-8 text (so neither database) can hold it. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Why a text cannot be stored, or null when it can. */
function describeBadText(text: string): string | null {
  if (text.includes('\u0000')) return NUL_CHARACTER_MESSAGE;
  return LONE_SURROGATE.test(text) ? MALFORMED_TEXT_MESSAGE : null;
}

export interface BadText {
  /** Where, as a dotted path ('' for the value itself). */
  path: string;
  message: string;
}

/**
 * The first text in parsed input (a body, query or path parameters) that neither database can store: one with a
 * NUL character or a lone surrogate (JSON's \ud800 escape makes one), in a value or a key; null when there is none.
 */
export function findBadText(value: unknown): BadText | null {
  const stack: { value: unknown; path: string }[] = [{ value, path: '' }];
  for (let seen = 0; stack.length > 0 && seen < MAX_NODES; seen++) {
    const node = stack.pop()!;
    if (typeof node.value === 'string') {
      const message = describeBadText(node.value);
      if (message) return { path: node.path, message };
    } else if (Array.isArray(node.value)) {
      for (const [index, item] of node.value.entries())
        stack.push({ value: item, path: join(node.path, String(index)) });
    } else if (isPlainObject(node.value)) {
      for (const [key, item] of Object.entries(node.value)) {
        const message = describeBadText(key);
        if (message) return { path: join(node.path, key), message };
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
 * One rule for every route: text with a NUL character or a lone surrogate is refused with 400 before validation, so
 * no route can let it reach an insert (both answered 500 from the database).
 */
async function textInputPlugin(app: FastifyInstance) {
  app.addHook('preValidation', (request, reply, done) => {
    for (const [part, value] of [
      ['params', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ] as const) {
      const bad = findBadText(value);
      if (bad === null) continue;
      reply.status(400).send(errorBody(400, bad.message, { errors: { [bad.path || part]: [bad.message] } }));
      return;
    }
    done();
  });
}

export default fp(textInputPlugin, { name: 'text-input', dependencies: ['errors'] });
