/**
 * The door: a ticket's code lets its holders in once. The ticket row is held FOR UPDATE while it is checked and
 * marked, so two scans at the same moment (two doors, a double tap) let it in exactly once: the second waits for
 * the first and then reads it used.
 */
import { and, eq } from 'drizzle-orm';
import {
  isOtraJornadaEvento,
  formatEntradaYaUsada,
  formatIngresoNoConfirmado,
  formatIngresoOtraFecha,
  INGRESO_ANULADA,
  INGRESO_NO_CONFIRMADA,
  INGRESO_OTRA_FECHA,
  INGRESO_YA_USADA,
  type Ingreso,
  MSG_ENTRADA_NO_ENCONTRADA,
  MSG_INGRESO_ANULADO,
  ESTADO_VENTA_CONFIRMADA,
  getEstadoVentaLabel,
} from '@vidriera/domain/eventos';
import { formatFechaHoraCorta, formatInstantInZone } from '@vidriera/domain/common';
import { eventoFechas, eventos, tickets, users, ventasTickets } from '../../db/schema.ts';
import { AppError, notFound } from '../../plugins/errors.ts';
import { inEditorTransaction } from '../carta/public.ts';
import type { EventosContext } from './back-office-eventos.ts';
import { publishVentaChanged } from './notify.ts';

type TicketRow = typeof tickets.$inferSelect;

function refuse(message: string, exceptionCode: number, ingreso: Ingreso): AppError {
  return new AppError(409, message, { exceptionCode, body: { ingreso } });
}

/**
 * POST merchant/eventos/{configRestoId}/ingreso: marks the ticket used and answers it (holder, event, date,
 * people). A code of another business is as unknown as a wrong one (404). Refused with a 409 that carries the
 * ticket: already used (when), its sale not confirmed, its event or date annulled, or its date another night than
 * tonight's, unless staff let it in on purpose (`forzarFecha`; audited as 'ticket.ingreso.otra_fecha').
 */
export async function registrarIngreso(ctx: EventosContext, codigo: string, forzarFecha = false): Promise<Ingreso> {
  const { comercio, now } = ctx;
  return inEditorTransaction(ctx, async (tx, audit) => {
    const [found] = await tx
      .select({ ticket: tickets, venta: ventasTickets, evento: eventos, fecha: eventoFechas })
      .from(tickets)
      .innerJoin(ventasTickets, eq(ventasTickets.id, tickets.ventaId))
      .innerJoin(eventos, eq(eventos.id, ventasTickets.eventoId))
      .innerJoin(eventoFechas, eq(eventoFechas.id, ventasTickets.eventoFechaId))
      .where(and(eq(tickets.codigo, codigo), eq(ventasTickets.comercioId, comercio.id)))
      .for('update', { of: tickets });
    if (!found) throw notFound(MSG_ENTRADA_NO_ENCONTRADA);
    const { venta, evento, fecha } = found;

    const toIngreso = async (ticket: TicketRow): Promise<Ingreso> => {
      let usadoPor: string | null = null;
      if (ticket.usadoPor !== null) {
        const [user] = await tx.select({ userName: users.userName }).from(users).where(eq(users.id, ticket.usadoPor));
        usadoPor = user?.userName ?? null;
      }
      return {
        codigo: ticket.codigo,
        numero: ticket.numero,
        titular: ticket.titular,
        telefono: ticket.telefono,
        cantidad: ticket.cantidad,
        ventaId: venta.id,
        estadoVenta: venta.estado,
        estadoVentaTexto: getEstadoVentaLabel(venta.estado),
        eventoId: evento.id,
        titulo: evento.titulo,
        fechaHora: formatInstantInZone(fecha.fechaHora.getTime(), comercio.timeZone),
        varianteTitulo: venta.varianteTitulo,
        usadoEn: ticket.usadoEn ? formatInstantInZone(ticket.usadoEn.getTime(), comercio.timeZone) : null,
        usadoPor,
      };
    };

    if (found.ticket.usadoEn) {
      const usadoEn = formatFechaHoraCorta(found.ticket.usadoEn.getTime(), comercio.timeZone);
      throw refuse(formatEntradaYaUsada(usadoEn), INGRESO_YA_USADA, await toIngreso(found.ticket));
    }
    if (evento.anulado || fecha.anulada) {
      throw refuse(MSG_INGRESO_ANULADO, INGRESO_ANULADA, await toIngreso(found.ticket));
    }
    if (venta.estado !== ESTADO_VENTA_CONFIRMADA) {
      throw refuse(
        formatIngresoNoConfirmado(getEstadoVentaLabel(venta.estado)),
        INGRESO_NO_CONFIRMADA,
        await toIngreso(found.ticket),
      );
    }

    const otraFecha = isOtraJornadaEvento(fecha.fechaHora.getTime(), now, comercio.timeZone);
    if (otraFecha && !forzarFecha) {
      throw refuse(
        formatIngresoOtraFecha(formatFechaHoraCorta(fecha.fechaHora.getTime(), comercio.timeZone)),
        INGRESO_OTRA_FECHA,
        await toIngreso(found.ticket),
      );
    }

    const [used] = await tx
      .update(tickets)
      .set({ usadoEn: now, usadoPor: ctx.actor.id })
      .where(eq(tickets.id, found.ticket.id))
      .returning();
    if (!used) throw notFound(MSG_ENTRADA_NO_ENCONTRADA);
    await audit({
      action: otraFecha ? 'ticket.ingreso.otra_fecha' : 'ticket.ingreso',
      entity: 'ticket',
      entityId: used.id,
      before: { codigo: found.ticket.codigo, usadoEn: null },
      after: {
        codigo: used.codigo,
        usadoEn: now.toISOString(),
        ventaId: venta.id,
        cantidad: used.cantidad,
        ...(otraFecha ? { fechaEntrada: fecha.fechaHora.toISOString() } : {}),
      },
    });
    // The buyer's purchase (and the back office's list) show the ticket used.
    await publishVentaChanged(tx, venta);
    return toIngreso(used);
  });
}
