import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import pino, { type Logger } from 'pino';

export interface LoggerOptions {
  level: string;
  /** A file to append to; standard output when absent. */
  file?: string;
}

/** Lines are gathered up to this many bytes before a write, and written at least every LOG_FLUSH_MS. */
const LOG_BUFFER_BYTES = 4096;
const LOG_FLUSH_MS = 500;

/**
 * The API's logger: JSON lines through an asynchronous, buffered destination. A synchronous one (pino's default)
 * makes a write system call per request on the request's own path, and an unbuffered asynchronous one hands
 * every line to a thread (5 µs per request each; bench/http.ts: logging was a fifth of a cached read's CPU). This
 * one writes 4 kB at a time, and what it holds at least every half second. Sensitive fields are redacted by exact
 * path: a wildcard path cost 4 µs on every line.
 * Lines still buffered are written synchronously when the process exits, crashes included (pino flushes on exit).
 */
export function createLogger(options: LoggerOptions): Logger {
  const destination = pino.destination({
    dest: options.file ?? 1,
    sync: false,
    mkdir: true,
    minLength: LOG_BUFFER_BYTES,
    periodicFlush: LOG_FLUSH_MS,
  });
  return pino(
    { level: options.level, redact: ['req.headers.authorization', 'password', 'body.password'] },
    destination,
  );
}

/**
 * One line per request, written when its answer is finished (method, URL, status, milliseconds), instead of
 * Fastify's two ('incoming request' and 'request completed' with whole request and reply objects): building
 * those was a third of a cached read's cost. A route's log serializers still apply (event streams hide their
 * ?token= from the URL, plugins/events.ts). Each line carries the request's id (`reqId`: the X-Request-Id a client
 * or load balancer sent, or a new one, plugins/request-id.ts).
 */
export class RequestLogController extends LogController {
  override incomingRequest(): void {}

  /** The finished answer's line carries the 404, so Fastify's separate 'Route ... not found' line is not written. */
  override routeNotFound(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    };
    if (error) request.log.error({ ...line, err: error }, 'request');
    else request.log.info(line, 'request');
  }
}
