/*
 * `npm run db:backup -- [--out DIR]`: see scripts/backup-cli.ts and docs/deploy.md (Backups).
 * Runs under tsx --conditions react-server for the same reason as scripts/enquiries.ts.
 */
import { createBackup } from '@/server/backup';
import { BackupUsageError, backupUsage, parseBackupArgs } from './backup-cli';
import { runAsProcess, seconds, targetFromEnv } from './backup-target';

async function main(): Promise<number> {
  let command;
  try {
    command = parseBackupArgs(process.argv.slice(2));
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
  const { target, mediaDir, secretFile, s3Bucket } = targetFromEnv();
  const started = performance.now();
  const { dir, manifest } = await createBackup({
    target,
    mediaDir,
    s3Bucket,
    outDir: command.outDir,
    secretFile,
    log: (line) => console.log(line),
  });
  if (manifest.cmsSecret === 'included')
    console.log('  The CMS secret (payload-secret) is included: keep this backup encrypted.');
  console.log(`Backup written to ${dir} in ${seconds(started)}.`);
  return 0;
}

runAsProcess(main, 'Backup failed');
