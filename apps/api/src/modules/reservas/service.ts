import { and, asc, desc, eq, gt, ne, sql } from 'drizzle-orm';
import {
  canClienteCancelar,
  ESTADO_CANCELADA_CLIENTE,
  MSG_NO_SE_PUEDE_ANULAR,
  MSG_RESERVAS_NO_PERMITIDAS,
  type Reserva,
  ORIGEN_WALK_IN,
} from '@vidriera/domain/reservas';
import { formatInstantInZone } from '@vidriera/domain/common';
import type { Db } from '../../db/client.ts';
import { reservas } from '../../db/schema.ts';
import type { UserRow } from '../../plugins/auth.ts';
import { badRequest, conflict, notFound } from '../../plugins/errors.ts';
import {
  COMERCIO_NOT_FOUND,
  type ComercioRow,
  selectByCarpeta,
  selectById,
  visibleOnSite,
} from '../comercios/public.ts';
import type { SiteRow } from '../sites/public.ts';
import { type EventoDeEntrada, loadEventosDeEntrada, toEntradaLocal } from './entrada-local.ts';
import { publishReservaChanged } from './notify.ts';
import { type ReservaJoined, selectReservasJoined } from './queries.ts';

export const RESERVA_NOT_FOUND = 'No se encontró la reserva';

export interface ReservasDeps {
  db: Db;
  now: () => Date;
  /** Called once a change committed: this process's availability cache is cleared at once (others on NOTIFY). */
  onChanged(): void;
}

/** The business asked for, when the Host's site shows it (404) and it takes reservations (400). */
export async function resolveComercioConReservas(db: Db, site: SiteRow, configRestoId: number): Promise<ComercioRow> {
  const comercio = await selectById(db, site, configRestoId);
  if (!comercio) throw notFound(COMERCIO_NOT_FOUND);
  if (!comercio.permiteReservas) throw badRequest(MSG_RESERVAS_NO_PERMITIDAS);
  return comercio;
}

/**
 * A customer's own reservations: a walk-in is recorded under the staff member who noted it, and is not theirs
 * to see or cancel as a customer.
 */
const isOwnBooking = (user: UserRow) => and(eq(reservas.usuarioId, user.id), ne(reservas.origen, ORIGEN_WALK_IN));

/**
 * A reservation in the spec's shape; times in the merchant's zone with its offset. `evento`: the event date it is
 * the local entry to (see toReservas).
 */
export function toReserva(joined: ReservaJoined, evento: EventoDeEntrada | null = null): Reserva {
  const { reserva, sector, comercio } = joined;
  return {
    id: reserva.id,
    fechaHora: formatInstantInZone(reserva.fechaHora.getTime(), comercio.timeZone),
    fechaHoraAlta: formatInstantInZone(reserva.fechaHoraAlta.getTime(), comercio.timeZone),
    cantidad: reserva.cantidad,
    sectorId: reserva.sectorId,
    sector,
    observacion: reserva.observacion,
    rango: reserva.rango,
    seleccionoHorario: reserva.seleccionoHorario,
    configRestoId: reserva.comercioId,
    configResto: {
      carpeta: comercio.carpeta,
      nombreComercio: comercio.nombreComercio,
      domicilio: comercio.domicilio,
      telefono: comercio.telefono,
    },
    minutosDeTolerancia: reserva.minutosDeTolerancia,
    nombre: reserva.nombre,
    tel: reserva.tel,
    usuarioId: reserva.usuarioId,
    eventoId: reserva.eventoId,
    estado: reserva.estado,
    importe: reserva.importe / 100,
    entradaLocal: evento ? toEntradaLocal(joined, evento) : null,
  };
}

/** Reservations in the spec's shape, each with its local event entry when it was made from an event link. */
export async function toReservas(db: Db, rows: readonly ReservaJoined[]): Promise<Reserva[]> {
  const entradas = await loadEventosDeEntrada(db, rows);
  return rows.map((row) => toReserva(row, entradas.get(row.reserva.id) ?? null));
}

/** One reservation in the spec's shape, with its local event entry. */
export async function toReservaConEntrada(db: Db, row: ReservaJoined): Promise<Reserva> {
  const [reserva] = await toReservas(db, [row]);
  return reserva as Reserva;
}

/** One reservation with its joins, by id (no ownership check). */
export async function selectReserva(db: Db, id: number): Promise<ReservaJoined | undefined> {
  const [row] = await selectReservasJoined(db).where(eq(reservas.id, id)).limit(1);
  return row;
}

/** The business of the carpeta in customer mode, when the site shows it. */
async function resolveCarpeta(db: Db, site: SiteRow, carpeta: string | undefined): Promise<ComercioRow | undefined> {
  if (carpeta === undefined) return undefined;
  const comercio = await selectByCarpeta(db, site, carpeta);
  if (!comercio) throw notFound(COMERCIO_NOT_FOUND);
  return comercio;
}

/**
 * GET reservas/todos[/{carpeta}]: the caller's reservations at businesses the site shows (one business in
 * customer mode), latest date first.
 */
export async function listReservas(db: Db, site: SiteRow, user: UserRow, carpeta?: string): Promise<Reserva[]> {
  const comercio = await resolveCarpeta(db, site, carpeta);
  const rows = await selectReservasJoined(db)
    .where(and(isOwnBooking(user), visibleOnSite(site), comercio ? eq(reservas.comercioId, comercio.id) : undefined))
    .orderBy(desc(reservas.fechaHora), desc(reservas.id));
  return toReservas(db, rows);
}

/**
 * GET reservas/activos[/{carpeta}]: the caller's current reservations (estado below 2) whose time, plus the
 * tolerance, has not passed yet; soonest first.
 */
export async function listReservasActivas(
  db: Db,
  site: SiteRow,
  user: UserRow,
  now: Date,
  carpeta?: string,
): Promise<Reserva[]> {
  const comercio = await resolveCarpeta(db, site, carpeta);
  const rows = await selectReservasJoined(db)
    .where(
      and(
        isOwnBooking(user),
        sql`${reservas.estado} < 2`,
        gt(sql`${reservas.fechaHora} + make_interval(mins => ${reservas.minutosDeTolerancia})`, now),
        visibleOnSite(site),
        comercio ? eq(reservas.comercioId, comercio.id) : undefined,
      ),
    )
    .orderBy(asc(reservas.fechaHora), asc(reservas.id));
  return toReservas(db, rows);
}

/** A reservation of the caller's, at a business the site shows; anyone else's is a 404 (its existence is not told). */
export async function getOwnReserva(db: Db, site: SiteRow, user: UserRow, id: number): Promise<ReservaJoined> {
  const [row] = await selectReservasJoined(db)
    .where(and(eq(reservas.id, id), isOwnBooking(user), visibleOnSite(site)))
    .limit(1);
  if (!row) throw notFound(RESERVA_NOT_FOUND);
  return row;
}

/** DELETE reservas/{id}: the owner cancels a received or confirmed reservation (→ 3); other estados are a 409. */
export async function cancelOwnReserva(deps: ReservasDeps, site: SiteRow, user: UserRow, id: number): Promise<Reserva> {
  const { db } = deps;
  const own = await getOwnReserva(db, site, user, id);
  const updated = await db.transaction(async (txAny) => {
    const tx = txAny as unknown as Db;
    const [row] = await tx
      .update(reservas)
      .set({ estado: ESTADO_CANCELADA_CLIENTE, updatedAt: deps.now() })
      .where(and(eq(reservas.id, id), eq(reservas.usuarioId, user.id), sql`${reservas.estado} in (0, 1)`))
      .returning();
    if (row) await publishReservaChanged(tx, row);
    return row;
  });
  if (!updated) {
    // Read again: a concurrent move may have changed it since.
    const current = (await selectReserva(db, id))?.reserva.estado ?? own.reserva.estado;
    if (!canClienteCancelar(current)) throw conflict(MSG_NO_SE_PUEDE_ANULAR);
    throw notFound(RESERVA_NOT_FOUND);
  }
  deps.onChanged();
  return toReservaConEntrada(db, { ...own, reserva: updated });
}
