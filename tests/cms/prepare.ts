/*
 * Before the CMS browser tests start their server: a fresh database (a PGlite directory or a
 * PostgreSQL database of their own, made from the run's seeded one when npm test offers it),
 * migrated, seeded, with the staff accounts of staff.ts.
 * Runs under tsx --conditions react-server, like the sales tools.
 */
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { isNull } from 'drizzle-orm';
import { getPayload } from 'payload';
import { createdFromShell } from '@/cms/collections/users';
import config from '@/cms/payload.config';
import { getDatabase } from '@/server/db/client';
import { bookings, dayPassBundles, dayPasses, enquiries, outbox, webhookEvents } from '@/server/db/schema';
import { boardFixture, boardFixtureTimes, bundleFixture, dayPassFixtures, ukDay } from './board-fixtures';
import { storeCampaignFixtures } from './campaign-fixtures';
import { storeDashboardFixtures } from './dashboard-fixtures';
import { conversionJourneyFixtures, leadJourneyFixtures, proposalJourneyFixtures, salesFixtures, webhookJourneyFixtures } from './enquiry-fixtures';
import { staff, staffPassword } from './staff';
import { copySeededDatabase, recreatePostgresDatabase } from '../seeded-copy.mjs';

async function freshDatabase(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const dir = path.resolve(process.env.PGLITE_DATA_DIR ?? '.data/e2e-cms');
    // A copy of the run's seeded database when npm test offers one (the seed below then finds
    // content and adds nothing); otherwise an empty directory, seeded here.
    if (copySeededDatabase(dir, { mediaDir: process.env.MEDIA_DIR ?? '.data/media' })) return;
    rmSync(dir, { recursive: true, force: true });
    rmSync(`${dir}.lock`, { force: true });
    return;
  }
  await recreatePostgresDatabase(url, { fromSeed: !process.env.S3_BUCKET });
}

await freshDatabase();
const payload = await getPayload({ config });
for (const account of Object.values(staff)) {
  // A centre manager's centres as a fresh array (staff.ts is read-only).
  const centres = 'centres' in account ? [...account.centres] : undefined;
  await payload.create({
    collection: 'users',
    data: { email: account.email, name: account.name, role: account.role, centres, password: staffPassword },
    overrideAccess: true,
    context: { [createdFromShell]: true },
  });
}
// The sales view's enquiries and the lead journey's (tests/e2e/cms-sales.spec.ts, cms-leads.spec.ts),
// written as the site stores them.
const { db } = await getDatabase();
for (const { delivery, createdAt, ...enquiry } of [
  ...Object.values(salesFixtures),
  ...leadJourneyFixtures,
  ...proposalJourneyFixtures,
  ...webhookJourneyFixtures,
  ...conversionJourneyFixtures,
]) {
  const id = randomUUID();
  await db.insert(enquiries).values({
    ...enquiry,
    id,
    createdAt: new Date(createdAt),
    preferredDays: [...enquiry.preferredDays],
    marketingOptIn: false,
  });
  await db.insert(outbox).values({ ...delivery, enquiryId: id });
}
// The bookings board's visit in progress today (tests/e2e/cms-board.spec.ts checks it in).
await db.insert(bookings).values({
  id: randomUUID(),
  reference: boardFixture.reference,
  roomReference: boardFixture.roomReference,
  centre: boardFixture.centre,
  ...boardFixtureTimes(new Date()),
  duration: 'hour',
  hours: 2,
  name: boardFixture.name,
  email: boardFixture.email,
  phone: boardFixture.phone,
  phoneCountry: 'GB',
  pricePence: 7000,
  vatRateBasisPoints: 2000,
  status: 'confirmed',
});
// The board's day passes (tests/e2e/cms-day-pass.spec.ts): today's and tomorrow's to check in,
// tomorrow's to cancel, and today's paid online to cancel with the payment choice.
const passFixtures = [
  ['today', dayPassFixtures.today, 0, false],
  ['tomorrow', dayPassFixtures.tomorrow, 1, false],
  ['phoned', dayPassFixtures.phoned, 1, false],
  ['paid-today', dayPassFixtures.paidToday, 0, true],
] as const;
for (const [index, [label, pass, offset, paidOnline]] of passFixtures.entries())
  await db.insert(dayPasses).values({
    id: randomUUID(),
    reference: pass.reference,
    centre: dayPassFixtures.centre,
    day: ukDay(new Date(), offset),
    desk: index + 1,
    desks: 8,
    name: pass.name,
    email: `day-pass-${label}@e2e.northlight.example`,
    phone: `+44163296009${index}`,
    phoneCountry: 'GB',
    pricePence: 2200,
    vatRateBasisPoints: 2000,
    ...(paidOnline ? { paymentIntentId: 'pi_e2e_day_pass', paidPence: 2640, paidAt: new Date() } : {}),
  });
// A paid bundle with 7 of its 10 days booked, today's at the board's centre (bundle-cms-day-pass.spec.ts).
const bundleId = randomUUID();
await db.insert(dayPassBundles).values({
  id: bundleId,
  reference: bundleFixture.reference,
  days: bundleFixture.days,
  pricePence: 20_000,
  vatRateBasisPoints: 2000,
  validMonths: 6,
  name: bundleFixture.name,
  email: 'bundle@e2e.northlight.example',
  phone: '+441632960099',
  phoneCountry: 'GB',
  status: 'paid',
  paidPence: 24_000,
  paidAt: new Date(),
  lastDay: ukDay(new Date(), 150),
});
for (let slot = 1; slot <= bundleFixture.booked; slot += 1)
  await db.insert(dayPasses).values({
    id: randomUUID(),
    reference: slot === 1 ? bundleFixture.todayPass : `NL-E2E0-BD${String(slot).padStart(2, '0')}`,
    centre: dayPassFixtures.centre,
    day: ukDay(new Date(), 1 - slot),
    desk: 7,
    desks: 8,
    name: bundleFixture.name,
    email: 'bundle@e2e.northlight.example',
    phone: '+441632960099',
    phoneCountry: 'GB',
    pricePence: 0,
    vatRateBasisPoints: 2000,
    bundleId,
    bundleDays: bundleFixture.days,
    bundleSlot: slot,
  });
// The sales dashboard's leads and bookings (tests/e2e/cms-dashboard.spec.ts).
await storeDashboardFixtures(db);
await storeCampaignFixtures(db);
// The fixtures are history, their deliveries the outbox rows written with them: none of their
// webhook events waits to be sent (the environment's endpoint would otherwise send them at the
// server's first drain and add a delivery to each, docs/decisions/0057).
await db.delete(webhookEvents).where(isNull(webhookEvents.fannedOutAt));
process.exit(0);
