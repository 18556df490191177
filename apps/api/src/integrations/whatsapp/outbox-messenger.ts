import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema.ts';
import type { Messenger } from './messenger.ts';

/**
 * The default Messenger when no WhatsApp account is configured: the message goes to the log and to the outbox
 * table, where the demo (and the back office) reads verification codes. Nothing leaves the machine.
 */
export function createOutboxMessenger(deps: { db: Db; now: () => Date; log: FastifyBaseLogger }): Messenger {
  return {
    kind: 'outbox',
    async send(message) {
      await deps.db.insert(outboxMessages).values({
        channel: 'whatsapp',
        telefono: message.telefono,
        body: message.text,
        status: 'logged',
        ref: message.ref ?? null,
        createdAt: deps.now(),
      });
      deps.log.info({ telefono: message.telefono, body: message.text }, 'whatsapp message (outbox)');
    },
  };
}
