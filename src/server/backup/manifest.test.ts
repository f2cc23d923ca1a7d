import { describe, expect, it } from 'vitest';
import { backupName, compareDatabase, compareMedia, type DatabaseFacts } from './manifest';

const facts = (tables: DatabaseFacts['tables'], app = '0004_x'): DatabaseFacts => ({
  serverVersion: '17.5',
  migrations: { app, cms: '20261123_203704_case_study_provenance' },
  tables,
});

describe('checking a restore against its manifest', () => {
  it('finds nothing to report when every table and file matches', () => {
    const tables = { 'public.enquiries': { rows: 2, digest: 'ab' } };
    expect(compareDatabase(facts(tables), facts({ ...tables }))).toEqual([]);
    const files = [{ path: 'a.png', bytes: 3, sha256: 'f'.repeat(64) }];
    expect(compareMedia(files, [...files])).toEqual([]);
  });

  it('names missing, extra, short and altered tables, and a different migration, without row contents', () => {
    const expected = facts({
      'public.enquiries': { rows: 2, digest: 'ab' },
      'public.bookings': { rows: 1, digest: 'cd' },
      'public.media': { rows: 1, digest: 'ef' },
    });
    const actual = facts(
      {
        'public.enquiries': { rows: 1, digest: 'a' },
        'public.media': { rows: 1, digest: '00' },
        'public.extra': { rows: 0, digest: '' },
      },
      '0003_y',
    );
    expect(compareDatabase(expected, actual)).toEqual([
      'app migration: expected 0004_x, found 0003_y',
      'table public.bookings: missing after restore (1 rows expected)',
      'table public.enquiries: expected 2 rows, found 1',
      'table public.extra: not in the backup, found after restore',
      'table public.media: 1 rows as expected, but their contents differ',
    ]);
  });

  it('names missing, altered and unexpected media files', () => {
    const a = { path: 'a.png', bytes: 3, sha256: 'a'.repeat(64) };
    const b = { path: 'floor-plans/b.pdf', bytes: 5, sha256: 'b'.repeat(64) };
    expect(
      compareMedia(
        [a, b],
        [
          { ...a, sha256: 'c'.repeat(64) },
          { ...b, path: 'b.pdf' },
        ],
      ),
    ).toEqual([
      'media a.png: contents differ (3 bytes expected, 3 found)',
      'media floor-plans/b.pdf: missing',
      'media b.pdf: not in the backup, found after restore',
    ]);
  });

  it('names a backup by kind and UTC time, sortable and without colons', () => {
    expect(backupName('postgres', new Date('2026-11-25T02:30:05.123Z'))).toBe(
      'northlight-postgres-20261125T023005Z',
    );
  });
});
