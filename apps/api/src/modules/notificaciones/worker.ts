import { and, asc, count, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { ESTADO_CONFIRMADA } from '@vidriera/domain/reservas';
import { formatAvisoReservaRecordatorio, isAvisoActivo, isRecordatorioVigente } from '@vidriera/domain/notificaciones';
import type { Db } from '../../db/client.ts';
import { comercios, notificaciones, outboxMessages, reservas } from '../../db/schema.ts';
import type { Messenger } from '../../integrations/whatsapp/messenger.ts';
import { getAvisosComercio } from './avisos.ts';

export interface NotificacionesDeps {
  db: Db;
  now: () => Date;
  messenger: Messenger;
  log: FastifyBaseLogger;
}

/** A notice the provider refused this many times is given up ('fallida'). */
export const MAX_INTENTOS = 5;
/** A claim older than this whose send never got recorded as done is settled by the outbox (decision 034). */
export const LEASE_MS = 5 * 60_000;
const BATCH = 50;

export interface NotificacionesReport {
  enviadas: number;
  fallidas: number;
  descartadas: number;
  /** Claims that outlived their lease: found in the outbox (sent) or left 'incierta' (never sent again). */
  recuperadas: number;
  inciertas: number;
}

type Row = typeof notificaciones.$inferSelect;

const refOf = (id: number) => `notificacion:${id}`;

/** The notices due at `now`: waiting to be sent, and their time to go has come. */
const isDue = (now: Date) => and(eq(notificaciones.estado, 'pendiente'), lte(notificaciones.enviarDesde, now));

/** How many notices are due and not sent yet: the job's backlog (GET /metrics). */
export async function countDueNotificaciones(db: Db, now: Date): Promise<number> {
  const [row] = await db.select({ n: count() }).from(notificaciones).where(isDue(now));
  return row?.n ?? 0;
}

/**
 * Claims the due notices: one statement marks them 'enviando' (with the claim's time and one more attempt) among
 * rows no other process holds (FOR UPDATE SKIP LOCKED), so each notice is claimed by one process once per attempt.
 */
async function claimDue(db: Db, now: Date): Promise<Row[]> {
  const due = db
    .select({ id: notificaciones.id })
    .from(notificaciones)
    .where(isDue(now))
    .orderBy(asc(notificaciones.enviarDesde), asc(notificaciones.id))
    .limit(BATCH)
    .for('update', { skipLocked: true });
  return db
    .update(notificaciones)
    .set({ estado: 'enviando', reclamadaAt: now, intentos: sql`${notificaciones.intentos} + 1` })
    .where(and(inArray(notificaciones.id, due), eq(notificaciones.estado, 'pendiente')))
    .returning();
}

/**
 * Claims whose process stopped between claiming and recording the result (a crash, a deploy): their lease ended.
 * The outbox says whether the message went (both messengers record it with its ref once the provider took it):
 * then it is 'enviada'; otherwise 'incierta', and it is never sent again (at most once: decision 034).
 */
async function settleExpiredClaims(
  db: Db,
  now: Date,
  log: FastifyBaseLogger,
): Promise<{ recuperadas: number; inciertas: number }> {
  const expired = await db
    .select({ id: notificaciones.id })
    .from(notificaciones)
    .where(
      and(eq(notificaciones.estado, 'enviando'), lt(notificaciones.reclamadaAt, new Date(now.getTime() - LEASE_MS))),
    )
    .limit(BATCH)
    .for('update', { skipLocked: true });
  let recuperadas = 0;
  let inciertas = 0;
  for (const { id } of expired) {
    const [sent] = await db
      .select({ createdAt: outboxMessages.createdAt })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.ref, refOf(id)), inArray(outboxMessages.status, ['logged', 'sent'])))
      .limit(1);
    const [settled] = await db
      .update(notificaciones)
      .set(
        sent
          ? { estado: 'enviada', enviadaAt: sent.createdAt }
          : { estado: 'incierta', error: 'El envío se interrumpió y no consta en el registro: no se reintenta' },
      )
      .where(and(eq(notificaciones.id, id), eq(notificaciones.estado, 'enviando')))
      .returning({ id: notificaciones.id });
    if (!settled) continue;
    if (sent) recuperadas++;
    else {
      inciertas++;
      log.warn({ notificacionId: id }, 'notification claim expired with no record of its send: not sent again');
    }
  }
  return { recuperadas, inciertas };
}

/**
 * What is sent for a claimed notice, or null when it is no longer true: its kind turned off since it was queued,
 * or a reminder of a reservation that is no longer confirmed or already started (its text is written now, with
 * the reservation as it is).
 */
async function textoAlEnviar(db: Db, row: Row, now: Date): Promise<string | null> {
  if (!isAvisoActivo(await getAvisosComercio(db, row.comercioId), row.tipo)) return null;
  if (row.tipo !== 'reserva_recordatorio') return row.texto;
  const [current] = await db
    .select({
      estado: reservas.estado,
      fechaHora: reservas.fechaHora,
      cantidad: reservas.cantidad,
      nombreComercio: comercios.nombreComercio,
      domicilio: comercios.domicilio,
      timeZone: comercios.timeZone,
    })
    .from(reservas)
    .innerJoin(comercios, eq(comercios.id, reservas.comercioId))
    .where(eq(reservas.id, row.sujetoId))
    .limit(1);
  if (!current || current.estado !== ESTADO_CONFIRMADA || !isRecordatorioVigente(current.fechaHora, now)) return null;
  return formatAvisoReservaRecordatorio({
    nombreComercio: current.nombreComercio,
    domicilioComercio: current.domicilio ?? '',
    fechaHora: current.fechaHora,
    cantidad: current.cantidad,
    timeZone: current.timeZone,
    now,
  });
}

/**
 * One pass of the notifications job: settle expired claims, then claim the due notices and send each once.
 * After a send the row is marked 'enviada'; a refusal (MessengerError or any failure before the provider took
 * it) puts it back for a later pass, a minute per attempt, until MAX_INTENTOS ('fallida').
 */
export async function sendDueNotificaciones(deps: NotificacionesDeps): Promise<NotificacionesReport> {
  const { db, messenger, log } = deps;
  const report: NotificacionesReport = { enviadas: 0, fallidas: 0, descartadas: 0, recuperadas: 0, inciertas: 0 };
  const settled = await settleExpiredClaims(db, deps.now(), log);
  report.recuperadas = settled.recuperadas;
  report.inciertas = settled.inciertas;
  for (;;) {
    const now = deps.now();
    const claimed = await claimDue(db, now);
    for (const row of claimed) {
      const texto = await textoAlEnviar(db, row, now);
      if (texto === null) {
        await db.update(notificaciones).set({ estado: 'descartada' }).where(eq(notificaciones.id, row.id));
        report.descartadas++;
        continue;
      }
      try {
        await messenger.send({ telefono: row.telefono, text: texto, ref: refOf(row.id) });
      } catch (err) {
        const error = err instanceof Error ? err.message : String(err);
        const rendida = row.intentos >= MAX_INTENTOS;
        log.warn({ err, notificacionId: row.id, intentos: row.intentos }, 'notification not sent');
        await db
          .update(notificaciones)
          .set(
            rendida
              ? { estado: 'fallida', error }
              : { estado: 'pendiente', error, enviarDesde: new Date(now.getTime() + row.intentos * 60_000) },
          )
          .where(eq(notificaciones.id, row.id));
        report.fallidas++;
        continue;
      }
      await db
        .update(notificaciones)
        .set({ estado: 'enviada', enviadaAt: deps.now(), texto, error: null })
        .where(eq(notificaciones.id, row.id));
      report.enviadas++;
    }
    if (claimed.length < BATCH) return report;
  }
}
