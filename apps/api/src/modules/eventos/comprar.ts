import { randomBytes } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { findLugaresImpagosError, getPagoVenceAt } from '@vidriera/domain/pagos';
import {
  type ComprarRequest,
  type ComprarResponse,
  ESTADO_VENTA_NUEVA,
  ESTADO_VENTA_PENDIENTE_PAGO,
  formatTicketCodigo,
  getEstadoVentaInicial,
  isEventoConTickets,
  TICKET_CODIGO_LENGTH,
  findCompraError,
  formatQuedanEntradas,
  isFormaPagoPermitidaParaVariante,
  MSG_EVENTO_NO_ENCONTRADO,
  MSG_EVENTO_SIN_TICKETS,
  MSG_EVENTOS_NO_PERMITIDOS,
  MSG_FECHA_NO_DISPONIBLE,
  MSG_SELECCIONE_VARIANTE,
  MSG_SIN_ENTRADAS,
  MSG_USUARIO_NO_IDENTIFICADO,
  MSG_VARIANTE_NO_ENCONTRADA,
  MSG_VARIANTE_SOLO_ONLINE,
} from '@vidriera/domain/eventos';
import { formatInstantInZone } from '@vidriera/domain/common';
import { toPesos } from '@vidriera/domain/pedidos';
import type { Db } from '../../db/client.ts';
import { comercios, eventoFechas, eventos, eventoVariantes, tickets, users, ventasTickets } from '../../db/schema.ts';
import type { UserRow } from '../../plugins/auth.ts';
import { AppError, badRequest, conflict, notFound } from '../../plugins/errors.ts';
import type { IdempotentWrite } from '../../plugins/idempotency.ts';
import { visibleOnSite } from '../comercios/public.ts';
import { isPublicEvento } from './queries.ts';
import type { SiteRow } from '../sites/public.ts';
import { publishVentaChanged } from './notify.ts';

export interface ComprarDeps {
  db: Db;
  now: () => Date;
}

/** A buyer the merchant can reach: a name and a phone on the account (mi-cuenta/ticket completes them). */
function assertIdentified(user: UserRow): void {
  if (!user.nombreApellido.trim() || !user.telefono) {
    throw new AppError(403, MSG_USUARIO_NO_IDENTIFICADO, { error: 'UsuarioNoIdentificado' });
  }
}

/** The event, its business (when the site shows it) and the date asked for, as they are now. */
async function loadCompra(db: Db, site: SiteRow, body: ComprarRequest) {
  const [found] = await db
    .select({ evento: eventos, comercio: comercios })
    .from(eventos)
    .innerJoin(comercios, eq(comercios.id, eventos.comercioId))
    .where(and(eq(eventos.id, body.eventoId), isPublicEvento, visibleOnSite(site)))
    .limit(1);
  if (!found) throw notFound(MSG_EVENTO_NO_ENCONTRADO);
  const [fecha] = await db
    .select()
    .from(eventoFechas)
    .where(and(eq(eventoFechas.id, body.eventoFechaId), eq(eventoFechas.eventoId, body.eventoId)))
    .limit(1);
  const variantes = await db
    .select()
    .from(eventoVariantes)
    .where(eq(eventoVariantes.eventoId, body.eventoId))
    .orderBy(asc(eventoVariantes.orden), asc(eventoVariantes.id));
  return { ...found, fecha, variantes };
}

/** Random, unguessable ticket codes (60 bits each); the unique index refuses the astronomically rare repeat. */
function newTicketCodigo(): string {
  return formatTicketCodigo(randomBytes(TICKET_CODIGO_LENGTH));
}

/**
 * One customer holds at most the business's maxLugaresImpagos unpaid places at once (decision 022): the
 * customer's row is locked first, so two purchases of the same customer count one after the other.
 */
async function assertLugaresImpagos(
  tx: Db,
  userId: number,
  comercio: { id: number; maxLugaresImpagos: number },
  cantidad: number,
) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const [row] = await tx
    .select({ lugares: sql<number>`coalesce(sum(${ventasTickets.cantidad}), 0)::int` })
    .from(ventasTickets)
    .where(
      and(
        eq(ventasTickets.usuarioId, userId),
        eq(ventasTickets.comercioId, comercio.id),
        eq(ventasTickets.estado, ESTADO_VENTA_PENDIENTE_PAGO),
      ),
    );
  const error = findLugaresImpagosError(row?.lugares ?? 0, cantidad, comercio.maxLugaresImpagos);
  if (error) throw conflict(error);
}

/**
 * POST eventos/comprar. The same checks as the form (findCompraError, in the spec's order), then the server's
 * own: the date still ahead, the variant of this event, soloOnline variants paid online. Prices come from the
 * event or variant as stored (a precioUnitario sent is ignored). The sale is written in one transaction that
 * holds the date row FOR UPDATE and counts its places: however many buyers race for the last places, the date
 * is never oversold (the loser gets 409 'No hay entradas disponibles'). Transfer starts in estado 0, online in 5.
 * The Idempotency-Key of the request, if any, and the answer are stored in the same transaction (decision 044).
 */
export async function comprar(
  deps: ComprarDeps,
  site: SiteRow,
  user: UserRow,
  body: ComprarRequest,
  write: IdempotentWrite | null = null,
): Promise<ComprarResponse> {
  assertIdentified(user);
  const now = deps.now();
  const { evento, comercio, fecha, variantes } = await loadCompra(deps.db, site, body);
  if (!comercio.permiteEventos) throw badRequest(MSG_EVENTOS_NO_PERMITIDOS);
  if (!isEventoConTickets(evento.tpEvento)) throw badRequest(MSG_EVENTO_SIN_TICKETS);
  if (!fecha || fecha.anulada || fecha.fechaHora.getTime() <= now.getTime()) throw badRequest(MSG_FECHA_NO_DISPONIBLE);

  const varianteId = body.eventoVarianteId || null;
  const variante = varianteId === null ? null : variantes.find((v) => v.id === varianteId);
  if (variante === undefined) throw badRequest(MSG_VARIANTE_NO_ENCONTRADA);
  if (variante === null && variantes.some((v) => !v.anulado)) throw badRequest(MSG_SELECCIONE_VARIANTE);

  const error = findCompraError(body, {
    tpEvento: evento.tpEvento,
    comercio: {
      pTransferencia: comercio.pTransferencia,
      pMercadoPago: comercio.pMercadoPago,
      mp_Online: comercio.mpOnline,
    },
    variante,
    fechaHora: formatInstantInZone(fecha.fechaHora.getTime(), comercio.timeZone),
    timeZone: comercio.timeZone,
    now,
  });
  if (error) throw badRequest(error.message);
  if (!isFormaPagoPermitidaParaVariante(variante, body.formaPagoId)) throw badRequest(MSG_VARIANTE_SOLO_ONLINE);

  const precioUnitario = variante ? variante.importe : evento.importe;
  const importeTotal = precioUnitario * body.cantidad;
  // Nothing to pay online for a free entry: it waits for the merchant like a transfer.
  const estado = importeTotal === 0 ? ESTADO_VENTA_NUEVA : getEstadoVentaInicial(body.formaPagoId);

  return deps.db.transaction(async (txAny) => {
    const tx = txAny as unknown as Db;
    if (estado === ESTADO_VENTA_PENDIENTE_PAGO) await assertLugaresImpagos(tx, user.id, comercio, body.cantidad);
    const [locked] = await tx.select().from(eventoFechas).where(eq(eventoFechas.id, fecha.id)).for('update');
    if (!locked || locked.anulada) throw badRequest(MSG_FECHA_NO_DISPONIBLE);
    if (locked.capacidad !== null) {
      const disponibles = locked.capacidad - locked.vendidos;
      if (disponibles <= 0) throw conflict(MSG_SIN_ENTRADAS);
      if (body.cantidad > disponibles) throw conflict(formatQuedanEntradas(disponibles));
    }
    await tx
      .update(eventoFechas)
      .set({ vendidos: locked.vendidos + body.cantidad })
      .where(eq(eventoFechas.id, fecha.id));
    const [inserted] = await tx
      .insert(ventasTickets)
      .values({
        comercioId: comercio.id,
        eventoId: evento.id,
        eventoFechaId: fecha.id,
        eventoVarianteId: variante?.id ?? null,
        varianteTitulo: variante?.titulo ?? null,
        usuarioId: user.id,
        cantidad: body.cantidad,
        formaPagoId: body.formaPagoId,
        precioUnitario,
        importeTotal,
        estado,
        nombre: user.nombreApellido,
        telefono: user.telefono ?? '',
        fechaHoraAlta: now,
        // Waiting for its online payment, the sale holds its places this long (decision 022).
        pagoVenceAt: estado === ESTADO_VENTA_PENDIENTE_PAGO ? getPagoVenceAt(now, comercio.minutosEsperaPago) : null,
        updatedAt: now,
      })
      .returning();
    if (!inserted) throw new Error('the sale was not inserted');
    await tx.insert(tickets).values(
      body.tickets.map((t, i) => ({
        ventaId: inserted.id,
        numero: i + 1,
        titular: t.titular.trim().replace(/\s+/g, ' '),
        telefono: t.telefono.trim(),
        cantidad: t.cantidad,
        codigo: newTicketCodigo(),
      })),
    );
    await publishVentaChanged(tx, inserted);
    const answer: ComprarResponse = {
      id: inserted.id,
      estado: inserted.estado,
      formaPagoId: inserted.formaPagoId,
      importeTotal: toPesos(inserted.importeTotal),
    };
    await write?.remember(tx, answer);
    return answer;
  });
}
