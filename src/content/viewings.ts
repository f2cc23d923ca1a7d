import 'server-only';
import config from '@payload-config';
import { getPayload } from 'payload';
import { docToViewingHours, type CentreViewingsDoc } from '@/cms/collections/centre-viewings';
import type { CentreSlug } from '@/domain/centres';
import type { ViewingHours } from '@/domain/viewing/viewing-hours';
import { freeViewingSlots, viewingDaysFrom, type ViewingDay, type ViewingSlot } from '@/domain/viewing/viewing-slots';
import { londonInstant } from '@/lib/booking-slots';
import { addDays } from '@/lib/calendar-date';
import type { ViewingRow } from '@/server/db/schema';
import { getEnquiryRuntime, manageSigningKey } from '@/server/runtime';
import { verifyViewingLink } from '@/server/viewings/viewing-link';
import { findViewing, viewingSlotUse } from '@/server/viewings/viewings';
import { getCentres } from './index';

/*
 * What the viewing pages and POST /api/viewings read. Viewing hours (and so the capacity) are read
 * from the published centre on every call, never from a build-time copy: a change in the CMS
 * applies to the next request.
 */

export async function getViewingHours(centre: string): Promise<ViewingHours | undefined> {
  const payload = await getPayload({ config });
  const { docs } = await payload.find({
    collection: 'centres',
    where: { and: [{ _status: { equals: 'published' } }, { slug: { equals: centre } }] },
    depth: 0,
    limit: 1,
    select: { viewings: true },
    overrideAccess: true,
  });
  return docToViewingHours((docs[0] as { viewings?: CentreViewingsDoc } | undefined)?.viewings);
}

/** The days from `from` with their free slots (days shown even when full, so the visitor sees why). */
export async function getViewingDays(
  centre: CentreSlug,
  from: string,
  count: number,
  now: Date = new Date(),
): Promise<{ hours: ViewingHours; days: ViewingDay[]; full: ViewingSlot[]; next: string | undefined } | undefined> {
  const hours = await getViewingHours(centre);
  if (!hours) return undefined;
  const { days, next } = viewingDaysFrom(hours, from, count, now);
  if (days.length === 0) return { hours, days, full: [], next };
  const runtime = await getEnquiryRuntime();
  const use = await viewingSlotUse(
    runtime.database.db,
    centre,
    londonInstant(days[0]!.date, 0),
    londonInstant(addDays(days.at(-1)!.date, 1), 0),
  );
  const free = days.map((day) => ({ ...day, slots: freeViewingSlots(day.slots, hours.capacity, use) }));
  // The slots with no place left, for the viewing waitlist (decision 0058).
  const full = days.flatMap((day, index) => day.slots.filter((slot) => !free[index]!.slots.includes(slot)));
  return { hours, days: free, full, next };
}

export type SignedViewing =
  | { readonly ok: true; readonly viewing: ViewingRow; readonly town: string; readonly key: string }
  | { readonly ok: false; readonly reason: 'forged' | 'expired' };

/** The viewing a signed link names, with its centre's town; or why the link does not open it. */
export async function getSignedViewing(
  id: string | string[] | undefined,
  signature: string | string[] | undefined,
): Promise<SignedViewing> {
  if (typeof id !== 'string' || typeof signature !== 'string') return { ok: false, reason: 'forged' };
  const key = manageSigningKey();
  const verdict = verifyViewingLink(id, signature, key);
  if (!verdict.valid) return { ok: false, reason: verdict.reason };
  const runtime = await getEnquiryRuntime();
  const viewing = await findViewing(runtime.database.db, id);
  if (!viewing) return { ok: false, reason: 'forged' };
  const centres = await getCentres();
  const town = centres.find((centre) => centre.slug === viewing.centre)?.town ?? viewing.centre;
  return { ok: true, viewing, town, key };
}
