import 'server-only';
import { cancelReasonSentence } from '@/domain/board/cancel-reason';
import type { VisitorMailContent, VisitorMailPlace } from '@/domain/visitor-mail';
import { viewingCancellationTerms, viewingChangeAllowed } from '@/domain/viewing/viewing-policy';
import type { ViewingRow } from '../db/schema';
import { findViewing } from '../viewings/viewings';
import type { VisitorMailSubjectLoader } from './subjects';

/* The visitor mail of a viewing: the viewing row, its units' names and the centre from the CMS. */

export type ViewingDescription = {
  readonly place: VisitorMailPlace;
  /** Unit names by reference; a unit since taken off the list is named by its reference. */
  readonly unitNames: ReadonlyMap<string, string>;
};

export type ViewingMailLookup = {
  readonly describe: (viewing: ViewingRow) => Promise<ViewingDescription | undefined>;
  /** The absolute signed manage link of a viewing. */
  readonly manageUrl: (viewing: ViewingRow) => string;
};

/** What every mail about a viewing says (confirmation, reminder, move, cancellation). */
export function viewingMailContent(
  viewing: ViewingRow,
  described: ViewingDescription,
  manageUrl: string,
): VisitorMailContent {
  const units = viewing.unitReferences.map((reference) => {
    const name = described.unitNames.get(reference);
    return name ? `${name} (${reference})` : reference;
  });
  return {
    subject: 'viewing',
    reference: viewing.reference,
    calendarUid: `viewing-${viewing.id}@northlight`,
    sequence: viewing.sequence,
    recipient: { name: viewing.name, email: viewing.email },
    title:
      viewing.unitReferences.length > 0
        ? `Viewing of ${viewing.unitReferences.join(' and ')}`
        : `Viewing of ${described.place.centreName}`,
    details: [
      ...(units.length > 0
        ? [`Units to see: ${units.join(', ')}.`]
        : ['A look round the centre: tell us on the day what you need.']),
      'A member of the team meets you at reception and shows you round.',
    ],
    place: described.place,
    when: { startsAt: viewing.startsAt, endsAt: viewing.endsAt },
    cancellationTerms: viewingCancellationTerms,
    manageUrl,
    // Cancelled by the centre: the visitor reads why (every staff cancellation has a reason).
    nextSteps:
      viewing.status === 'cancelled' && viewing.cancelledBy === 'staff'
        ? [
            'The centre cancelled this viewing.',
            ...(viewing.cancelReason ? [cancelReasonSentence(viewing.cancelReason)] : []),
          ]
        : undefined,
  };
}

export function viewingMailLoader(lookup: ViewingMailLookup): VisitorMailSubjectLoader {
  return {
    column: 'viewing_id',
    idOf: (row) => row.viewingId,
    async load(db, id, now) {
      const viewing = await findViewing(db, id);
      if (!viewing) return undefined;
      const described = await lookup.describe(viewing);
      if (!described) return undefined;
      return {
        content: viewingMailContent(viewing, described, lookup.manageUrl(viewing)),
        active: viewingChangeAllowed(viewing, now),
        sequence: viewing.sequence,
      };
    },
  };
}
