import { PGlite } from '@electric-sql/pglite';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import type { MigrateUpArgs } from '@payloadcms/db-postgres';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as viewingHours from './20261125_224003_centre_viewing_hours';
import * as defaults from './20261126_030000_i20fin_viewing_hours_defaults';

/*
 * A database seeded before viewing hours existed: centres (the seed's and one added by an editor
 * under a slug of its own) with their versions, then the two migrations as Payload runs them. Only
 * the tables these migrations touch are made; the SQL is the migrations' own, on PGlite.
 */

let client: PGlite;
const dialect = new PgDialect();
const args = () =>
  ({
    db: {
      execute: async (statement: SQL) => {
        const query = dialect.sqlToQuery(statement);
        expect(query.params).toEqual([]);
        await client.exec(query.sql);
      },
    },
  }) as unknown as MigrateUpArgs;

beforeAll(async () => {
  client = new PGlite();
  await client.waitReady;
}, 120_000);

beforeEach(async () => {
  await client.exec(`
    DROP SCHEMA IF EXISTS public CASCADE;
    CREATE SCHEMA public;
    CREATE TABLE "centres" ("id" serial PRIMARY KEY, "slug" varchar NOT NULL);
    CREATE TABLE "_centres_v" ("id" serial PRIMARY KEY, "parent_id" integer, "version_slug" varchar);
    INSERT INTO "centres" ("slug") VALUES ('exeter'), ('newtown');
    INSERT INTO "_centres_v" ("parent_id", "version_slug") VALUES (1, 'exeter'), (2, 'newtown'), (2, 'newtown');
  `);
});

afterAll(async () => {
  await client.close();
});

const hoursOf = async (slug: string) =>
  (
    await client.query<{ starts: string | null; capacity: string | null; days: string[] | null }>(
      `SELECT c."viewings_starts" AS starts, c."viewings_capacity"::text AS capacity,
        (SELECT array_agg(d."value"::text ORDER BY d."order") FROM "centres_viewings_days" d WHERE d."parent_id" = c."id") AS days
      FROM "centres" c WHERE c."slug" = $1`,
      [slug],
    )
  ).rows[0];

describe('viewing hours for centres that existed before them', () => {
  it('the first migration fills only the centres it knows; the defaults step fills the rest, documents and versions', async () => {
    await viewingHours.up(args());
    expect(await hoursOf('exeter')).toMatchObject({ starts: '09:30', capacity: '3' });
    expect(await hoursOf('newtown')).toMatchObject({ starts: null, days: null });

    await defaults.up(args());
    expect(await hoursOf('newtown')).toEqual({
      starts: '10:00',
      capacity: '2',
      days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    });
    // A centre that had hours keeps them.
    expect(await hoursOf('exeter')).toMatchObject({ starts: '09:30', capacity: '3' });
    const versions = await client.query<{ starts: string | null; days: number }>(
      `SELECT v."version_viewings_starts" AS starts,
        (SELECT count(*)::int FROM "_centres_v_version_viewings_days" d WHERE d."parent_id" = v."id") AS days
       FROM "_centres_v" v ORDER BY v."id"`,
    );
    expect(versions.rows).toEqual([
      { starts: '09:30', days: 5 },
      { starts: '10:00', days: 5 },
      { starts: '10:00', days: 5 },
    ]);
  });

  it('changes nothing when run again', async () => {
    await viewingHours.up(args());
    await defaults.up(args());
    await client.exec(`UPDATE "centres" SET "viewings_starts" = '11:00' WHERE "slug" = 'newtown'`);
    await defaults.up(args());
    expect(await hoursOf('newtown')).toMatchObject({ starts: '11:00' });
    const days = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM "centres_viewings_days"`);
    expect(days.rows[0]!.n).toBe(10);
  });
});
