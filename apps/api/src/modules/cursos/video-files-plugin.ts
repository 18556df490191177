import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Uploaded course videos from DATA_DIR/videos, at /videos/{carpeta}/{hash}.{mp4|webm}. Served with range requests
 * (a <video> asks for byte ranges to start playing and to seek) and cached forever: a name is its content's hash.
 */
async function videoFilesPlugin(app: FastifyInstance) {
  const root = join(app.deps.config.DATA_DIR, 'videos');
  mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: '/videos/',
    decorateReply: false,
    index: false,
    list: false,
    acceptRanges: true,
    // Else `send` replaces the header below with its own max-age=0.
    cacheControl: false,
    // Half-written uploads (.{random}.partial) start with a dot: never served.
    dotfiles: 'deny',
    setHeaders(reply) {
      reply.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
}

export default fp(videoFilesPlugin, { name: 'video-files', dependencies: ['deps'] });
