import type { IncomingMessage } from 'node:http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  subirImagenOperation,
  IMAGEN_MAX_BYTES,
  MSG_IMAGEN_DEMASIADO_GRANDE,
  MSG_IMAGEN_VACIA,
} from '@vidriera/domain/imagenes';
import type { Db } from '../../db/client.ts';
import { storeImage } from '../../integrations/images/store-image.ts';
import { AppError, badRequest, errorResponses } from '../../plugins/errors.ts';
import { routeOf } from '../../route-of.ts';
import { recordAudit } from '../plataforma/public.ts';

/** Reads the raw body up to the limit; a larger one is refused before it is read whole. */
function readLimited(payload: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(payload.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) {
      payload.resume();
      reject(new AppError(413, MSG_IMAGEN_DEMASIADO_GRANDE));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    payload.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        payload.removeAllListeners('data');
        payload.resume();
        reject(new AppError(413, MSG_IMAGEN_DEMASIADO_GRANDE));
        return;
      }
      chunks.push(chunk);
    });
    payload.on('end', () => resolve(Buffer.concat(chunks)));
    payload.on('error', reject);
  });
}

/**
 * Image uploads of the back office. The file is the raw request body (content type image/*: no multipart
 * package needed, and the web sends a File as is). Whatever the declared type, the bytes decide: a text file
 * called foto.png is refused with a Spanish 400.
 */
export const imagenesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, now } = app.deps;

  // Only in this plugin's scope: every body reaches the handler as bytes (JSON and text included, to be refused
  // in Spanish rather than parsed).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => {
    readLimited(payload, IMAGEN_MAX_BYTES).then(
      (body) => done(null, body),
      (err: Error) => done(err, undefined),
    );
  });

  app.route({
    ...routeOf(subirImagenOperation, {
      tags: ['imagenes (back office)'],
      summary: 'Upload a picture (dish, logo or event): resized to its variants and served from /img/{carpeta}/',
      description:
        'The body is the image file itself with its content type (image/jpeg, image/png, image/webp or ' +
        'image/gif), up to 8 MB. Dishes: 512 px webp and jpg; logos: logo_{50,100,170,512}_z in webp, png and ' +
        'jpg; events: _zz120, _zz240 and 512 px in webp and jpg. Names are content hashes (cacheable forever). ' +
        "Owner only. 400 'El archivo no es una imagen válida...' for anything else, 413 over 8 MB, 429 (Retry-After) " +
        'past CUSTOMER_WRITES_PER_USER uploads in 15 minutes, 507 when the disk is full and 503 when DATA_DIR cannot ' +
        'be written (nothing of the upload is kept).',
      status: 201,
      response: errorResponses(400, 401, 403, 404, 413, 429, 503, 507),
    }),
    // Counted before the body is read: an upload over the limit is refused without reading or storing it.
    onRequest: app.limitCustomerWrites('subir-imagen'),
    config: { comercio: 'owner' },
    handler: async (request, reply) => {
      const user = request.currentUser!;
      const { comercio } = request;
      const data = request.body;
      if (!Buffer.isBuffer(data)) throw badRequest(MSG_IMAGEN_VACIA);
      const stored = await storeImage({
        dataDir: config.DATA_DIR,
        carpeta: comercio.carpeta,
        tipo: request.query.tipo,
        data,
      });
      await db.transaction(async (tx) =>
        recordAudit(
          tx as unknown as Db,
          {
            actor: { id: user.id, userName: user.userName },
            comercioId: comercio.id,
            action: 'imagen.subir',
            entity: 'imagen',
            entityId: stored.base,
            after: { tipo: stored.tipo, url: stored.url, bytes: data.length },
          },
          now(),
        ),
      );
      return reply.status(201).send(stored);
    },
  });
};
