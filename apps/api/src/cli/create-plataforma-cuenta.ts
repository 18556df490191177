// `npm run create-admin -- --user <name> [--promote]`: creates a platform admin, or sets a new password for one (its
// sessions end). The password is asked on the terminal without echo, or read from standard input when it is not a
// terminal (`echo 'secret' | npm run create-admin -- --user ana`). Works on the database the server would use
// (DATABASE_URL, else the PGlite database under DATA_DIR), migrating it first.
import { parseArgs } from 'node:util';
import { findPasswordWeakness } from '@vidriera/domain/cuentas';
import { ConfigError, loadConfig } from '../config.ts';
import type { PlatformAdminOutcome } from '../modules/cuentas/plataforma-cuenta.ts';
import { readNewPassword } from './read-password.ts';

const USAGE = `Uso: npm run create-admin -- --user <usuario> [--promote]

Crea un administrador de la plataforma, o le pone una contraseña nueva a uno que ya existe (y cierra sus sesiones).
La contraseña se pide en la terminal sin mostrarla, o se lee de la entrada estándar:
  echo 'una-clave-larga' | npm run create-admin -- --user ana
Usa la base de datos del servidor: DATABASE_URL (PostgreSQL), o la de DATA_DIR (PGlite; con el servidor detenido).
  --promote   si el usuario existe y no es administrador (un comerciante), lo hace administrador.`;

/** Where the command writes: PostgreSQL's host and database (never the credentials), or the PGlite folder. */
function describeDatabase(databaseUrl: string | undefined, dataDir: string): string {
  if (!databaseUrl) return `PGlite en ${dataDir}/pglite`;
  const url = new URL(databaseUrl);
  return `PostgreSQL en ${url.host}${url.pathname}`;
}

function describeOutcome(outcome: Exclude<PlatformAdminOutcome, { kind: 'notAdmin' }>): string {
  switch (outcome.kind) {
    case 'created':
      return `Listo: se creó el administrador de la plataforma ${outcome.userName} (id ${outcome.userId}): ya puede ingresar en #/login.`;
    case 'reset':
      return (
        `Listo: se cambió la contraseña de ${outcome.userName} (id ${outcome.userId}) y se cerraron sus sesiones.` +
        (outcome.reenabled ? ' La cuenta estaba deshabilitada: se habilitó de nuevo.' : '')
      );
    case 'promoted':
      return `Listo: ${outcome.userName} (id ${outcome.userId}) ahora es administrador de la plataforma, con la contraseña nueva; se cerraron sus sesiones.`;
  }
}

/** Runs the command; the exit code: 0 done, 1 refused (the reason on standard error), 2 wrong usage. */
async function runCreateAdmin(argv: string[]): Promise<number> {
  let options: { user?: string; promote?: boolean; help?: boolean };
  try {
    options = parseArgs({
      args: argv,
      options: { user: { type: 'string' }, promote: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
    }).values;
  } catch (err) {
    process.stderr.write(`${(err as Error).message}\n\n${USAGE}\n`);
    return 2;
  }
  if (options.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const userName = options.user?.trim();
  if (!userName) {
    process.stderr.write(`Falta el usuario (--user).\n\n${USAGE}\n`);
    return 2;
  }
  const config = loadConfig();
  const password = await readNewPassword(process.stdin, process.stderr, userName);
  // Before the database is opened: a weak password is refused at once.
  const weakness = findPasswordWeakness(password, userName);
  if (weakness) throw new Error(`${weakness}.`);
  // Loaded only now (the database drivers and the API's modules): a refusal above answers at once.
  const { openDatabase } = await import('../db/client.ts');
  const { createOrResetPlatformAdmin } = await import('../modules/cuentas/plataforma-cuenta.ts');
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await database.migrate();
    process.stderr.write(`Base de datos: ${describeDatabase(config.DATABASE_URL, config.DATA_DIR)}\n`);
    const outcome = await createOrResetPlatformAdmin(
      database.db,
      { userName, password, promote: options.promote ?? false },
      new Date(),
    );
    if (outcome.kind === 'notAdmin') {
      process.stderr.write(
        `${outcome.userName} ya existe y no es administrador de la plataforma: no se cambió nada. ` +
          'Con --promote se lo hace administrador, con esta contraseña.\n',
      );
      return 1;
    }
    process.stdout.write(`${describeOutcome(outcome)}\n`);
    return 0;
  } finally {
    await database.close();
  }
}

try {
  process.exitCode = await runCreateAdmin(process.argv.slice(2));
} catch (err) {
  const lines = err instanceof ConfigError ? err.problems : [(err as Error).message];
  for (const line of lines) process.stderr.write(`${line}\n`);
  process.exitCode = 1;
}
