import type { IncomingMessage } from 'node:http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  backOfficeUploadCursoVideoOperation,
  MSG_VIDEO_GRANDE,
  MSG_VIDEO_VACIO,
  VIDEO_MAX_BYTES,
} from '@vidriera/domain/cursos';
import { AppError, badRequest, errorResponses } from '../../plugins/errors.ts';
import { routeOf } from '../../route-of.ts';
import { attachCursoArchivo, type CursosDeps, requireCursoVideo } from './service.ts';
import { storeVideo } from './video-files.ts';

/**
 * PUT merchant/cursos/{configRestoId}/{videoId}/archivo: the video file is the raw request body (the web sends the
 * File as it is), streamed to disk as it arrives. In its own scope: every content type reaches the handler as the
 * unread stream, and the bytes decide whether it is a video.
 */
export const cursosUploadRoutes: FastifyPluginAsyncZod<{ deps: CursosDeps }> = async (app, { deps }) => {
  const { db } = deps;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  app.route({
    ...routeOf(backOfficeUploadCursoVideoOperation, {
      tags: ['cursos (back office)'],
      summary: "Upload a video's file (MP4 or WebM, up to 200 MB) as the raw body; it replaces the video's link",
      description:
        'Stored as DATA_DIR/videos/{carpeta}/{hash}.{mp4|webm} and served from /videos/{carpeta}/... with range ' +
        "requests. 415 'El video debe ser un archivo MP4 o WebM' when the bytes are not one, 413 over 200 MB, " +
        '429 (Retry-After) past CUSTOMER_WRITES_PER_USER uploads in 15 minutes, 507 when the disk is full and 503 ' +
        'when DATA_DIR cannot be written (the body is still read; nothing of it is kept, the video is unchanged).',
      response: errorResponses(400, 401, 403, 404, 413, 415, 429, 503, 507),
    }),
    // Counted before the body is read: an upload over the limit is refused without reading or storing it.
    onRequest: app.limitCustomerWrites('subir-video'),
    config: { comercio: 'owner' },
    handler: async (request) => {
      const user = request.currentUser!;
      const { comercio } = request;
      const body = request.body as IncomingMessage | undefined;
      if (!body || typeof (body as { pipe?: unknown }).pipe !== 'function') throw badRequest(MSG_VIDEO_VACIO);
      const declared = Number(request.headers['content-length']);
      try {
        await requireCursoVideo(db, comercio.id, request.params.videoId);
        if (Number.isFinite(declared) && declared > VIDEO_MAX_BYTES) throw new AppError(413, MSG_VIDEO_GRANDE);
      } catch (error) {
        body.resume();
        throw error;
      }
      const stored = await storeVideo(deps.dataDir, comercio.carpeta, body);
      return attachCursoArchivo(deps, user, comercio, request.params.videoId, stored);
    },
  });
};
