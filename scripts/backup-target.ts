/*
 * What db:backup and db:restore act on, from the same environment the server reads (src/env.ts),
 * and how their failures are told to an operator. Messages name places and counts, never data.
 */
import { serverEnv } from '@/env';
import { cmsSecretFile } from '@/server/cms-secret';
import { DataDirLockedError } from '@/server/db/client';
import type { BackupTarget } from '@/server/backup';
import { TargetNotEmptyError } from '@/server/backup';

export function targetFromEnv(): {
  target: BackupTarget;
  mediaDir: string;
  secretFile: string | undefined;
  s3Bucket: string | undefined;
} {
  const env = serverEnv();
  const s3Bucket = process.env.S3_BUCKET?.trim() || undefined;
  return {
    target: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dataDir: env.PGLITE_DATA_DIR },
    mediaDir: env.MEDIA_DIR,
    secretFile: env.PAYLOAD_SECRET ? undefined : cmsSecretFile(env.PGLITE_DATA_DIR),
    s3Bucket,
  };
}

/** An exit code and a line for the operator; undefined for errors that are not expected here. */
export function explainFailure(error: unknown): { code: number; message: string } | undefined {
  if (error instanceof DataDirLockedError)
    return {
      code: 3,
      message: `The website server (process ${error.pid}) has the PGlite database ${error.dataDir} open, and PGlite allows one process at a time: stop the server, run this again, then start it (docs/deploy.md, Backups).`,
    };
  if (error instanceof TargetNotEmptyError) return { code: 4, message: error.message };
  return undefined;
}

export function seconds(since: number): string {
  return `${((performance.now() - since) / 1000).toFixed(1)} s`;
}

/**
 * Runs a backup command's main() as the process: its code becomes the exit code, a failure it
 * knows is printed by explainFailure, anything else is printed after `label` with exit code 1.
 */
export function runAsProcess(main: () => Promise<number>, label: string): void {
  main()
    .catch((error: unknown) => {
      const known = explainFailure(error);
      if (known) {
        console.error(known.message);
        return known.code;
      }
      throw error;
    })
    .then(
      (code) => {
        process.exitCode = code;
      },
      (error: unknown) => {
        console.error(`${label}: ${error instanceof Error ? error.message : String(error)}`);
        process.exitCode = 1;
      },
    );
}
