/*
 * What every email to a visitor says (issue 20): a room booking, a viewing or a virtual-office
 * order, confirmed, moved, cancelled or reminded. Each kind of subject builds this from its own
 * row and the CMS; one renderer (src/server/visitor-mail/) turns it into HTML, plain text and a
 * calendar attachment, so the mails of all three read alike and say the same things.
 */

/** What has a time, a place and a manage link: the subjects of VisitorMailContent. */
export const appointmentMailSubjects = ['booking', 'viewing', 'order', 'day-pass', 'day-pass-bundle'] as const;
export type AppointmentMailSubject = (typeof appointmentMailSubjects)[number];
/** Availability alerts (issue 21): the opt-in confirmation, and one mail per unit that frees up. */
export const alertMailSubjects = ['alert-subscription', 'unit-alert'] as const;
export type AlertMailSubject = (typeof alertMailSubjects)[number];
/** The waitlist (docs/decisions/0055): the opt-in of an entry, and the offer of a freed slot. */
export const waitlistMailSubjects = ['waitlist-entry', 'waitlist-offer'] as const;
export type WaitlistMailSubject = (typeof waitlistMailSubjects)[number];
export const visitorMailSubjects = [...appointmentMailSubjects, ...alertMailSubjects, ...waitlistMailSubjects] as const;
export type VisitorMailSubject = (typeof visitorMailSubjects)[number];

/*
 * An order has three mails of its own: 'activated' (identity checked and paid or invoiced: the
 * service is on), 'id-rejected' (staff could not verify the buyer, with their reason) and
 * 'expired' (the first month was never paid, so the order lapsed).
 */
export const appointmentMailKinds = [
  'confirmation',
  'rescheduled',
  'cancellation',
  'reminder',
  'activated',
  'id-rejected',
  'expired',
] as const;
export type AppointmentMailKind = (typeof appointmentMailKinds)[number];
/** A licence's own tenant mails (src/server/licences/mail.ts): the countersigned copy, a late payment refunded. */
export const licenceOnlyMailKinds = ['countersigned', 'refunded'] as const;
/** An alert subscription's opt-in mail is its 'confirmation'; a unit alert is 'alert'. */
/** A waitlist entry's opt-in mail is its 'confirmation'; the freed slot held for the person is 'offer'. */
export const visitorMailKinds = [...appointmentMailKinds, 'alert', 'offer', ...licenceOnlyMailKinds] as const;
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
  /** A promo code's line (docs/decisions/0054): the price before it, and the pence it took off before VAT. */
  readonly promo?: { readonly code: string; readonly listPence: number; readonly discountPence: number } | undefined;
  /**
   * A code on a virtual office's first month only: the price above stays the monthly price, and
   * the first month (after the code, with its VAT) is a line of its own.
   */
  readonly firstMonth?: { readonly code: string; readonly discountPence: number; readonly netPence: number; readonly vatPence: number; readonly totalPence: number; readonly released: boolean } | undefined;
};

export type VisitorMailContent = {
  readonly subject: AppointmentMailSubject;
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
  /**
   * What an order still waits for when its confirmation goes: the buyer's identity check, or the
   * first month's payment. Absent when nothing stands in the way (every booking and viewing, an
   * order active at once): only then does the confirmation say "confirmed".
   */
  readonly awaiting?: 'id-check' | 'payment' | undefined;
  /** Absolute, signed: see, reschedule within the policy, cancel. */
  readonly manageUrl: string;
  /** Anything the visitor must still do or wait for ("Your order is awaiting an ID check..."). */
  readonly nextSteps?: readonly string[] | undefined;
  /** What reception scans (a day pass: its reference), sent as a QR code image in the mail. */
  readonly passCode?: string | undefined;
  /** A week of a weekly series of room bookings (docs/decisions/0052-repeat-bookings.md). */
  readonly series?: VisitorMailSeries | undefined;
};

/** One week of a series, as a mail lists it. */
export type SeriesWeekLine = { readonly startsAt: Date; readonly endsAt: Date; readonly reference: string };

/**
 * A weekly series: its calendar entry (one VEVENT, RRULE with COUNT and an EXDATE per week not
 * booked or cancelled, times in Europe/London so 10:00 stays 10:00 across a clock change) and the
 * weeks a mail lists: every booked week in the confirmation, the weeks cancelled together in a
 * cancellation (with those still booked).
 */
export type VisitorMailSeries = {
  readonly reference: string;
  readonly calendarUid: string;
  readonly sequence: number;
  readonly firstStartsAt: Date;
  readonly firstEndsAt: Date;
  readonly weeks: number;
  /** Starts of the weeks in the rule that are not booked now (left out, cancelled, lapsed). */
  readonly excluded: readonly Date[];
  /** Weeks still booked: the series' calendar entry stands while there is one. */
  readonly booked: readonly SeriesWeekLine[];
  /** The weeks cancelled together with this one (same moment), for a cancellation mail. */
  readonly cancelledTogether: readonly SeriesWeekLine[];
  /** "Weekly, 3 of 8": this week's place. */
  readonly position: string;
  /** The first week still booked (or this one): its terms stand for every week's in the mail. */
  readonly first: { readonly startsAt: Date; readonly endsAt: Date; readonly createdAt: Date; readonly paidAt: Date | null; readonly paidPence: number | null; readonly cancellationRules: unknown };
};

/** A unit as an alert mail describes it: every figure from the unit's CMS fields. */
export type AlertedUnitFacts = {
  readonly reference: string;
  readonly name: string;
  readonly town: string;
  readonly typeLabel: string;
  readonly sizeSqFt: number;
  /** "£74 per week + VAT". */
  readonly rent: string;
  /** "Available now", "Available from 1 February 2027". */
  readonly status: string;
  /** Absolute link to the unit on the site. */
  readonly url: string;
};

/** What an alert mail says: the opt-in confirmation ('alert-subscription') or a unit alert. */
export type AlertMailContent = {
  readonly subject: AlertMailSubject;
  readonly reference: string;
  readonly sequence: number;
  readonly recipient: { readonly email: string };
  /** The subscription's criteria in one line. */
  readonly criteria: string;
  /** The unit that became available (unit alerts only). */
  readonly unit?: AlertedUnitFacts | undefined;
  /** Absolute, signed: the confirm link (opt-in), or absent for an alert (the unit's url is the action). */
  readonly confirmUrl?: string | undefined;
  /** When the confirm link stops working, or when the subscription will be deleted: "3 December 2026". */
  readonly until: string;
  /** Absolute, signed, one click (RFC 8058): on every mail of a subscription. */
  readonly unsubscribeUrl: string;
};

/** What a waitlist mail says: the opt-in ('waitlist-entry') or the offer of the freed slot ('waitlist-offer'). */
export type WaitlistMailContent = {
  readonly subject: WaitlistMailSubject;
  readonly reference: string;
  readonly sequence: number;
  readonly recipient: { readonly email: string };
  /** "Oak Room (EXE-MR01), Northlight Exeter". */
  readonly what: string;
  /** "Thursday 3 December 2026, 10:00 to 12:00 (UK time)". */
  readonly when: string;
  /** The price as the booking page states it: "£60 + VAT (£72 with VAT at 20%)". */
  readonly price: string;
  /** Absolute, signed: the confirm page (opt-in) or the offer page. */
  readonly actionUrl: string;
  /** Opt-in: the day the confirm link ends; offer: the UK time the hold ends ("10:15"). */
  readonly until: string;
  /** A day-pass date (a desk for the day) rather than a room's time: the words say "day" and "desk". */
  readonly dayPass?: boolean;
  /** A viewing slot (a place at a centre's viewing time, free of charge): the words say "viewing" and "place" (decision 0058). */
  readonly viewing?: boolean;
  /** Absolute, signed, one click (RFC 8058): on every mail of an entry. */
  readonly unsubscribeUrl: string;
};

export type AnyVisitorMailContent = VisitorMailContent | AlertMailContent | WaitlistMailContent;

export const isWaitlistMailContent = (content: AnyVisitorMailContent): content is WaitlistMailContent =>
  (waitlistMailSubjects as readonly string[]).includes(content.subject);

export const isAlertMailContent = (content: AnyVisitorMailContent): content is AlertMailContent =>
  (alertMailSubjects as readonly string[]).includes(content.subject);

/*
 * What a confirmation page (room booking, viewing, virtual-office order) says about the visitor's
 * email (issue 41 item 2): where it went and that it may take a minute, since the outbox sends it
 * just after the page is answered. The address is the one the visitor typed, read from their own
 * booking through the page's signed link (never carried in a URL). Without SMTP no visitor mail is
 * sent, and the page says so rather than claim one.
 */
export type ConfirmationMailState =
  /** The confirmation was queued with the booking, viewing or order. */
  | 'queued'
  /** The confirmation goes when the card payment arrives. */
  | 'after-payment'
  /** Nothing is on its way: the booking, viewing or order no longer stands (cancelled, lapsed). */
  | 'none'
  /** No visitor mail at all: SMTP is not configured. */
  | 'off';

export function confirmationMailState(options: {
  readonly mailOn: boolean;
  /** It stands (confirmed, placed) and its confirmation was queued with it. */
  readonly confirmed: boolean;
  /** Waiting for its card payment: the confirmation goes with the payment. */
  readonly awaitingPayment: boolean;
}): ConfirmationMailState {
  if (!options.mailOn) return 'off';
  if (options.awaitingPayment) return 'after-payment';
  return options.confirmed ? 'queued' : 'none';
}

export function confirmationMailNote(
  state: ConfirmationMailState,
  email: string,
  /** A booking or viewing: the mail carries a calendar invitation. */
  calendar: boolean,
): string | undefined {
  const what = calendar ? 'the details and a calendar invitation' : 'the details';
  switch (state) {
    case 'queued':
      return `We are emailing ${what} to ${email}. It may take a minute to arrive; if it has not come after a few minutes, check your spam folder.`;
    case 'after-payment':
      return `Once your payment arrives, we email ${what} to ${email}. It may take a minute after that.`;
    case 'none':
      return undefined;
    case 'off':
      return 'No confirmation email is sent: keep this page’s link or note your reference.';
  }
}
