import { parseArgs } from 'node:util';
import { BackupError, createBackup } from '../backup/backup.ts';
import { backupSource, fromInvocationDir, runCommand } from './command.ts';

// Backs up the database and the uploads (README: "Backups"):
//   npm run backup -- --out <new or empty folder> [--pg-bin <PostgreSQL bin folder>]
// with the server's own settings (DATABASE_URL or DATA_DIR). On PGlite, stop the server first.
await runCommand(async () => {
  const { values } = parseArgs({ options: { out: { type: 'string' }, 'pg-bin': { type: 'string' } } });
  if (!values.out) throw new BackupError('Say where to write the backup: npm run backup -- --out <folder>');
  const out = fromInvocationDir(values.out);
  const manifest = await createBackup(backupSource(values['pg-bin']), out);
  const { counts } = manifest;
  console.log(
    `Backup of the ${manifest.database} database written to ${out}: ${counts.sites} sites, ${counts.users} users, ` +
      `${counts.pedidos} orders, ${counts.files} uploaded files`,
  );
});
