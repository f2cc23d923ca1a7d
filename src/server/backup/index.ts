import 'server-only';
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  asideName,
  dumpDatabase,
  dumpFileName,
  restoreDatabase,
  TargetNotEmptyError,
  type BackupTarget,
} from './database';
import {
  backupName,
  compareDatabase,
  compareMedia,
  manifestFormat,
  parseManifest,
  type BackupManifest,
} from './manifest';
import { copyMedia, describeMedia } from './media';

/*
 * One backup is one directory: manifest.json, the database dump, media/ (a copy of MEDIA_DIR) and,
 * when the CMS secret was made up on this machine, payload-secret. A directory rather than one
 * archive: pg_restore reads the dump where it lies, nothing has to be unpacked before a restore
 * can start, and off-site tools deduplicate unchanged photos file by file. It is written under a
 * ".partial" name and renamed when complete, so an interrupted backup never looks like a good one.
 */

export { TargetNotEmptyError, type BackupTarget };
export type { BackupManifest };

export const s3MediaNote =
  "Media are in the S3 bucket, not in this backup: keep them with the bucket's versioning and replication (docs/deploy.md, Backups).";

type Log = (line: string) => void;

async function sha256File(file: string): Promise<string> {
  return createHash('sha256')
    .update(await readFile(file))
    .digest('hex');
}

function appIdentity(): { name: string; version: string } {
  const pkg = JSON.parse(readFileSync(path.join(process.cwd(), 'package.json'), 'utf8')) as {
    name?: string;
    version?: string;
  };
  return { name: pkg.name ?? 'northlight-website', version: pkg.version ?? '0.0.0' };
}

export type BackupOptions = {
  readonly target: BackupTarget;
  readonly mediaDir: string;
  /** Set when media live in S3 (S3_BUCKET): then MEDIA_DIR is not used and not copied. */
  readonly s3Bucket?: string;
  readonly outDir: string;
  /** The made-up CMS secret's file, or undefined when PAYLOAD_SECRET comes from the environment. */
  readonly secretFile: string | undefined;
  readonly now?: Date;
  readonly log?: Log;
};

export async function createBackup(
  options: BackupOptions,
): Promise<{ dir: string; manifest: BackupManifest }> {
  const log = options.log ?? (() => undefined);
  const createdAt = options.now ?? new Date();
  const final = path.resolve(options.outDir, backupName(options.target.kind, createdAt));
  if (existsSync(final)) throw new Error(`${final} already exists`);
  const partial = `${final}.partial`;
  await rm(partial, { recursive: true, force: true });
  // A backup holds every enquiry: readable by its owner only.
  await mkdir(partial, { recursive: true, mode: 0o700 });
  try {
    const dumpFile = dumpFileName[options.target.kind];
    log(`Dumping the ${options.target.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'} database...`);
    const { facts, tool } = await dumpDatabase(options.target, path.join(partial, dumpFile));
    const tables = Object.values(facts.tables);
    log(`  ${tables.length} tables, ${tables.reduce((sum, table) => sum + table.rows, 0)} rows (${tool}).`);
    let media: BackupManifest['media'];
    if (options.s3Bucket) {
      media = { storage: 's3', bucket: options.s3Bucket, note: s3MediaNote };
      log(s3MediaNote);
    } else {
      log('Copying media...');
      const files = await copyMedia(path.resolve(options.mediaDir), path.join(partial, 'media'));
      media = { storage: 'local', files };
      log(`  ${files.length} files, ${files.reduce((sum, file) => sum + file.bytes, 0)} bytes.`);
    }
    let cmsSecret: BackupManifest['cmsSecret'] = 'from-environment';
    if (options.secretFile !== undefined) {
      cmsSecret = existsSync(options.secretFile) ? 'included' : 'absent';
      if (cmsSecret === 'included') {
        await copyFile(options.secretFile, path.join(partial, 'payload-secret'));
      }
    }
    const manifest: BackupManifest = {
      format: manifestFormat,
      createdAt: createdAt.toISOString(),
      app: appIdentity(),
      database: {
        kind: options.target.kind,
        file: dumpFile,
        sha256: await sha256File(path.join(partial, dumpFile)),
        tool,
        ...facts,
      },
      media,
      cmsSecret,
    };
    await writeFile(path.join(partial, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`, {
      mode: 0o600,
    });
    await rename(partial, final);
    return { dir: final, manifest };
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
}

/** The backup itself is damaged (a dump or a photo does not match its checksum): nothing was restored. */
export class BackupDamagedError extends Error {
  constructor(readonly differences: readonly string[]) {
    super(`The backup does not match its own manifest:\n  ${differences.join('\n  ')}`);
    this.name = 'BackupDamagedError';
  }
}

export type RestoreOptions = {
  readonly backupDir: string;
  readonly target: BackupTarget;
  readonly mediaDir: string;
  /** Where the CMS secret file belongs, or undefined when PAYLOAD_SECRET comes from the environment. */
  readonly secretFile: string | undefined;
  readonly force: boolean;
  readonly now?: Date;
  readonly log?: Log;
};

export type RestoreReport = {
  readonly manifest: BackupManifest;
  /** What the restored site lacks or has wrong compared with the manifest; empty when it matches. */
  readonly differences: string[];
  readonly warnings: string[];
  /** Where --force moved what was there before. */
  readonly movedAside: string[];
};

function hasEntries(dir: string): boolean {
  return existsSync(dir) && readdirSync(dir).length > 0;
}

export async function restoreBackup(options: RestoreOptions): Promise<RestoreReport> {
  const log = options.log ?? (() => undefined);
  const now = options.now ?? new Date();
  const backupDir = path.resolve(options.backupDir);
  const manifest = parseManifest(await readFile(path.join(backupDir, 'manifest.json'), 'utf8'));
  if (manifest.database.kind !== options.target.kind) {
    throw new Error(
      manifest.database.kind === 'pglite'
        ? 'This is a backup of the embedded PGlite database: unset DATABASE_URL to restore it into PGLITE_DATA_DIR.'
        : 'This is a backup of a PostgreSQL database: set DATABASE_URL to the (empty) database to restore it into.',
    );
  }

  // Check the backup against itself before touching anything.
  const dumpFile = path.join(backupDir, manifest.database.file);
  const damaged: string[] = [];
  if (!existsSync(dumpFile)) damaged.push(`${manifest.database.file}: missing`);
  else if ((await sha256File(dumpFile)) !== manifest.database.sha256)
    damaged.push(`${manifest.database.file}: checksum differs`);
  if (manifest.media.storage === 'local')
    damaged.push(...compareMedia(manifest.media.files, await describeMedia(path.join(backupDir, 'media'))));
  if (damaged.length > 0) throw new BackupDamagedError(damaged);

  const mediaDir = path.resolve(options.mediaDir);
  const replaceMedia = manifest.media.storage === 'local' && hasEntries(mediaDir);
  if (replaceMedia && !options.force)
    throw new TargetNotEmptyError(`The media directory ${options.mediaDir}`);

  const movedAside: string[] = [];
  const warnings: string[] = [];
  log(`Restoring the ${manifest.database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'} database...`);
  const restored = await restoreDatabase(options.target, dumpFile, { force: options.force, now });
  if (restored.movedAside) movedAside.push(restored.movedAside);
  const differences = compareDatabase(manifest.database, restored.facts);

  if (manifest.media.storage === 'local') {
    log('Restoring media...');
    if (replaceMedia) {
      const aside = asideName(mediaDir, now);
      await rename(mediaDir, aside);
      movedAside.push(aside);
    }
    const files = await copyMedia(path.join(backupDir, 'media'), mediaDir);
    differences.push(...compareMedia(manifest.media.files, files));
  } else {
    warnings.push(manifest.media.note);
  }

  if (manifest.cmsSecret === 'included') {
    const secret = await readFile(path.join(backupDir, 'payload-secret'));
    if (options.secretFile === undefined) {
      warnings.push(
        "PAYLOAD_SECRET is set here, so the backup's CMS secret was not restored: cancel links mailed before the backup verify only if PAYLOAD_SECRET is the secret in the backup's payload-secret file.",
      );
    } else if (!existsSync(options.secretFile)) {
      await mkdir(path.dirname(options.secretFile), { recursive: true });
      await writeFile(options.secretFile, secret, { mode: 0o600, flag: 'wx' });
    } else if (!(await readFile(options.secretFile)).equals(secret)) {
      if (options.force) {
        const aside = asideName(options.secretFile, now);
        await rename(options.secretFile, aside);
        movedAside.push(aside);
        await writeFile(options.secretFile, secret, { mode: 0o600, flag: 'wx' });
      } else {
        warnings.push(
          `${options.secretFile} holds another CMS secret, kept: cancel links mailed before the backup will not verify (run again with --force to restore the backup's secret).`,
        );
      }
    }
  }
  return { manifest, differences, warnings, movedAside };
}
