import { PGlite } from '@electric-sql/pglite';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import type { MigrateUpArgs } from '@payloadcms/db-postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedProducts } from '../seed/products';
import { claimsRentIncludesServiceCharge } from '@/domain/copy-claims';
import * as serviceChargeCopy from './20261126_160000_service_charge_copy';

/*
 * A database seeded with the old words, one type an editor had already reworded, and the versions:
 * the migration's own SQL on PGlite replaces the seed's words with the seed's new ones and leaves
 * the editor's alone; down puts the old words back.
 */

let client: PGlite;
const dialect = new PgDialect();
const args = () =>
  ({
    db: {
      execute: async (statement: SQL) => {
        const query = dialect.sqlToQuery(statement);
        await client.query(query.sql, query.params);
      },
    },
  }) as unknown as MigrateUpArgs;

const oldParagraph =
  'One licence and one rent cover the unit, service charge and buildings insurance. Published rents are for a 24-month term, shorter terms are quoted on request, and you can move to a bigger unit in the same centre without starting again.';
const editorsParagraph = 'Our own words about the rent, which an editor wrote after launch.';
const oldQuestion = 'What does the rent for a grooming unit cover?';
const oldAnswer =
  'Rent, service charge and buildings insurance, on the 24-month licence our quotes are based on. The water and electricity your baths and dryers use are billed as you use them; shorter terms are quoted at their own price.';

const seeded = (slug: string) => seedProducts.find((product) => product.slug === slug)!;

beforeAll(async () => {
  client = new PGlite();
  await client.waitReady;
  await client.exec(`
    CREATE TABLE "workspace_types" ("id" serial PRIMARY KEY, "slug" varchar, "detail_paragraph_two" varchar);
    CREATE TABLE "_workspace_types_v" ("id" serial PRIMARY KEY, "version_slug" varchar, "version_detail_paragraph_two" varchar);
    CREATE TABLE "workspace_types_faqs" ("id" varchar PRIMARY KEY, "question" varchar, "answer" varchar);
    CREATE TABLE "_workspace_types_v_version_faqs" ("id" serial PRIMARY KEY, "question" varchar, "answer" varchar);`);
  await client.query(
    `INSERT INTO "workspace_types" ("slug", "detail_paragraph_two") VALUES ('workshops', $1), ('studios', $2)`,
    [oldParagraph, editorsParagraph],
  );
  await client.query(
    `INSERT INTO "_workspace_types_v" ("version_slug", "version_detail_paragraph_two") VALUES ('workshops', $1), ('workshops', $1)`,
    [oldParagraph],
  );
  await client.query(
    `INSERT INTO "workspace_types_faqs" VALUES ('a', $1, $2), ('b', $1, 'An editor’s answer.')`,
    [oldQuestion, oldAnswer],
  );
  await client.query(`INSERT INTO "_workspace_types_v_version_faqs" ("question", "answer") VALUES ($1, $2)`, [
    oldQuestion,
    oldAnswer,
  ]);
}, 120_000);

afterAll(async () => {
  await client.close();
});

const rows = async (query: string) => (await client.query<Record<string, string>>(query)).rows;

describe('the service-charge copy migration', () => {
  it('gives the seed’s words the seed’s new ones, in documents and versions, and leaves an editor’s alone', async () => {
    await serviceChargeCopy.up(args());
    const workshops = seeded('workshops');
    const grooming = seeded('dog-groomings').faqs.find(
      (faq) => faq.question === 'What do I pay for a grooming unit?',
    )!;
    expect(
      await rows(`SELECT "slug", "detail_paragraph_two" AS "p" FROM "workspace_types" ORDER BY "id"`),
    ).toEqual([
      { slug: 'workshops', p: workshops.detailParagraphs[1] },
      { slug: 'studios', p: editorsParagraph },
    ]);
    expect(
      await rows(`SELECT DISTINCT "version_detail_paragraph_two" AS "p" FROM "_workspace_types_v"`),
    ).toEqual([{ p: workshops.detailParagraphs[1] }]);
    expect(await rows(`SELECT "id", "question", "answer" FROM "workspace_types_faqs" ORDER BY "id"`)).toEqual(
      [
        { id: 'a', question: grooming.question, answer: grooming.answer },
        { id: 'b', question: oldQuestion, answer: 'An editor’s answer.' },
      ],
    );
    expect(await rows(`SELECT "question", "answer" FROM "_workspace_types_v_version_faqs"`)).toEqual([
      { question: grooming.question, answer: grooming.answer },
    ]);
    expect(claimsRentIncludesServiceCharge(workshops.detailParagraphs[1])).toBe(false);
    expect(claimsRentIncludesServiceCharge(oldParagraph)).toBe(true);
  });

  it('puts the old words back on the way down', async () => {
    await serviceChargeCopy.down(args());
    expect(
      await rows(`SELECT "detail_paragraph_two" AS "p" FROM "workspace_types" WHERE "slug" = 'workshops'`),
    ).toEqual([{ p: oldParagraph }]);
    expect(await rows(`SELECT "answer" FROM "workspace_types_faqs" WHERE "id" = 'a'`)).toEqual([
      { answer: oldAnswer },
    ]);
  });
});
