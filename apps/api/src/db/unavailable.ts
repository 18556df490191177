/**
 * Errors that say the database is away (stopped, restarting, failing over, out of connections, unreachable), not
 * that a query was wrong: the request may be tried again once it is back (plugins/errors.ts answers them 503).
 */

/** SQLSTATEs of a server that is going or not yet there: connection exceptions (class 08) are matched by class. */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown: a fast shutdown, pg_terminate_backend
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up, shutting down, in recovery
  '53300', // too_many_connections
]);

/** Node's socket errors on the way to the server. */
const SOCKET_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EHOSTDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** What node-postgres and its pool say of a connection that dropped, timed out or was never made. */
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
];

function isUnavailableItself(error: Error): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08') || SOCKET_ERRORS.has(code)))
    return true;
  return DRIVER_MESSAGES.some((message) => message.test(error.message));
}

/**
 * Whether an error (or what it wraps: drizzle wraps the driver's error as its `cause`, a connection to a name with
 * several addresses fails with an AggregateError of them) means the database cannot be reached.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  if (isUnavailableItself(error)) return true;
  if (error instanceof AggregateError && error.errors.some((e) => isDatabaseUnavailable(e, depth + 1))) return true;
  return isDatabaseUnavailable(error.cause, depth + 1);
}
