import { createHash } from 'node:crypto';
import { and, eq, lte, sql } from 'drizzle-orm';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
  preHandlerHookHandler,
  RouteOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_TTL_HOURS,
  IDEMPOTENT_REPLAYED_HEADER,
  isIdempotencyKey,
  MSG_CLAVE_IDEMPOTENCIA_INVALIDA,
  MSG_CLAVE_IDEMPOTENCIA_USADA,
} from '@vidriera/domain/common';
import type { Db } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema.ts';
import { AppError, badRequest, errorResponses } from './errors.ts';
import { createPeriodicJob } from './periodic-job.ts';

/** What identifies a keyed write and what is stored with its answer (a row of idempotency_keys but the answer). */
export interface IdempotencyKeyValues {
  userId: number;
  route: string;
  key: string;
  requestHash: string;
  createdAt: Date;
  expiresAt: Date;
}

type StoredAnswer = typeof idempotencyKeys.$inferSelect;

const HEADER = IDEMPOTENCY_KEY_HEADER.toLowerCase();
const TTL_MS = IDEMPOTENCY_KEY_TTL_HOURS * 60 * 60 * 1000;
/** How often each process deletes the keys past their 24 hours (a DELETE by index; any process may run it). */
const PURGE_INTERVAL_MS = 60 * 60 * 1000;

/** What the OpenAPI document says of the header on every route that honours it. */
const KEY_DOCS =
  `An optional ${IDEMPOTENCY_KEY_HEADER} header (8 to 128 of A-Z a-z 0-9 - _; 400 otherwise) makes the call safe to ` +
  `send again: a try the caller already made with that key within ${IDEMPOTENCY_KEY_TTL_HOURS} h and that ` +
  `succeeded is answered its first answer (status and body, with ${IDEMPOTENT_REPLAYED_HEADER}: true) without ` +
  'writing again, also while that try is still running in another process; the same key with another body is a 422.';

/**
 * A write under an Idempotency-Key, as its route's service sees it (request.idempotency). The service stores the
 * key with its answer in the write's own transaction (`remember`) or statement (`takeRow`), so that the key exists
 * exactly when the write committed: a process that dies before the commit leaves neither, one that dies after it
 * leaves both, and the next try is answered the first answer. When a concurrent try with the same key committed
 * first, the insert of the key fails on its primary key (PostgreSQL makes it wait for that try's transaction), the
 * write is undone with it, and the route answers what that try stored. A service that does neither gets its answer
 * stored after it returns (the route's handler did the write on its own: a window in which a second try may run it
 * again, for writes that are idempotent by themselves, such as handing out an order's current checkout).
 */
export class IdempotentWrite {
  /** The answer's body as stored, once `remember` stored it: the route sends exactly these bytes. */
  body: string | null = null;
  /** Whether the key's row is written with the write (by `remember` or by the statement `takeRow` was given to). */
  stored = false;

  constructor(
    readonly values: IdempotencyKeyValues,
    private readonly reply: FastifyReply,
  ) {}

  /** Inside the write's transaction, after the write: the key and the answer, serialized as the route sends it. */
  async remember(tx: Db, answer: unknown): Promise<void> {
    const body = this.reply.serialize(answer) as string;
    await tx.insert(idempotencyKeys).values({ ...this.values, statusCode: this.reply.statusCode, responseBody: body });
    this.body = body;
    this.stored = true;
  }

  /** The key's values for a write that inserts the row in its own statement, with its 200 answer's body. */
  takeRow(): IdempotencyKeyValues {
    this.stored = true;
    return this.values;
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A customer write that honours an Idempotency-Key header (decision 044): a try already carried out is answered
     * its first answer; its handler passes request.idempotency to the service that writes.
     */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /** The write's key on a route with config.idempotent when the request carries one; null otherwise. */
    idempotency: IdempotentWrite | null;
  }
  interface FastifyInstance {
    idempotency: {
      /** Deletes the keys whose 24 hours are over (hourly in every process; tests call it). Answers how many. */
      purgeExpired(): Promise<number>;
    };
  }
}

/** What the request asks, apart from who and where to: the same key with another one is a 422. */
function hashRequest(request: FastifyRequest): string {
  const asked = JSON.stringify([request.hostName, request.params ?? null, request.body ?? null]);
  return createHash('sha256').update(asked).digest('base64url');
}

function sendJsonBody(reply: FastifyReply, status: number, body: string): FastifyReply {
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/** The first try's answer, exactly, for a try that asks the same; 422 for one that asks something else. */
function replay(reply: FastifyReply, stored: StoredAnswer, requestHash: string): FastifyReply {
  if (stored.requestHash !== requestHash) throw new AppError(422, MSG_CLAVE_IDEMPOTENCIA_USADA);
  reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
  return sendJsonBody(reply, stored.statusCode, stored.responseBody);
}

async function idempotencyPlugin(app: FastifyInstance) {
  const { db, now } = app.deps;
  const byKey = and(
    eq(idempotencyKeys.userId, sql.placeholder('userId')),
    eq(idempotencyKeys.route, sql.placeholder('route')),
    eq(idempotencyKeys.key, sql.placeholder('key')),
  );
  // Every keyed write looks its key up first: prepared once (decision 041).
  const findStatement = db.select().from(idempotencyKeys).where(byKey).limit(1).prepare('idempotency_key_find');
  const find = async ({ userId, route, key }: IdempotencyKeyValues): Promise<StoredAnswer | undefined> => {
    const [row] = await findStatement.execute({ userId, route, key });
    return row;
  };

  app.decorateRequest('idempotency', null);

  /**
   * Before the route's own pre-handlers (the write limit: a repeated try is not a new write): a malformed key is a
   * 400; a key this user already used on this route within 24 hours answers its first answer (or a 422); otherwise
   * the write goes ahead with request.idempotency set. A key past its 24 hours is forgotten here, so it can be used
   * again at once.
   */
  const lookUpKey = (route: string): preHandlerAsyncHookHandler =>
    async function lookUpIdempotencyKey(request, reply) {
      const key = request.headers[HEADER];
      const user = request.currentUser;
      if (key === undefined || !user) return;
      // Node joins a repeated header with ', ', which no valid key contains.
      if (!isIdempotencyKey(key)) throw badRequest(MSG_CLAVE_IDEMPOTENCIA_INVALIDA);
      const createdAt = now();
      const values: IdempotencyKeyValues = {
        userId: user.id,
        route,
        key,
        requestHash: hashRequest(request),
        createdAt,
        expiresAt: new Date(createdAt.getTime() + TTL_MS),
      };
      const stored = await find(values);
      if (stored && stored.expiresAt.getTime() > createdAt.getTime()) return replay(reply, stored, values.requestHash);
      if (stored) {
        await db
          .delete(idempotencyKeys)
          .where(
            and(
              eq(idempotencyKeys.userId, user.id),
              eq(idempotencyKeys.route, route),
              eq(idempotencyKeys.key, key),
              lte(idempotencyKeys.expiresAt, createdAt),
            ),
          );
      }
      request.idempotency = new IdempotentWrite(values, reply);
    };

  /**
   * The route's handler under the key: its answer is stored when the service did not store it with the write, and
   * sent as stored. A failure (the key's insert refused because a concurrent try committed it first, or a check
   * that try's write now fails, such as the places it took) is answered that try's answer when there is one.
   */
  const underKey = (handler: RouteOptions['handler']): RouteOptions['handler'] =>
    async function idempotentHandler(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
      const write = request.idempotency;
      if (!write) return handler.call(this, request, reply);
      try {
        const answer = await handler.call(this, request, reply);
        // A handler that sent its own answer keeps it: nothing of it is stored.
        if (answer === reply || reply.sent) return answer;
        if (!write.stored) await write.remember(db, answer);
        return write.body === null ? answer : sendJsonBody(reply, reply.statusCode, write.body);
      } catch (err) {
        let first: StoredAnswer | undefined;
        try {
          first = await find(write.values);
        } catch {
          // The database is not answering: the write's own error says so.
        }
        if (first) return replay(reply, first, write.values.requestHash);
        throw err;
      }
    };

  app.addHook('onRoute', (route) => {
    if (!route.config?.idempotent) return;
    const name = `${route.method} ${route.url}`;
    const existing = route.preHandler;
    const hooks: preHandlerHookHandler[] = existing ? (Array.isArray(existing) ? existing : [existing]) : [];
    route.preHandler = [lookUpKey(name) as preHandlerHookHandler, ...hooks];
    route.handler = underKey(route.handler);
    const schema = route.schema as { description?: string; response?: Record<number, unknown> } | undefined;
    if (!schema) return;
    schema.description = `${schema.description ?? ''} ${KEY_DOCS}`.trim();
    if (schema.response) schema.response = { ...errorResponses(422), ...schema.response };
  });

  const purge = createPeriodicJob('idempotency keys purge', app.log.child({ module: 'idempotency' }), async () => {
    const purged = await db
      .delete(idempotencyKeys)
      .where(lte(idempotencyKeys.expiresAt, now()))
      .returning({ userId: idempotencyKeys.userId });
    return purged.length;
  });
  app.decorate('idempotency', { purgeExpired: () => purge.runOnce() });
  app.addHook('onReady', async () => purge.start(PURGE_INTERVAL_MS));
  app.addHook('onClose', async () => purge.stop());
}

export default fp(idempotencyPlugin, { name: 'idempotency', dependencies: ['deps', 'auth'] });
