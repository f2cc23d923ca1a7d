/*
 * Rows for revenue by campaign's journey (tests/e2e/cms-campaigns.spec.ts), stored by
 * tests/cms/prepare.ts at the dashboard's centres (Luton, Ipswich), which the other journeys leave
 * alone: a viewing that came by a Google Ads campaign and came back by the newsletter, won at
 * £12,500; a room paid online by the same visitor's touches; and a viewing whose campaign name
 * looks like a spreadsheet formula, for the export's guard. Dated in the days before the run.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { bookings, leadAudit, leads, viewings } from '@/server/db/schema';

const day = 86_400_000;
const hour = 3_600_000;

export const campaignFixture = {
  first: { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'E2E Spring Units', gclid: 'e2e-spring' },
  last: { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'e2e-november' },
  formula: { utm_source: 'bing', utm_medium: 'cpc', utm_campaign: '=cmd|evil' },
  wonValuePence: 1_250_000,
  roomPricePence: 5000,
} as const;

export async function storeCampaignFixtures(db: Database, now = new Date()): Promise<void> {
  const attribution = { first: campaignFixture.first, last: campaignFixture.last };
  const viewing = async (centre: string, reference: string, touches: Record<string, unknown>) => {
    const id = randomUUID();
    const createdAt = new Date(now.getTime() - 3 * day);
    await db.insert(viewings).values({
      id,
      reference,
      centre,
      startsAt: new Date(now.getTime() + 5 * day),
      endsAt: new Date(now.getTime() + 5 * day + hour / 2),
      unitReferences: [],
      seat: 1,
      capacity: 2,
      name: 'Campaign Viewer',
      email: `${reference.toLowerCase()}@example.co.uk`,
      phone: '+447700900210',
      phoneCountry: 'GB',
      attribution: touches,
      createdAt,
    });
    return id;
  };
  const wonId = await viewing('luton', 'NL-E2E0-CV01', attribution);
  await viewing('ipswich', 'NL-E2E0-CV02', { first: campaignFixture.formula, last: campaignFixture.formula });
  const [lead] = await db.select({ id: leads.id }).from(leads).where(eq(leads.sourceId, wonId));
  await db.update(leads).set({ stage: 'won', wonValuePence: campaignFixture.wonValuePence }).where(eq(leads.id, lead!.id));
  await db.insert(leadAudit).values({
    leadId: lead!.id,
    actorId: null,
    actorName: 'Test fixture',
    field: 'stage',
    fromValue: 'new',
    toValue: 'won: £12,500.00',
    at: new Date(now.getTime() - 1 * day),
  });
  // A meeting room at Luton paid online two days ago, VAT on top of its price.
  const startsAt = new Date(now.getTime() + 6 * day);
  await db.insert(bookings).values({
    id: randomUUID(),
    reference: 'NL-E2E0-CB01',
    roomReference: 'LUT-MR01',
    centre: 'luton',
    startsAt,
    endsAt: new Date(startsAt.getTime() + hour),
    duration: 'hour',
    hours: 1,
    name: 'Campaign Booker',
    email: 'campaign-booker@example.co.uk',
    phone: '+447700900211',
    phoneCountry: 'GB',
    pricePence: campaignFixture.roomPricePence,
    vatRateBasisPoints: 2000,
    status: 'confirmed',
    paidPence: 6000,
    paidAt: new Date(now.getTime() - 2 * day),
    attribution,
    createdAt: new Date(now.getTime() - 2 * day),
  });
}
