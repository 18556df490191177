// A fault test needs tools of the machine (a PostgreSQL server's binaries, redis-server, haproxy). Without them it
// is skipped with a warning, so `npm run test:faults` runs anywhere; CI sets FAULTS_REQUIRED=1, where a missing
// tool fails the run instead: there a skipped fault test would prove nothing.

/** Warns that the tests of `what` are skipped for `reason` (null: they run), or throws under FAULTS_REQUIRED=1. */
export function noteMissingTools(what: string, reason: string | null | undefined): string | null {
  if (!reason) return null;
  if (process.env.FAULTS_REQUIRED === '1') throw new Error(`${what}: ${reason} (FAULTS_REQUIRED=1)`);
  console.warn(`${what} skipped: ${reason}`);
  return reason;
}
