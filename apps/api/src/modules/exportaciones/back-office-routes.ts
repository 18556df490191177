import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  getExportacionRoute,
  nombreArchivoExportacion,
  parseRangoExportacion,
  exportacionParamsSchema,
  exportacionQuerySchema,
} from '@vidriera/domain/exportaciones';
import { badRequest, errorResponses } from '../../plugins/errors.ts';
import { recordAudit } from '../plataforma/public.ts';
import { streamExportacion } from './service.ts';

/**
 * GET merchant/exportaciones/{configRestoId}/{tipo}?desde=&hasta=: a CSV of the business's orders, reservations,
 * ticket sales (a row per holder, with check-ins) or draw participants, streamed. Owner-only: the files carry
 * customers' names, phones and addresses in bulk (decision 036). Every download is audited.
 */
export const exportacionesBackOfficeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app.deps;

  app.route({
    method: getExportacionRoute.method,
    url: getExportacionRoute.path,
    config: { comercio: 'owner' },
    schema: {
      tags: ['exportaciones (back office)'],
      summary: 'A CSV export of the business for a range of dates of its zone (text/csv, streamed)',
      description:
        'tipo: pedidos (by when placed), reservas (by their date), ventas (by the event date; a row per ticket ' +
        'holder with its check-in) or participantes (by when they joined). desde and hasta are YYYY-MM-DD in the ' +
        "merchant's zone, both included, at most 366 days. UTF-8 with BOM, ';' separator, decimal comma, dates " +
        'dd/mm/aaaa hh:mm in the zone, formula-looking cells prefixed with a quote.',
      params: exportacionParamsSchema,
      querystring: exportacionQuerySchema,
      response: {
        // The CSV's text, streamed (Fastify never serializes a stream): the schema only documents it.
        200: z.string().describe('text/csv; charset=utf-8'),
        ...errorResponses(400, 401, 403, 404),
      },
    },
    handler: async (request, reply) => {
      const { comercio } = request;
      const { tipo } = request.params;
      const { desde, hasta } = request.query;
      const rango = parseRangoExportacion(desde, hasta, comercio.timeZone);
      if (!rango.ok) throw badRequest(rango.message);
      const user = request.currentUser!;
      await recordAudit(
        db,
        {
          actor: { id: user.id, userName: user.userName },
          comercioId: comercio.id,
          action: 'exportacion.descargar',
          entity: 'exportacion',
          entityId: tipo,
          after: { desde, hasta },
        },
        now(),
      );
      const filename = nombreArchivoExportacion(tipo, comercio.carpeta, desde, hasta);
      // A stream goes out as it is read, never through the serializer; the 200 schema (text) only documents it.
      const body = Readable.from(streamExportacion(db, comercio, tipo, rango)) as unknown as string;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(body);
    },
  });
};
