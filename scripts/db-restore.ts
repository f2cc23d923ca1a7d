/*
 * `npm run db:restore -- <backup dir> [--force]`: see scripts/backup-cli.ts and docs/deploy.md
 * (Backups). Exits 1 when anything restored differs from the backup's manifest.
 */
import { BackupDamagedError, restoreBackup } from '@/server/backup';
import { BackupUsageError, backupUsage, parseRestoreArgs } from './backup-cli';
import { runAsProcess, seconds, targetFromEnv } from './backup-target';

async function main(): Promise<number> {
  let command;
  try {
    command = parseRestoreArgs(process.argv.slice(2));
  } catch (error) {
    if (error instanceof BackupUsageError) {
      console.error(`${error.message}\n\n${backupUsage}`);
      return 2;
    }
    throw error;
  }
  if (command.command === 'help') {
    console.log(backupUsage);
    return 0;
  }
  const { target, mediaDir, secretFile } = targetFromEnv();
  const started = performance.now();
  try {
    const report = await restoreBackup({
      backupDir: command.backupDir,
      target,
      mediaDir,
      secretFile,
      force: command.force,
      log: (line) => console.log(line),
    });
    for (const aside of report.movedAside) console.log(`  What was there before is now ${aside}.`);
    for (const warning of report.warnings) console.warn(`Warning: ${warning}`);
    const tables = Object.values(report.manifest.database.tables);
    const rows = tables.reduce((sum, table) => sum + table.rows, 0);
    const files = report.manifest.media.storage === 'local' ? report.manifest.media.files.length : 0;
    if (report.differences.length > 0) {
      console.error(`Restored, but it does not match the backup (${report.differences.length} differences):`);
      for (const line of report.differences) console.error(`  ${line}`);
      return 1;
    }
    console.log(
      `Restored and verified the backup of ${report.manifest.createdAt}: ${tables.length} tables, ${rows} rows, ${files} media files, in ${seconds(started)}.`,
    );
    return 0;
  } catch (error) {
    if (error instanceof BackupDamagedError) {
      console.error(`${error.message}\nNothing was restored.`);
      return 1;
    }
    throw error;
  }
}

runAsProcess(main, 'Restore failed');
