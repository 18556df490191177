import { z } from 'zod';
import { nameField } from '../common/field-labels.ts';
import { MAX_ID, emptyAsMissing, limitQueryField } from '../common/schemas.ts';

// The audit trail of the back office: who changed money or state, when, and from what to what. Newest first,
// paged by id (keyset): ask again with antesDe = the `siguiente` of the previous page.

export const AUDITORIA_DEFAULT_LIMIT = 50;
export const AUDITORIA_MAX_LIMIT = 200;

const optionalId = (what: string) =>
  z.preprocess(
    emptyAsMissing,
    z.coerce
      .number({ error: `${nameField(what)} debe ser un número` })
      .int(`${nameField(what)} debe ser un número entero`)
      .positive(`${nameField(what)} debe ser positivo`)
      .max(MAX_ID, `${nameField(what)} es demasiado grande`)
      .optional(),
  );

const optionalText = (what: string, max: number) =>
  z.preprocess(
    emptyAsMissing,
    z
      .string({ error: `${nameField(what)} debe ser un texto` })
      .trim()
      .max(max, `${nameField(what)} puede tener hasta ${max} caracteres`)
      .optional(),
  );

/** Filters a business's owner may use (GET merchant/auditoria/{configRestoId}). */
export const auditoriaComercioQuerySchema = z.object({
  entity: optionalText('entity', 60),
  entityId: optionalText('entityId', 60),
  action: optionalText('action', 80),
  userName: optionalText('userName', 100),
  antesDe: optionalId('antesDe'),
  limit: limitQueryField(AUDITORIA_MAX_LIMIT, AUDITORIA_DEFAULT_LIMIT),
});

/** The platform's filters (GET admin/auditoria): also by business or site. */
export const auditoriaQuerySchema = auditoriaComercioQuerySchema.extend({
  comercioId: optionalId('comercioId'),
  siteId: optionalId('siteId'),
});

export const auditEntrySchema = z.object({
  id: z.number().int(),
  /** ISO 8601 instant. */
  createdAt: z.string(),
  /** Null for the system (scheduled jobs, payment webhooks). */
  userId: z.number().int().nullable(),
  userName: z.string(),
  comercioId: z.number().int().nullable(),
  siteId: z.number().int().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  items: z.array(auditEntrySchema),
  /** antesDe for the next (older) page; null on the last page. */
  siguiente: z.number().int().nullable(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
