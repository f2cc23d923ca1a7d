import type { Payload } from 'payload';
import type { ViewingHours } from '@/domain/viewing/viewing-hours';
import type { WeeklyHours } from '@/lib/booking-slots';
import { docToViewingHours, type CentreViewingsDoc } from '../collections/centre-viewings';

/*
 * A centre's opening hours (room slots) and viewing hours as the published centre has them now,
 * read on each call like the public booking and viewing pages read them: a change in the CMS
 * applies to the next move.
 */
export type CentreHours = {
  readonly opening: readonly WeeklyHours[] | undefined;
  readonly viewings: ViewingHours | undefined;
};

export async function centreHours(payload: Payload, centre: string): Promise<CentreHours> {
  const { docs } = await payload.find({
    collection: 'centres',
    where: { and: [{ _status: { equals: 'published' } }, { slug: { equals: centre } }] },
    depth: 0,
    limit: 1,
    select: { openingHours: true, viewings: true },
    overrideAccess: true,
  });
  const doc = docs[0] as
    | {
        openingHours?: { days?: string[] | null; opens: string; closes: string }[] | null;
        viewings?: CentreViewingsDoc;
      }
    | undefined;
  if (!doc) return { opening: undefined, viewings: undefined };
  return {
    opening: (doc.openingHours ?? []).map(({ days, opens, closes }) => ({
      days: [...(days ?? [])],
      opens,
      closes,
    })),
    viewings: docToViewingHours(doc.viewings),
  };
}
