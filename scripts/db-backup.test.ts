import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, sql as drizzleSql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import postgres from 'postgres';
import type { SQL } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations as cmsMigrations } from '@/cms/migrations';
import { enquirySchema } from '@/domain/enquiry/enquiry-schema';
import { londonInstant } from '@/lib/booking-slots';
import { createBackup, restoreBackup, TargetNotEmptyError, type BackupTarget } from '@/server/backup';
import { deliveryIdGap } from '@/server/backup/database';
import { createBooking } from '@/server/bookings/bookings';
import { DataDirLockedError, openDatabase, type DatabaseHandle } from '@/server/db/client';
import { bookings, enquiries, outbox } from '@/server/db/schema';
import { storeEnquiry } from '@/server/enquiries/enquiries';
import { postgresTestUrl, testBackends, type Backend } from '@/server/testing/databases';
import { validEnquiryInput } from '@/server/testing/fixtures';

/*
 * The whole round trip an operator relies on: a site with an enquiry, a room booking and photos
 * (the real schema: the app's drizzle migrations and the CMS's Payload migrations), backed up,
 * restored into an empty database and an empty media directory, and read back row for row and
 * byte for byte. On PGlite and on a PostgreSQL database made for the run.
 */

const backends = await testBackends();

function withLiterals({ sql: text, params }: { sql: string; params: unknown[] }): string {
  const literal = (value: unknown) =>
    value === null || value === undefined
      ? 'null'
      : typeof value === 'number' || typeof value === 'boolean'
        ? String(value)
        : `'${String(value).replaceAll("'", "''")}'`;
  return text.replace(/\$(\d+)/g, (_, n: string) => literal(params[Number(n) - 1]));
}

/** The CMS's committed migrations, run as the SQL they hold (Payload itself is not needed here). */
async function applyCmsSchema(exec: (text: string) => Promise<void>): Promise<void> {
  const dialect = new PgDialect();
  for (const migration of cmsMigrations) {
    const statements: string[] = [];
    // A migration's parameters (a data migration's constants) are written into its text as literals.
    const db = { execute: async (query: SQL) => void statements.push(withLiterals(dialect.sqlToQuery(query))) };
    await migration.up({ db, payload: undefined, req: undefined } as unknown as Parameters<
      typeof migration.up
    >[0]);
    for (const statement of statements) await exec(statement);
  }
  await exec(
    `insert into payload_migrations (name, batch) values ${cmsMigrations.map((m) => `('${m.name}', 1)`).join(', ')}`,
  );
}

type Place = { target: BackupTarget; exec(handle: DatabaseHandle, text: string): Promise<void> };

async function newDatabase(backend: Backend, work: string, label: string, created: string[]): Promise<Place> {
  if (backend === 'pglite') {
    return {
      target: { kind: 'pglite', dataDir: path.join(work, `${label}-pglite`) },
      exec: async (handle, text) => void (await handle.pglite!.exec(text)),
    };
  }
  const name = `test_backup_${process.pid}_${randomBytes(4).toString('hex')}_${label}`;
  const admin = postgres(postgresTestUrl, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`create database "${name}"`);
  await admin.end();
  created.push(name);
  const url = new URL(postgresTestUrl);
  url.pathname = `/${name}`;
  return {
    target: { kind: 'postgres', url: url.toString() },
    exec: async (_handle, text) => {
      const client = postgres(url.toString(), { max: 1, onnotice: () => undefined });
      try {
        await client.unsafe(text).simple();
      } finally {
        await client.end();
      }
    },
  };
}

const open = (target: BackupTarget) =>
  openDatabase(
    target.kind === 'postgres' ? { kind: 'postgres', url: target.url, maxConnections: 2 } : target,
  );

async function siteContents(handle: DatabaseHandle) {
  const { db } = handle;
  // postgres-js answers with the rows, PGlite with a result holding them.
  const result: unknown = await db.execute(drizzleSql`select * from media order by id`);
  return {
    enquiries: await db.select().from(enquiries).orderBy(asc(enquiries.id)),
    bookings: await db.select().from(bookings).orderBy(asc(bookings.id)),
    outbox: await db.select().from(outbox).orderBy(asc(outbox.id)),
    media: Array.isArray(result) ? [...(result as unknown[])] : (result as { rows: unknown[] }).rows,
  };
}

describe.each(backends)('db:backup and db:restore on %s', (backend) => {
  let work: string;
  const databases: string[] = [];

  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'northlight-backup-test-'));
  });

  afterAll(async () => {
    if (databases.length > 0) {
      const admin = postgres(postgresTestUrl, { max: 1, onnotice: () => undefined });
      for (const name of databases) await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
    await rm(work, { recursive: true, force: true });
  });

  it('restores a site with an enquiry, a booking and photos into an empty database and media directory, row for row and byte for byte', async () => {
    const source = await newDatabase(backend, work, 'source', databases);
    const sourceMedia = path.join(work, 'source-media');
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#1b2a4a' } })
      .png()
      .toBuffer();
    const thumbnail = await sharp(photo).resize(40, 30).png().toBuffer();
    const floorPlan = randomBytes(20_000);
    await mkdir(path.join(sourceMedia, 'floor-plans'), { recursive: true });
    await writeFile(path.join(sourceMedia, 'workshop.png'), photo);
    await writeFile(path.join(sourceMedia, 'workshop-400x300.png'), thumbnail);
    await writeFile(path.join(sourceMedia, 'floor-plans', 'and-w04.pdf'), floorPlan);
    const secretFile = path.join(work, 'source-payload-secret');
    await writeFile(secretFile, 'a'.repeat(64));

    const handle = await open(source.target);
    await applyCmsSchema((text) => source.exec(handle, text));
    await storeEnquiry(
      handle.db,
      { ...enquirySchema.parse(validEnquiryInput()), phoneE164: '+447700900123' },
      { attribution: { touch: { utm_source: 'newsletter' } } },
      ['webhook', 'email'],
    );
    await createBooking(
      handle.db,
      {
        roomReference: 'EXE-MR01',
        centre: 'exeter',
        startsAt: londonInstant('2030-06-17', 10 * 60),
        endsAt: londonInstant('2030-06-17', 12 * 60),
        duration: 'hour',
        hours: 2,
        name: 'Ada Lovelace',
        email: 'ada@example.co.uk',
        phoneE164: '+447700900124',
        phoneCountry: 'GB',
        pricePence: 7000,
        vatRatePercent: 20,
      },
      ['email'],
    );
    await source.exec(
      handle,
      `insert into media (alt, credit, licence, filename, mime_type, filesize, width, height, focal_x, focal_y,
         sizes_thumbnail_filename, sizes_thumbnail_width, sizes_thumbnail_height)
       values ('Workshop unit 4 with its roller door open', 'Northlight', 'own', 'workshop.png', 'image/png', ${photo.length}, 64, 48, 50, 50,
         'workshop-400x300.png', 40, 30)`,
    );
    const before = await siteContents(handle);
    await handle.close();
    expect(before.enquiries).toHaveLength(1);
    expect(before.bookings).toHaveLength(1);
    expect(before.outbox).toHaveLength(3);
    expect(before.media).toHaveLength(1);

    const { dir, manifest } = await createBackup({
      target: source.target,
      mediaDir: sourceMedia,
      outDir: path.join(work, 'backups'),
      secretFile,
    });
    expect(manifest.database.tables['public.enquiries']?.rows).toBe(1);
    expect(manifest.database.tables['public.bookings']?.rows).toBe(1);
    expect(manifest.database.tables['public.media']?.rows).toBe(1);
    expect(manifest.database.migrations.cms).toBe(cmsMigrations.at(-1)!.name);
    expect(manifest.database.migrations.app).toMatch(/^\d{4}_/);
    expect(manifest.media).toMatchObject({ storage: 'local' });
    expect(manifest.cmsSecret).toBe('included');
    // The manifest can be shown to anyone: no names, emails or phone numbers in it.
    const manifestText = await readFile(path.join(dir, 'manifest.json'), 'utf8');
    for (const personal of ['Priya', 'priya@', 'Ada', 'ada@', '+4477009001'])
      expect(manifestText).not.toContain(personal);

    const restored = await newDatabase(backend, work, 'restored', databases);
    const restoredMedia = path.join(work, 'restored-media');
    const restoredSecret = path.join(work, 'restored', 'payload-secret');
    const report = await restoreBackup({
      backupDir: dir,
      target: restored.target,
      mediaDir: restoredMedia,
      secretFile: restoredSecret,
      force: false,
    });
    expect(report.differences).toEqual([]);
    expect(report.movedAside).toEqual([]);

    const reopened = await open(restored.target);
    try {
      expect(await siteContents(reopened)).toEqual(before);
      // New deliveries never reuse an id the replaced database may already have sent.
      const lastBefore = Math.max(...before.outbox.map((item) => item.id));
      const next: unknown = await reopened.db.execute(
        drizzleSql`select nextval(pg_get_serial_sequence('public.outbox', 'id'))::int as id`,
      );
      const [nextRow] = (Array.isArray(next) ? next : (next as { rows: unknown[] }).rows) as { id: number }[];
      expect(nextRow!.id).toBeGreaterThan(lastBefore + deliveryIdGap - 1);
    } finally {
      await reopened.close();
    }
    expect((await readFile(path.join(restoredMedia, 'workshop.png'))).equals(photo)).toBe(true);
    expect((await readFile(path.join(restoredMedia, 'workshop-400x300.png'))).equals(thumbnail)).toBe(true);
    expect((await readFile(path.join(restoredMedia, 'floor-plans', 'and-w04.pdf'))).equals(floorPlan)).toBe(
      true,
    );
    expect(await readFile(restoredSecret, 'utf8')).toBe('a'.repeat(64));

    // A second restore over the restored site is refused: a restore never merges into live data.
    await expect(
      restoreBackup({
        backupDir: dir,
        target: restored.target,
        mediaDir: restoredMedia,
        secretFile: restoredSecret,
        force: false,
      }),
    ).rejects.toBeInstanceOf(TargetNotEmptyError);
    // ...and a damaged backup is refused before anything is touched.
    await writeFile(path.join(dir, 'media', 'workshop.png'), Buffer.concat([photo, Buffer.from([0])]));
    await expect(
      restoreBackup({
        backupDir: dir,
        target: restored.target,
        mediaDir: restoredMedia,
        secretFile: restoredSecret,
        force: true,
      }),
    ).rejects.toThrow(/workshop\.png: contents differ/);
    await writeFile(path.join(dir, 'media', 'workshop.png'), photo);

    if (restored.target.kind === 'pglite') {
      // Even with --force, a directory a live server holds is neither moved nor touched.
      const { dataDir } = restored.target;
      await writeFile(`${dataDir}.lock`, String(process.ppid));
      await expect(
        restoreBackup({
          backupDir: dir,
          target: restored.target,
          mediaDir: restoredMedia,
          secretFile: restoredSecret,
          force: true,
        }),
      ).rejects.toBeInstanceOf(DataDirLockedError);
      await rm(`${dataDir}.lock`);
      expect(existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);
      expect((await readdir(work)).filter((name) => name.includes('.replaced-'))).toEqual([]);
    }
  }, 90_000);

  // Only PGlite has a data directory another process can hold: registered for it alone, not skipped.
  if (backend === 'pglite')
    it('refuses to back up a PGlite directory another live process holds', async () => {
      const dataDir = path.join(work, 'held-pglite');
      await mkdir(dataDir, { recursive: true });
      await writeFile(path.join(dataDir, 'PG_VERSION'), '17\n');
      // The parent process (the test runner) stands in for a running server.
      await writeFile(`${dataDir}.lock`, String(process.ppid));
      await expect(
        createBackup({
          target: { kind: 'pglite', dataDir },
          mediaDir: path.join(work, 'none'),
          outDir: path.join(work, 'held'),
          secretFile: undefined,
        }),
      ).rejects.toBeInstanceOf(DataDirLockedError);
      await expect(readFile(`${dataDir}.lock`, 'utf8')).resolves.toBe(String(process.ppid));
    });
});
