/*
 * Pure parts of `npm run db:backup` and `npm run db:restore` (scripts/db-backup.ts,
 * scripts/db-restore.ts): arguments and usage, kept free of the database so they are tested alone.
 */

export const backupUsage = `Usage:
  npm run db:backup [-- --out DIR]       one backup directory under DIR (default .data/backups):
                                         the database dump, the media, payload-secret, manifest.json
  npm run db:restore -- <backup dir> [--force]
                                         restores into an empty database and an empty media directory,
                                         then checks every table and file against the manifest

Uses DATABASE_URL when set, otherwise the PGlite directory PGLITE_DATA_DIR (default .data/pglite),
and MEDIA_DIR (default .data/media). --force replaces a database or media directory that is not
empty: PostgreSQL schemas are dropped, PGlite and media directories are moved aside (*.replaced-*).
Exit codes: 0 done and verified, 1 failed or the restored data differs, 2 usage, 3 the database
is in use or cannot be opened, 4 the target is not empty.`;

export class BackupUsageError extends Error {}

export type BackupCommand =
  { readonly command: 'backup'; readonly outDir: string } | { readonly command: 'help' };
export type RestoreCommand =
  | { readonly command: 'restore'; readonly backupDir: string; readonly force: boolean }
  | { readonly command: 'help' };

const isHelp = (arg: string) => arg === 'help' || arg === '--help' || arg === '-h';

export function parseBackupArgs(argv: readonly string[]): BackupCommand {
  if (argv.some(isHelp)) return { command: 'help' };
  let outDir = '.data/backups';
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] as string;
    if (arg === '--out') {
      const value = argv[i + 1];
      if (value === undefined || value.startsWith('--'))
        throw new BackupUsageError('--out needs a directory.');
      outDir = value;
      i += 1;
    } else if (arg.startsWith('--out=')) {
      outDir = arg.slice('--out='.length);
      if (outDir === '') throw new BackupUsageError('--out needs a directory.');
    } else {
      throw new BackupUsageError(`Unknown argument ${arg}.`);
    }
  }
  return { command: 'backup', outDir };
}

export function parseRestoreArgs(argv: readonly string[]): RestoreCommand {
  if (argv.some(isHelp)) return { command: 'help' };
  const unknown = argv.filter((arg) => arg.startsWith('--') && arg !== '--force');
  if (unknown.length > 0) throw new BackupUsageError(`Unknown option ${unknown[0]}.`);
  const positional = argv.filter((arg) => !arg.startsWith('--'));
  if (positional.length !== 1) throw new BackupUsageError('db:restore needs exactly one backup directory.');
  return { command: 'restore', backupDir: positional[0] as string, force: argv.includes('--force') };
}
