import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { comercios } from './comercios.ts';
import { sites } from './sites.ts';

/** Accounts: users, the businesses staff run, phone verification codes. */

/** Platform users: customers (identified by a verified phone) and staff (user name and password). */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    userName: text('user_name').notNull(),
    passwordHash: text('password_hash'),
    nombreApellido: text('nombre_apellido').notNull().default(''),
    telefono: text('telefono'),
    domicilio: text('domicilio').notNull().default(''),
    admin: boolean('admin').notNull().default(false),
    anulado: boolean('anulado').notNull().default(false),
    /** Bumped to revoke every token issued before (logout everywhere, anulado). */
    ver: integer('ver').notNull().default(1),
    /** Site the account was created on (null for platform staff). */
    siteId: integer('site_id').references(() => sites.id, { onDelete: 'set null' }),
    /** When a WhatsApp code proved the phone (null: not yet, or the phone changed since); decision 018. */
    telefonoVerificadoAt: timestamp('telefono_verificado_at', { withTimezone: true }),
    /** The customer's last "notify me by WhatsApp" choice at checkout: the next checkout's default (decision 034). */
    avisosWhatsapp: boolean('avisos_whatsapp').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_user_name_idx').on(sql`lower(${t.userName})`),
    uniqueIndex('users_telefono_idx').on(t.telefono),
  ],
);

/** Merchant staff: which businesses a user runs, and as what. */
export const staff = pgTable(
  'staff',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    comercioId: integer('comercio_id')
      .notNull()
      .references(() => comercios.id, { onDelete: 'cascade' }),
    rol: text('rol').$type<'owner' | 'staff'>().notNull().default('staff'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.comercioId] })],
);

/** Phone verification codes, stored hashed. */
export const authCodes = pgTable(
  'auth_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('auth_codes_user_idx').on(t.userId)],
);
