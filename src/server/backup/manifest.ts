import { z } from 'zod';

/*
 * What a backup claims to hold, written beside the data as manifest.json. A restore recomputes the
 * same facts from what it restored and compares them, so a backup is only called good once it has
 * been read back. The manifest holds counts, digests and file names, never a row's content: it can
 * be printed, mailed to an operator or attached to an issue.
 */

export const manifestFormat = 'northlight-backup/1';

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);

export const tableFactsSchema = z.object({
  rows: z.number().int().min(0),
  /** md5 over the md5 of every row's text, in sorted order: equal contents, equal digest. */
  digest: z.string(),
});

export const databaseFactsSchema = z.object({
  serverVersion: z.string(),
  migrations: z.object({
    /** The last drizzle migration applied (src/server/db/migrations), by tag. */
    app: z.string().nullable(),
    /** The last Payload migration applied (src/cms/migrations), by name. */
    cms: z.string().nullable(),
  }),
  /** Keyed "schema.table": every table of the database, not only the ones we think matter. */
  tables: z.record(z.string(), tableFactsSchema),
});

export const mediaFileSchema = z.object({
  /** Relative to the media directory, with forward slashes. */
  path: z.string(),
  bytes: z.number().int().min(0),
  sha256,
});

export const manifestSchema = z.object({
  format: z.literal(manifestFormat),
  createdAt: z.iso.datetime(),
  app: z.object({ name: z.string(), version: z.string() }),
  database: databaseFactsSchema.extend({
    kind: z.enum(['pglite', 'postgres']),
    /** The dump inside the backup directory, and its checksum (checked before a restore reads it). */
    file: z.string(),
    sha256,
    /** pg_dump's version line, or the @electric-sql/pglite version that wrote the data directory. */
    tool: z.string(),
  }),
  media: z.discriminatedUnion('storage', [
    z.object({ storage: z.literal('local'), files: z.array(mediaFileSchema) }),
    z.object({ storage: z.literal('s3'), bucket: z.string(), note: z.string() }),
  ]),
  /**
   * The CMS secret file (src/server/cms-secret.ts) when PAYLOAD_SECRET is not set: bookings' cancel
   * links are signed with a key derived from it, so a site restored without it breaks every link
   * already mailed.
   */
  cmsSecret: z.enum(['included', 'from-environment', 'absent']),
});

export type TableFacts = z.infer<typeof tableFactsSchema>;
export type DatabaseFacts = z.infer<typeof databaseFactsSchema>;
export type MediaFile = z.infer<typeof mediaFileSchema>;
export type BackupManifest = z.infer<typeof manifestSchema>;

export function parseManifest(text: string): BackupManifest {
  return manifestSchema.parse(JSON.parse(text));
}

/**
 * The differences between what a backup says it holds and what a restore found, one line each.
 * Lines name tables and media files and give counts; they never carry row contents.
 */
export function compareDatabase(expected: DatabaseFacts, actual: DatabaseFacts): string[] {
  const differences: string[] = [];
  if (expected.migrations.app !== actual.migrations.app)
    differences.push(
      `app migration: expected ${expected.migrations.app ?? 'none'}, found ${actual.migrations.app ?? 'none'}`,
    );
  if (expected.migrations.cms !== actual.migrations.cms)
    differences.push(
      `CMS migration: expected ${expected.migrations.cms ?? 'none'}, found ${actual.migrations.cms ?? 'none'}`,
    );
  const names = [...new Set([...Object.keys(expected.tables), ...Object.keys(actual.tables)])].sort();
  for (const name of names) {
    const want = expected.tables[name];
    const got = actual.tables[name];
    if (!want) differences.push(`table ${name}: not in the backup, found after restore`);
    else if (!got) differences.push(`table ${name}: missing after restore (${want.rows} rows expected)`);
    else if (want.rows !== got.rows)
      differences.push(`table ${name}: expected ${want.rows} rows, found ${got.rows}`);
    else if (want.digest !== got.digest)
      differences.push(`table ${name}: ${got.rows} rows as expected, but their contents differ`);
  }
  return differences;
}

export function compareMedia(expected: readonly MediaFile[], actual: readonly MediaFile[]): string[] {
  const differences: string[] = [];
  const found = new Map(actual.map((file) => [file.path, file]));
  for (const want of expected) {
    const got = found.get(want.path);
    found.delete(want.path);
    if (!got) differences.push(`media ${want.path}: missing`);
    else if (got.sha256 !== want.sha256 || got.bytes !== want.bytes)
      differences.push(
        `media ${want.path}: contents differ (${want.bytes} bytes expected, ${got.bytes} found)`,
      );
  }
  for (const extra of found.keys())
    differences.push(`media ${extra}: not in the backup, found after restore`);
  return differences;
}

/** Timestamps sort as text and are safe in a file name on every system (no colons). */
export function backupName(kind: 'pglite' | 'postgres', at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
  return `northlight-${kind}-${stamp}`;
}
