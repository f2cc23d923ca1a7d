/*
 * What every email to a visitor says (issue 20): a room booking, a viewing or a virtual-office
 * order, confirmed, moved, cancelled or reminded. Each kind of subject builds this from its own
 * row and the CMS; one renderer (src/server/visitor-mail/) turns it into HTML, plain text and a
 * calendar attachment, so the mails of all three read alike and say the same things.
 */

export const visitorMailSubjects = ['booking', 'viewing', 'order'] as const;
export type VisitorMailSubject = (typeof visitorMailSubjects)[number];

/*
 * An order has three mails of its own: 'activated' (identity checked and paid or invoiced: the
 * service is on), 'id-rejected' (staff could not verify the buyer, with their reason) and
 * 'expired' (the first month was never paid, so the order lapsed).
 */
export const visitorMailKinds = [
  'confirmation',
  'rescheduled',
  'cancellation',
  'reminder',
  'activated',
  'id-rejected',
  'expired',
] as const;
export type VisitorMailKind = (typeof visitorMailKinds)[number];

export type VisitorMailPlace = {
  readonly centreName: string;
  /** Address lines, postcode last. */
  readonly address: readonly string[];
  readonly phoneDisplay: string;
  /** How to get in (reception, door code policy, buzzer), from the centre's CMS fields. */
  readonly arrival?: string | undefined;
  readonly parking?: string | undefined;
  /** Step-free access and other access notes. */
  readonly access?: string | undefined;
  readonly transport?: string | undefined;
};

export type VisitorMailPrice = {
  readonly netPence: number;
  readonly vatPence: number;
  readonly totalPence: number;
  readonly vatRatePercent: number;
  /** What the amount is for: "per month", "for 2 hours". */
  readonly per: string;
  /** How it is paid: "Paid online by card", "Pay at the centre or we invoice you". */
  readonly payment: string;
};

export type VisitorMailContent = {
  readonly subject: VisitorMailSubject;
  readonly reference: string;
  /** Stable for the life of the booking, viewing or order: the calendar entry's UID. */
  readonly calendarUid: string;
  /** Rises with each change, so calendars replace the entry rather than add one. */
  readonly sequence: number;
  readonly recipient: { readonly name: string; readonly email: string };
  /** One line: "Meeting room Kingfisher (6 seats)", "Viewing of EXE-W04 and EXE-W05". */
  readonly title: string;
  /** Further facts, one per line (units to see, plan and services, seats). */
  readonly details: readonly string[];
  readonly place: VisitorMailPlace;
  /** Absent for an order, which has no appointment (and so no calendar attachment). */
  readonly when?: { readonly startsAt: Date; readonly endsAt: Date } | undefined;
  readonly price?: VisitorMailPrice | undefined;
  readonly cancellationTerms: string;
  /** Absolute, signed: see, reschedule within the policy, cancel. */
  readonly manageUrl: string;
  /** Anything the visitor must still do or wait for ("Your order is awaiting an ID check..."). */
  readonly nextSteps?: readonly string[] | undefined;
};
