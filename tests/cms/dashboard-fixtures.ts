/*
 * Leads and room bookings for the sales dashboard's journey (tests/e2e/cms-dashboard.spec.ts),
 * stored by tests/cms/prepare.ts. Dated relative to the day the servers start, in the weeks
 * before it, at centres the other journeys leave alone (Swindon, Luton, Ipswich), as viewings,
 * past meeting-room bookings and alert sign-ups: no enquiry list, board or free slot of another
 * spec changes. The database makes a lead of each; some are moved on (won, lost) with history.
 */
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { seedUnits } from '@/cms/seed/units';
import type { Database } from '@/server/db/client';
import { alertSubscriptions, bookings, leadAudit, leads, viewings } from '@/server/db/schema';

export const dashboardCentres = ['swindon', 'luton', 'ipswich'] as const;

/** Attribution first touches, one per channel the dashboard shows. */
const touches = [
  { gclid: 'e2e-gclid' },
  { utm_source: 'facebook', utm_medium: 'paid-social' },
  { utm_source: 'newsletter', utm_medium: 'email' },
  { referrer_host: 'www.google.co.uk' },
  { referrer_host: 'www.localbusinessdirectory.example' },
  {},
] as const;

const day = 86_400_000;
const hour = 3_600_000;

export async function storeDashboardFixtures(db: Database, now = new Date()): Promise<void> {
  const viewingIds: string[] = [];
  for (let index = 0; index < 18; index += 1) {
    const centre = dashboardCentres[index % dashboardCentres.length]!;
    const units = seedUnits.filter(
      (unit) => unit.centre === centre && unit.workspaceType !== 'meeting-rooms',
    );
    const unit = units[index % units.length];
    // Spread over the last eleven weeks, two or so a week, at 10:00 UTC on a past day.
    const createdAt = new Date(now.getTime() - (3 + index * 4) * day);
    const id = randomUUID();
    viewingIds.push(id);
    await db.insert(viewings).values({
      id,
      reference: `NL-E2E0-DV${String(index).padStart(2, '0')}`,
      centre,
      startsAt: new Date(createdAt.getTime() + 2 * day),
      endsAt: new Date(createdAt.getTime() + 2 * day + hour / 2),
      unitReferences: index % 4 === 3 || !unit ? [] : [unit.reference],
      seat: 1,
      capacity: 2,
      name: `Dashboard Viewer ${index}`,
      email: `dashboard-viewer-${index}@example.co.uk`,
      phone: '+447700900200',
      phoneCountry: 'GB',
      attribution: { first: touches[index % touches.length], last: {} },
      createdAt,
    });
  }
  for (let index = 0; index < 10; index += 1) {
    const centre = dashboardCentres[index % dashboardCentres.length]!;
    const room = seedUnits.find((unit) => unit.centre === centre && unit.workspaceType === 'meeting-rooms');
    const startsAt = new Date(now.getTime() - (2 + index * 7) * day);
    await db.insert(bookings).values({
      id: randomUUID(),
      reference: `NL-E2E0-DB${String(index).padStart(2, '0')}`,
      roomReference: room?.reference ?? `${centre.slice(0, 3).toUpperCase()}-MR01`,
      centre,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 2 * hour),
      duration: 'hour',
      hours: 2,
      name: `Dashboard Booker ${index}`,
      email: `dashboard-booker-${index}@example.co.uk`,
      phone: '+447700900201',
      phoneCountry: 'GB',
      pricePence: 4200 + index * 650,
      vatRateBasisPoints: 2000,
      status: 'confirmed',
      createdAt: new Date(startsAt.getTime() - 5 * day),
    });
  }
  for (let index = 0; index < 4; index += 1) {
    await db.insert(alertSubscriptions).values({
      id: randomUUID(),
      reference: `NL-E2E0-DA${index}`,
      email: `dashboard-alert-${index}@example.co.uk`,
      workspaceType: index % 2 === 0 ? 'workshops' : 'office-spaces',
      centres: [dashboardCentres[index % dashboardCentres.length]!],
      createdAt: new Date(now.getTime() - (5 + index * 9) * day),
    });
  }
  // Move some of the viewings' leads on, with their history: two won, two lost after a viewing.
  const moved = await db
    .select({ id: leads.id, createdAt: leads.createdAt })
    .from(leads)
    .where(inArray(leads.sourceId, viewingIds.slice(4, 8)));
  for (const [position, lead] of moved.entries()) {
    const won = position < 2;
    const path = won ? ['new', 'contacted', 'offer', 'won'] : ['new', 'viewing-booked', 'lost'];
    await db
      .update(leads)
      .set({ stage: won ? 'won' : 'lost', lostReason: won ? null : 'Chose a unit nearer home' })
      .where(eq(leads.id, lead.id));
    for (let step = 1; step < path.length; step += 1)
      await db.insert(leadAudit).values({
        leadId: lead.id,
        actorId: null,
        actorName: 'Test fixture',
        field: 'stage',
        fromValue: path[step - 1]!,
        toValue: path[step]!,
        at: new Date(lead.createdAt.getTime() + step * hour),
      });
  }
}
