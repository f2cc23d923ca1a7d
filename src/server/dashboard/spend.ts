import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type { SpendParse } from '@/domain/dashboard/spend-csv';
import type { Database } from '../db/client';
import { campaignSpend, spendUploads, type SpendUploadRow } from '../db/schema';

/*
 * Spend files as staff upload them (docs/revenue-by-campaign.md). Every upload is recorded, saved
 * or refused, so the page can show the outcome after its redirect (with each row's problem) and
 * who uploaded what. A saved file replaces, campaign by campaign, the rows of earlier uploads
 * whose days it covers: uploading November again, or its days one by one, never counts November
 * twice (docs/decisions/0051). Uploads run one at a time (a lock on the table), and the
 * exclusion constraint holds the rule whatever writes.
 */

/** Refused uploads are kept this long for their page, then go with the next upload. */
export const refusedUploadDays = 30;
const insertChunk = 500;

export type SpendUploader = { readonly id: number; readonly name: string };

export type SpendUploadOutcome = {
  readonly id: string;
  readonly saved: boolean;
  readonly savedRows: number;
  readonly replacedRows: number;
};

/** Records one upload: its rows saved in place of those they cover, or its problems kept. */
export async function recordSpendUpload(
  db: Database,
  uploader: SpendUploader,
  fileName: string,
  parsed: SpendParse,
): Promise<SpendUploadOutcome> {
  const id = randomUUID();
  const upload = {
    id,
    uploadedById: uploader.id,
    uploadedByName: uploader.name.slice(0, 200),
    fileName: fileName.slice(0, 200),
  };
  return db.transaction(async (tx) => {
    await tx
      .delete(spendUploads)
      .where(
        and(
          isNotNull(spendUploads.problems),
          lt(spendUploads.at, sql`now() - make_interval(days => ${refusedUploadDays})`),
        ),
      );
    if (!parsed.ok) {
      await tx.insert(spendUploads).values({ ...upload, problems: [...parsed.problems] });
      return { id, saved: false, savedRows: 0, replacedRows: 0 };
    }
    const { rows } = parsed;
    await tx.execute(sql`lock table ${campaignSpend} in share row exclusive mode`);
    const days = rows.map((row) => row.startsOn).sort();
    const ends = rows.map((row) => row.endsOn).sort();
    await tx.insert(spendUploads).values({
      ...upload,
      savedRows: rows.length,
      costPence: rows.reduce((total, row) => total + row.costPence, 0),
      startsOn: days[0],
      endsOn: ends.at(-1),
    });
    const covered = JSON.stringify(
      rows.map((row) => ({ source: row.source, medium: row.medium, campaign: row.campaign, starts_on: row.startsOn, ends_on: row.endsOn })),
    );
    const replaced = await tx
      .delete(campaignSpend)
      .where(
        sql`exists (
          select 1 from jsonb_to_recordset(${covered}::jsonb) as x(source text, medium text, campaign text, starts_on date, ends_on date)
          where x.source = ${campaignSpend.source} and x.medium = ${campaignSpend.medium} and x.campaign = ${campaignSpend.campaign}
            and x.starts_on <= ${campaignSpend.endsOn} and x.ends_on >= ${campaignSpend.startsOn}
        )`,
      )
      .returning({ id: campaignSpend.id });
    for (let start = 0; start < rows.length; start += insertChunk)
      await tx.insert(campaignSpend).values(
        rows.slice(start, start + insertChunk).map((row) => ({
          source: row.source,
          medium: row.medium,
          campaign: row.campaign,
          startsOn: row.startsOn,
          endsOn: row.endsOn,
          costPence: row.costPence,
          uploadId: id,
        })),
      );
    await tx.update(spendUploads).set({ replacedRows: replaced.length }).where(eq(spendUploads.id, id));
    return { id, saved: true, savedRows: rows.length, replacedRows: replaced.length };
  });
}

/** One upload, for the page its redirect leads to: only to the user who made it. */
export async function findSpendUpload(db: Database, id: string, userId: number): Promise<SpendUploadRow | undefined> {
  const [row] = await db
    .select()
    .from(spendUploads)
    .where(and(eq(spendUploads.id, id), eq(spendUploads.uploadedById, userId)));
  return row;
}

/** The last saved uploads, newest first: what spend the figures stand on, and who gave it. */
export async function recentSpendUploads(db: Database, limit = 5): Promise<SpendUploadRow[]> {
  return db
    .select()
    .from(spendUploads)
    .where(isNotNull(spendUploads.startsOn))
    .orderBy(desc(spendUploads.at))
    .limit(limit);
}
