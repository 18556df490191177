import { parseArgs } from 'node:util';
import { BackupError, restoreBackup } from '../backup/backup.ts';
import { backupSource, fromInvocationDir, runCommand } from './command.ts';

// Restores a backup made by `npm run backup` into an empty database and DATA_DIR (README: "Backups"):
//   npm run restore -- --from <backup folder> [--pg-bin <PostgreSQL bin folder>]
// PostgreSQL: DATABASE_URL names an empty database (createdb). PGlite: DATA_DIR has no database yet.
await runCommand(async () => {
  const { values } = parseArgs({ options: { from: { type: 'string' }, 'pg-bin': { type: 'string' } } });
  if (!values.from) throw new BackupError('Say which backup to restore: npm run restore -- --from <folder>');
  const from = fromInvocationDir(values.from);
  const target = backupSource(values['pg-bin']);
  const { manifest, counts } = await restoreBackup(target, from);
  console.log(
    `Restored the backup of ${manifest.createdAt} into the ${manifest.database} database` +
      `${target.databaseUrl ? '' : ` in ${target.dataDir}`}: ${counts.sites} sites, ${counts.users} users, ` +
      `${counts.pedidos} orders, ${counts.files} uploaded files (the backup had ${manifest.counts.users} users, ` +
      `${manifest.counts.pedidos} orders, ${manifest.counts.files} files)`,
  );
});
