import { describe, expect, it } from 'vitest';
import { BackupUsageError, parseBackupArgs, parseRestoreArgs } from './backup-cli';

describe('db:backup and db:restore arguments', () => {
  it('backs up into .data/backups unless --out says otherwise', () => {
    expect(parseBackupArgs([])).toEqual({ command: 'backup', outDir: '.data/backups' });
    expect(parseBackupArgs(['--out', '/srv/backups'])).toEqual({ command: 'backup', outDir: '/srv/backups' });
    expect(parseBackupArgs(['--out=/srv/b'])).toEqual({ command: 'backup', outDir: '/srv/b' });
    expect(() => parseBackupArgs(['--out'])).toThrow(BackupUsageError);
    expect(() => parseBackupArgs(['/srv/b'])).toThrow(BackupUsageError);
  });

  it('restores exactly one backup, replacing a non-empty target only with --force', () => {
    expect(parseRestoreArgs(['b1'])).toEqual({ command: 'restore', backupDir: 'b1', force: false });
    expect(parseRestoreArgs(['--force', 'b1'])).toEqual({ command: 'restore', backupDir: 'b1', force: true });
    expect(() => parseRestoreArgs([])).toThrow(BackupUsageError);
    expect(() => parseRestoreArgs(['a', 'b'])).toThrow(BackupUsageError);
    expect(() => parseRestoreArgs(['a', '--overwrite'])).toThrow(BackupUsageError);
    expect(parseRestoreArgs(['--help'])).toEqual({ command: 'help' });
  });
});
