import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { comercios } from './comercios.ts';
import { users } from './cuentas.ts';
import { sites } from './sites.ts';

/**
 * The installation's own machinery: outgoing messages, commands to the apps, rate limits, settings and the audit
 * log.
 */

/** Every message the platform sends (WhatsApp codes, notices): the embedded Messenger's outbox. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    channel: text('channel').notNull().default('whatsapp'),
    telefono: text('telefono').notNull(),
    body: text('body').notNull(),
    status: text('status').notNull().default('logged'),
    error: text('error'),
    /** What sent it, when something needs to find it again ('notificacion:{id}', decision 034). */
    ref: text('ref'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_telefono_idx').on(t.telefono), index('outbox_ref_idx').on(t.ref)],
);

/** Commands queued for a site's apps (by the back office); each device or user receives one once. */
export const siteCommands = pgTable(
  'site_commands',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    command: text('command').notNull(),
    args: jsonb('args').$type<string[]>().notNull().default([]),
    /** Only for this user when set. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('site_commands_site_idx').on(t.siteId, t.expiresAt)],
);

export const siteCommandDeliveries = pgTable(
  'site_command_deliveries',
  {
    commandId: integer('command_id')
      .notNull()
      .references(() => siteCommands.id, { onDelete: 'cascade' }),
    /** 'u:{userId}' or 'd:{deviceId}' */
    recipient: text('recipient').notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.commandId, t.recipient] })],
);

/** Fixed-window counters for rate limits, shared by every API process. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/** Key-value settings of the installation (the generated JWT secret when none is configured, ...). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/**
 * Who changed money or state in the back office, when, and from what to what. Append-only: rows are never
 * updated or deleted by the application.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    /** Null for changes made by the system (scheduled jobs, payment webhooks). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** User name at the time, kept even if the user is later removed. */
    userName: text('user_name').notNull().default(''),
    comercioId: integer('comercio_id').references(() => comercios.id, { onDelete: 'set null' }),
    siteId: integer('site_id').references(() => sites.id, { onDelete: 'set null' }),
    /** Verb-style code, e.g. 'pedido.aceptar', 'plato.update', 'venta.confirmar'. */
    action: text('action').notNull(),
    /** Table-like noun and id of the changed record, e.g. 'pedido' / '42'. */
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('audit_log_comercio_idx').on(t.comercioId, t.id),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
  ],
);
