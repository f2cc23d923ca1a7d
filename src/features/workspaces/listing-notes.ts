import { listingFactsOf, listingFactsText, type VatQuoting } from '@/domain/prices';
import type { Unit } from '@/domain/units';
import type { WorkspaceTypeSlug } from '@/domain/workspace-type-slugs';

/** What a type page calls its listed things: rooms for meeting rooms, units for everything else. */
export const listedNounOf = (type: WorkspaceTypeSlug) =>
  type === 'meeting-rooms' ? { one: 'room', many: 'rooms' } : { one: 'unit', many: 'units' };

/**
 * The line under each centre in a type page's centre list: how many are listed there, how many of
 * those are under offer, and from what (listingFactsText, the words of the unit table's summary).
 * Centres with nothing of the type listed keep their county.
 */
export function centreListNotes(
  units: readonly Unit[],
  type: WorkspaceTypeSlug,
  today: string,
  quoting: VatQuoting,
): Record<string, string> {
  const ofType = units.filter((unit) => unit.workspaceType === type && unit.status !== 'let');
  const centres = [...new Set(ofType.map((unit) => unit.centre))];
  return Object.fromEntries(
    centres.map((slug) => [
      slug,
      listingFactsText(
        listingFactsOf(
          ofType.filter((unit) => unit.centre === slug),
          type,
          today,
        ),
        quoting,
        listedNounOf(type),
      ),
    ]),
  );
}
