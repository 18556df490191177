import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ausenteReservaOperation,
  cancelarReservaComercioOperation,
  confirmarReservaOperation,
  cumplidaReservaOperation,
  getReservasDiaOperation,
  ESTADO_AUSENTE,
  ESTADO_CANCELADA,
  ESTADO_CONFIRMADA,
  ESTADO_CUMPLIDA,
  type EstadoReserva,
} from '@vidriera/domain/reservas';
import { errorResponses } from '../../plugins/errors.ts';
import { routeOf } from '../../route-of.ts';
import { createBackOfficeKit } from '../back-office/public.ts';
import { listReservasDelDia, moveReserva } from './back-office.ts';
import type { ReservasDeps } from './service.ts';

const errors = errorResponses(400, 401, 403, 404, 409);

/** The book's moves that take an optional reason (cancelar requires one). */
type MoveOperation =
  | typeof confirmarReservaOperation
  | typeof cumplidaReservaOperation
  | typeof ausenteReservaOperation;

/**
 * Back office for a business's reservations: its staff (or a platform admin) list a day and move each
 * reservation along the state machine. Not scoped to the Host's site: the back office reaches every business
 * the user runs. Every move is announced (reserva_changed), so the customer's page and the book update, and
 * audited. The newer back-office calls (book occupancy, walk-ins, set-up) are in back-office-routes.ts.
 */
export const reservasBackOfficeDiaRoutes: FastifyPluginAsyncZod<{ deps: ReservasDeps }> = async (app, { deps }) => {
  const { db } = deps;
  const { actor } = createBackOfficeKit(app);

  app.route({
    ...routeOf(getReservasDiaOperation, {
      tags: ['reservas (back office)'],
      summary: "A business's reservations of a day (6:00 to 6:00 in its zone), every estado, in time order",
      response: errors,
    }),
    config: { comercio: 'staff' },
    handler: async (request) => listReservasDelDia(db, request.comercio, request.params.fecha),
  });

  const moves: Array<{ operation: MoveOperation; to: EstadoReserva; summary: string }> = [
    {
      operation: confirmarReservaOperation,
      to: ESTADO_CONFIRMADA,
      summary: 'Confirm a received reservation (estado → 1)',
    },
    {
      operation: cumplidaReservaOperation,
      to: ESTADO_CUMPLIDA,
      summary:
        'Mark a current reservation fulfilled: the party arrived (estado → 5; it keeps its places until its end)',
    },
    {
      operation: ausenteReservaOperation,
      to: ESTADO_AUSENTE,
      summary: 'Mark a current reservation absent (estado → 6)',
    },
  ];
  for (const move of moves) {
    app.route({
      ...routeOf(move.operation, {
        tags: ['reservas (back office)'],
        summary: move.summary,
        description:
          "409 when the reservation's estado does not allow the move. An optional { motivo } is kept in the audit log.",
        response: errors,
      }),
      config: { comercio: 'staff' },
      handler: async (request) => {
        const reserva = await moveReserva(deps, request.comercio, request.params.id, move.to, {
          actor: actor(request),
          motivo: request.body?.motivo || undefined,
        });
        // A confirmation queues its WhatsApp notice: out now rather than at the job's next run.
        if (move.to === ESTADO_CONFIRMADA) app.notificacionesJob.kick();
        return reserva;
      },
    });
  }

  app.route({
    ...routeOf(cancelarReservaComercioOperation, {
      tags: ['reservas (back office)'],
      summary: 'Cancel a current reservation with a reason (estado → 4; the reason is kept in the observation)',
      description: "The observation gets '[Cancelado: {motivo}]'; 409 when the estado does not allow it.",
      response: errors,
    }),
    config: { comercio: 'staff' },
    handler: async (request) =>
      moveReserva(deps, request.comercio, request.params.id, ESTADO_CANCELADA, {
        actor: actor(request),
        motivo: request.body.motivo,
      }),
  });
};
