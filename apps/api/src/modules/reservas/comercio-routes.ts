import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ESTADO_AUSENTE,
  ESTADO_CANCELADA,
  ESTADO_CONFIRMADA,
  ESTADO_CUMPLIDA,
  type EstadoReserva,
} from '@vidriera/domain/reservas';
import { errorBodySchema, idParamSchema } from '@vidriera/domain/schemas/common';
import { cancelarReservaComercioSchema } from '@vidriera/domain/schemas/reserva';
import {
  motivoOpcionalSchema,
  reservaComercioListSchema,
  reservaComercioSchema,
} from '@vidriera/domain/schemas/reserva-admin';
import type { UserRow } from '../../plugins/auth.ts';
import { fechaParamSchema } from './eventos-del-dia.ts';
import { listReservasDelDia, moveReserva } from './merchant.ts';
import type { ReservasDeps } from './service.ts';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const reservaParams = z.object({ configRestoId: idParamSchema, id: idParamSchema });

/** The audit log's actor for the signed-in user. */
export const actorOf = (user: UserRow) => ({ id: user.id, userName: user.userName });

/**
 * Back office for a business's reservations: its staff (or a platform admin) list a day and move each
 * reservation along the state machine. Not scoped to the Host's site: the back office reaches every business
 * the user runs. Every move is announced (reserva_changed), so the customer's page and the book update, and
 * audited. The newer back-office calls (book occupancy, walk-ins, set-up) are in merchant-routes.ts.
 */
export const reservasComercioRoutes: FastifyPluginAsyncZod<{ deps: ReservasDeps }> = async (app, { deps }) => {
  const { db } = deps;

  app.get(
    '/reservas/comercio/:configRestoId/dia/:fecha',
    {
      schema: {
        tags: ['reservas (back office)'],
        summary: "A business's reservations of a day (6:00 to 6:00 in its zone), every estado, in time order",
        params: z.object({ configRestoId: idParamSchema, fecha: fechaParamSchema }),
        response: { 200: reservaComercioListSchema, ...errors },
      },
      config: { comercio: 'staff' },
    },
    async (request) => listReservasDelDia(db, request.comercio, request.params.fecha),
  );

  const moves: Array<{ url: string; to: EstadoReserva; summary: string }> = [
    {
      url: '/reservas/comercio/:configRestoId/:id/confirmar',
      to: ESTADO_CONFIRMADA,
      summary: 'Confirm a received reservation (estado → 1)',
    },
    {
      url: '/reservas/comercio/:configRestoId/:id/cumplida',
      to: ESTADO_CUMPLIDA,
      summary:
        'Mark a current reservation fulfilled: the party arrived (estado → 5; it keeps its places until its end)',
    },
    {
      url: '/reservas/comercio/:configRestoId/:id/ausente',
      to: ESTADO_AUSENTE,
      summary: 'Mark a current reservation absent (estado → 6)',
    },
  ];
  for (const move of moves) {
    app.post(
      move.url,
      {
        schema: {
          tags: ['reservas (back office)'],
          summary: move.summary,
          description:
            "409 when the reservation's estado does not allow the move. An optional { motivo } is kept in the audit log.",
          params: reservaParams,
          body: motivoOpcionalSchema,
          response: { 200: reservaComercioSchema, ...errors },
        },
        config: { comercio: 'staff' },
      },
      async (request) =>
        moveReserva(deps, request.comercio, request.params.id, move.to, {
          actor: actorOf(request.currentUser!),
          motivo: request.body?.motivo || undefined,
        }),
    );
  }

  app.post(
    '/reservas/comercio/:configRestoId/:id/cancelar',
    {
      schema: {
        tags: ['reservas (back office)'],
        summary: 'Cancel a current reservation with a reason (estado → 4; the reason is kept in the observation)',
        description: "The observation gets '[Cancelado: {motivo}]'; 409 when the estado does not allow it.",
        params: reservaParams,
        body: cancelarReservaComercioSchema,
        response: { 200: reservaComercioSchema, ...errors },
      },
      config: { comercio: 'staff' },
    },
    async (request) =>
      moveReserva(deps, request.comercio, request.params.id, ESTADO_CANCELADA, {
        actor: actorOf(request.currentUser!),
        motivo: request.body.motivo,
      }),
  );
};
