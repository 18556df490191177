import { z } from 'zod';
import { emptyAsMissing, limitQueryField } from '../common/schemas.ts';
import { nameField } from '../common/field-labels.ts';
import { normalizePhone, PHONE_INVALID_MESSAGE } from '../common/phone.ts';

// Platform administration (back office of the whole platform, not of one business): the messages the platform
// sent and the commands queued for a site's apps.

export const OUTBOX_DEFAULT_LIMIT = 50;
export const OUTBOX_MAX_LIMIT = 200;

/** An empty query parameter (`?telefono=`) means "not given". */
/** GET admin/outbox: newest first, optionally only one phone's messages (matched in its normalised form). */
export const outboxQuerySchema = z.object({
  telefono: z.preprocess(
    emptyAsMissing,
    z
      .string({ error: 'El teléfono debe ser un texto' })
      .trim()
      .max(40, PHONE_INVALID_MESSAGE)
      .refine((value) => normalizePhone(value).status !== 'invalid', PHONE_INVALID_MESSAGE)
      .transform((value) => normalizePhone(value).normalized)
      .optional(),
  ),
  limit: limitQueryField(OUTBOX_MAX_LIMIT, OUTBOX_DEFAULT_LIMIT),
});
export type OutboxQuery = z.infer<typeof outboxQuerySchema>;

/** One message of the outbox: a WhatsApp code or notice, as logged or as the provider took (or refused) it. */
export const outboxMessageSchema = z.object({
  id: z.number().int(),
  channel: z.string(),
  telefono: z.string(),
  body: z.string(),
  /** 'logged' (embedded messenger), 'sent' or 'failed' (WhatsApp Cloud API). */
  status: z.string(),
  /** The provider's error when it refused the message. */
  error: z.string().nullable(),
  /** ISO 8601 instant. */
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
export const outboxListSchema = z.array(outboxMessageSchema);

/** GET admin/sites: what the back office needs to address a site. */
export const adminSiteSchema = z.object({
  id: z.number().int(),
  dominioUrl: z.string(),
  nombre: z.string(),
  esPortal: z.boolean(),
  /** Apps with an older build get FORCE_UPDATE; 0 means no minimum. */
  minBuild: z.number().int(),
});
export type AdminSite = z.infer<typeof adminSiteSchema>;
export const adminSiteListSchema = z.array(adminSiteSchema);

/** The commands the back office may send to a site's apps (REFRESHTOKEN is the server's own business). */
export const ADMIN_SITE_COMMANDS = [
  'MSJ',
  'REFRESH',
  'FORCE_UPDATE',
  'LOGOUT',
  'CUSTOM',
  'EVENTESTADISTICA',
  'CONSOLE',
] as const;

/** A queued command reaches apps that ask for the site state within this time (a day unless told otherwise). */
export const SITE_COMMAND_DEFAULT_EXPIRY_MINUTES = 60 * 24;
export const SITE_COMMAND_MAX_EXPIRY_MINUTES = 60 * 24 * 30;
const MAX_ARGS = 10;
const MAX_ARG_LENGTH = 1_000;
/** minBuild is a PostgreSQL integer. */
const MAX_BUILD = 2_147_483_647;

/** Whether a FORCE_UPDATE argument is a build number: digits only, within a database integer. */
export function isBuildNumber(value: string | undefined): boolean {
  return value !== undefined && /^\d{1,10}$/.test(value.trim()) && Number(value) <= MAX_BUILD;
}

const positiveId = (what: string) =>
  z.coerce
    .number({ error: `${nameField(what)} debe ser un número` })
    .int(`${nameField(what)} debe ser un número entero`)
    .positive(`${nameField(what)} debe ser positivo`)
    .max(MAX_BUILD, `${nameField(what)} es demasiado grande`);

/**
 * POST admin/sites/{siteId}/commands. FORCE_UPDATE is not queued: it sets the site's minimum build (args[0]) and
 * every older app gets FORCE_UPDATE from then on; the other commands are queued for the site's apps (or one user's).
 */
export const siteCommandRequestSchema = z
  .object({
    command: z.enum(ADMIN_SITE_COMMANDS, {
      error: `El comando debe ser uno de: ${ADMIN_SITE_COMMANDS.join(', ')}`,
    }),
    args: z
      .array(
        z
          .string({ error: 'Cada argumento debe ser un texto' })
          .max(MAX_ARG_LENGTH, `Cada argumento puede tener hasta ${MAX_ARG_LENGTH} caracteres`),
        { error: 'Los argumentos deben ser una lista de textos' },
      )
      .max(MAX_ARGS, `Se admiten hasta ${MAX_ARGS} argumentos`)
      .default([]),
    /** Only this user's apps receive it (when logged in). */
    userId: positiveId('userId').nullish(),
    expiresInMinutes: z.coerce
      .number({ error: 'La duración en minutos debe ser un número' })
      .int('La duración en minutos debe ser un número entero')
      .min(1, 'La duración en minutos debe ser al menos 1')
      .max(
        SITE_COMMAND_MAX_EXPIRY_MINUTES,
        `La duración en minutos puede ser como máximo ${SITE_COMMAND_MAX_EXPIRY_MINUTES} (30 días)`,
      )
      .default(SITE_COMMAND_DEFAULT_EXPIRY_MINUTES),
  })
  .superRefine((value, ctx) => {
    if (value.command === 'FORCE_UPDATE') {
      if (!isBuildNumber(value.args[0])) {
        ctx.addIssue({
          code: 'custom',
          path: ['args', 0],
          message: 'FORCE_UPDATE necesita el número de build mínimo en args[0] (por ejemplo "42")',
        });
      }
      if (value.userId) {
        ctx.addIssue({
          code: 'custom',
          path: ['userId'],
          message: 'FORCE_UPDATE vale para todo el sitio: no lleva userId',
        });
      }
    }
    if (value.command === 'MSJ' && !value.args[0]?.trim()) {
      ctx.addIssue({ code: 'custom', path: ['args', 0], message: 'MSJ necesita el texto del mensaje en args[0]' });
    }
  });
export type SiteCommandRequest = z.infer<typeof siteCommandRequestSchema>;

/** 201: the command as queued. */
export const queuedSiteCommandSchema = z.object({
  id: z.number().int(),
  siteId: z.number().int(),
  command: z.string(),
  args: z.array(z.string()),
  userId: z.number().int().nullable(),
  /** ISO 8601 instants. */
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type QueuedSiteCommand = z.infer<typeof queuedSiteCommandSchema>;

/** 200 for FORCE_UPDATE: the site's new minimum build. */
export const siteMinBuildSchema = z.object({
  siteId: z.number().int(),
  command: z.literal('FORCE_UPDATE'),
  minBuild: z.number().int(),
});
export type SiteMinBuild = z.infer<typeof siteMinBuildSchema>;

export const siteIdParamsSchema = z.object({ siteId: positiveId('El identificador del sitio') });
