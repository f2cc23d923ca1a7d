import { promoLine } from '@/domain/promo-codes/promo-codes';
import type { AppointmentMailKind, SeriesWeekLine, VisitorMailContent, VisitorMailPrice, VisitorMailSeries } from '@/domain/visitor-mail';
import { site } from '@/domain/site';
import { bookingWhen, formatPence } from '@/lib/booking-slots';

/*
 * What a visitor mail says, as plain data: a subject line, an opening, and sections of lines. The
 * HTML template and the plain-text version are both drawn from this one model, so they cannot
 * say different things.
 */

export type MailSection = { readonly heading: string; readonly lines: readonly string[] };

export type VisitorMailModel = {
  readonly subjectLine: string;
  /** The first line a mail client previews. */
  readonly preview: string;
  readonly heading: string;
  readonly intro: string;
  readonly sections: readonly MailSection[];
  readonly manage: { readonly label: string; readonly url: string } | undefined;
  readonly signOff: readonly string[];
  /** A subscription's mails: the signed one-click unsubscribe link, also sent as List-Unsubscribe. */
  readonly unsubscribe?: { readonly label: string; readonly url: string } | undefined;
  /** A pass to show at reception: the QR code's text (sent as an inline image) and what it says. */
  readonly pass?: { readonly code: string; readonly caption: string } | undefined;
};

const nouns = { booking: 'booking', viewing: 'viewing', order: 'order', 'day-pass': 'day pass', 'day-pass-bundle': 'bundle of day passes' } as const;
/* What the manage link lets a visitor do: an order has no time to move. */
const manageVerbs = {
  booking: 'see, move or cancel',
  viewing: 'see, move or cancel',
  order: 'see or cancel',
  'day-pass': 'see or cancel',
  'day-pass-bundle': 'see the days left in',
} as const;
/* An order's terms are more than cancelling: its term, notice and renewal. */
const termsHeadings = {
  booking: 'Cancellation terms',
  viewing: 'Cancellation terms',
  order: 'Your terms',
  'day-pass': 'Terms of the pass',
  'day-pass-bundle': 'Terms of the bundle',
} as const;
const changeVerbs = {
  booking: 'move or cancel',
  viewing: 'move or cancel',
  order: 'cancel',
  'day-pass': 'cancel',
  'day-pass-bundle': 'use',
} as const;

/** "Tuesday 3 March 2026, 10:00 to 12:00 (UK time)". */
export function ukTimeRange(when: { readonly startsAt: Date; readonly endsAt: Date }): string {
  return `${bookingWhen(when)} (UK time)`;
}

export function priceLines(price: VisitorMailPrice | undefined): string[] {
  if (price?.promo && price.totalPence === 0)
    return [`No charge: ${formatPence(price.promo.listPence)} before VAT, ${promoLine(price.promo).label} ${promoLine(price.promo).amount}.`];
  if (!price || price.totalPence === 0) return ['No charge.'];
  return [
    `${formatPence(price.totalPence)} ${price.per}, including VAT.`,
    ...(price.promo ? [`${formatPence(price.promo.listPence)} before the code, ${promoLine(price.promo).label} ${promoLine(price.promo).amount} (off the price before VAT).`] : []),
    `Net ${formatPence(price.netPence)} + VAT at ${price.vatRatePercent}% ${formatPence(price.vatPence)} = total ${formatPence(price.totalPence)}.`,
    ...(price.firstMonth ? [firstMonthLine(price.firstMonth)] : []),
    price.payment,
  ];
}

/** "First month with Promo SPRING25 −£19.75 (off the price before VAT): £59.25 + VAT £11.85 = £71.10." */
function firstMonthLine(first: NonNullable<VisitorMailPrice['firstMonth']>): string {
  const line = promoLine(first);
  const amounts = `${formatPence(first.netPence)} + VAT ${formatPence(first.vatPence)} = ${formatPence(first.totalPence)}`;
  return first.released
    ? `${line.label} ${line.amount} was to come off the first month; the order ended, so the code’s use is given back.`
    : `First month with ${line.label} ${line.amount} (off the price before VAT): ${amounts}. Later months at the full price.`;
}

/** What an order's confirmation says while it waits: received, not confirmed. */
const awaitingTitles = {
  'id-check': { what: 'awaiting your ID check', until: 'it is awaiting your identity check, and nothing starts until that is done' },
  payment: { what: 'awaiting payment', until: 'it starts once the first month is paid' },
} as const;

function headingFor(
  kind: AppointmentMailKind,
  noun: string,
  manageVerb: string,
  awaiting: VisitorMailContent['awaiting'],
): { subject: string; heading: string; intro: string } {
  switch (kind) {
    case 'confirmation':
      if (awaiting)
        return {
          subject: `We have your ${noun}, ${awaitingTitles[awaiting].what}`,
          heading: `We have your ${noun}`,
          intro: `Thank you. Your ${noun} is received but not yet confirmed: ${awaitingTitles[awaiting].until}. What happens next is below. Keep this email: the link below lets you ${manageVerb} it.`,
        };
      return {
        subject: `Your ${noun} is confirmed`,
        heading: `Your ${noun} is confirmed`,
        intro: `Thank you. Here is everything you need for your ${noun}. Keep this email: the link below lets you ${manageVerb} it.`,
      };
    case 'rescheduled':
      return {
        subject: `Your ${noun} has moved`,
        heading: `Your ${noun} has a new time`,
        intro: `Your ${noun} has been moved. The new details are below; the calendar entry is updated to match.`,
      };
    case 'cancellation':
      return {
        subject: `Your ${noun} is cancelled`,
        heading: `Your ${noun} is cancelled`,
        intro: `Your ${noun} has been cancelled. The details of what was cancelled are below; the calendar entry is removed.`,
      };
    case 'reminder':
      return {
        subject: `Reminder: your ${noun}`,
        heading: `Your ${noun} is coming up`,
        intro: `A reminder of your ${noun} in the next 24 hours, with how to find us and get in.`,
      };
    case 'activated':
      return {
        subject: 'Your virtual office is active',
        heading: 'Your virtual office is active',
        intro: 'Your identity check has passed and your service is set up. The details are below.',
      };
    case 'id-rejected':
      return {
        subject: `We could not verify your identity for your ${noun}`,
        heading: 'We could not verify your identity',
        intro: `We cannot start your ${noun} because your identity check did not pass. Our reason and what you can do are below.`,
      };
    case 'expired':
      return {
        subject: `Your ${noun} has lapsed: it was not paid`,
        heading: `Your ${noun} has lapsed`,
        intro: `We did not receive the card payment for the first month within 24 hours, so your ${noun} has lapsed. Nothing has been charged.`,
      };
  }
}

/*
 * Where the visitor goes, and how to get in, park and find the way. Something with no appointment
 * (a virtual-office order) is nowhere to visit: its mail gives the address and the centre's phone,
 * and none of the arrival notes, which would not apply; nor do they to a visit that was cancelled.
 */
function placeLines(content: VisitorMailContent, kind: AppointmentMailKind): MailSection[] {
  const { place } = content;
  const where = { lines: [place.centreName, ...place.address, `Centre phone: ${place.phoneDisplay}`] };
  if (!content.when) return [{ heading: 'Address', ...where }];
  if (isEnding(kind)) return [{ heading: 'Where', ...where }];
  const sections: MailSection[] = [{ heading: 'Where', ...where }];
  const optional: [string, string | undefined][] = [
    ['How to get in', place.arrival],
    ['Parking', place.parking],
    ['Getting here', place.transport],
    ['Access', place.access],
  ];
  for (const [heading, text] of optional) if (text) sections.push({ heading, lines: [text] });
  return sections;
}

/** A mail about something that no longer stands: no manage link, no terms for cancelling it. */
const isEnding = (kind: AppointmentMailKind) =>
  kind === 'cancellation' || kind === 'expired' || kind === 'id-rejected';

function nextSteps(content: VisitorMailContent, kind: AppointmentMailKind, noun: string): string[] {
  const change = changeVerbs[content.subject];
  if (isEnding(kind))
    return [
      ...(content.nextSteps ?? []),
      `To ${content.subject === 'order' ? 'order' : 'book'} again, visit our website or call ${site.advisorPhone.display}.`,
    ];
  const steps = [...(content.nextSteps ?? [])];
  if (content.when) steps.push('Arrive a few minutes early and give your reference at reception.');
  // An active virtual office is ended by notice (the agreement), not online.
  if (content.series) steps.push('To cancel a date, or a date and every later one, use the manage link in this email. Dates of a repeat booking are not moved.');
  else if (kind !== 'activated') steps.push(`To ${change} your ${noun}, use the manage link in this email.`);
  return steps;
}

/*
 * A week of a weekly series: the confirmation lists every week booked (one mail for the series),
 * a cancellation the weeks cancelled together and those still booked, any other mail (the
 * reminder) its own week and its place in the series.
 */
function seriesWhen(series: VisitorMailSeries, kind: AppointmentMailKind, when: string | undefined): { summary: string | undefined; sections: MailSection[] } {
  const line = (week: SeriesWeekLine) => `${ukTimeRange(week)}, reference ${week.reference}`;
  if (kind === 'confirmation') {
    const first = series.booked[0];
    return {
      summary: first ? `weekly from ${ukTimeRange(first)}, ${series.booked.length} dates` : when,
      sections: [{ heading: `Every week: ${series.booked.length} dates`, lines: series.booked.map(line) }],
    };
  }
  if (kind === 'cancellation') {
    const first = series.cancelledTogether[0];
    const count = series.cancelledTogether.length;
    return {
      summary: first ? `${count === 1 ? '1 date' : `${count} dates`} from ${ukTimeRange(first)}` : when,
      sections: [
        { heading: count === 1 ? 'Date cancelled' : `Dates cancelled: ${count}`, lines: series.cancelledTogether.map(line) },
        {
          heading: 'Still booked',
          lines: series.booked.length > 0 ? series.booked.map(line) : ['No date of this repeat booking is still booked.'],
        },
      ],
    };
  }
  return { summary: when, sections: when ? [{ heading: 'When', lines: [when, `${series.position} (repeat booking ${series.reference})`] }] : [] };
}

export function visitorMailModel(content: VisitorMailContent, kind: AppointmentMailKind): VisitorMailModel {
  const noun = nouns[content.subject];
  const manageVerb = manageVerbs[content.subject];
  const titles = headingFor(kind, noun, manageVerb, content.awaiting);
  const single = content.when ? ukTimeRange(content.when) : undefined;
  const series = content.series ? seriesWhen(content.series, kind, single) : undefined;
  const when = series ? series.summary : single;
  const weeks = content.series && kind === 'confirmation' ? content.series.booked.length : 1;
  const sections: MailSection[] = [
    {
      heading: kind === 'cancellation' ? 'What was cancelled' : kind === 'expired' ? 'What lapsed' : 'What',
      lines: [content.title, ...content.details, ...(content.series ? [`Repeat booking ${content.series.reference}: weekly, ${content.series.weeks} weeks.`] : []), `Reference: ${content.reference}`],
    },
    ...(series ? series.sections : single ? [{ heading: 'When', lines: [single] }] : []),
    ...placeLines(content, kind),
    { heading: 'Price', lines: [...priceLines(content.price), ...(weeks > 1 && content.price ? seriesTotalLines(content.price, weeks) : [])] },
    ...(isEnding(kind) ? [] : [{ heading: termsHeadings[content.subject], lines: [content.cancellationTerms] }]),
    { heading: 'Next steps', lines: nextSteps(content, kind, noun) },
  ];
  return {
    subjectLine: `${titles.subject}: ${content.reference}${when ? `, ${when}` : ''}`,
    preview: `${content.title}${when ? `, ${when}` : ''}. Reference ${content.reference}.`,
    heading: titles.heading,
    intro: `Hello ${content.recipient.name}. ${content.series && kind === 'cancellation' && content.series.booked.length > 0 ? titles.intro.replace('the calendar entry is removed', 'the calendar entry is updated: the other dates stand') : titles.intro}`,
    sections,
    pass:
      content.passCode && !isEnding(kind)
        ? {
            code: content.passCode,
            caption: `Show this code at reception, or give your reference ${content.reference}.`,
          }
        : undefined,
    manage: isEnding(kind)
      ? undefined
      : {
          label: content.series ? 'See or cancel your dates' : `${manageVerb.charAt(0).toUpperCase()}${manageVerb.slice(1)} your ${noun}`,
          url: content.manageUrl,
        },
    signOff: [
      `${site.brand}: ${site.legalName}, company number ${site.companyNumber}, ${site.registeredOffice}.`,
      `Questions? Call ${site.advisorPhone.display} (${site.advisorPhone.hours}).`,
      `You receive this email because you made this ${noun} on our website; we send no marketing with it.`,
    ],
  };
}

/** A series' total: each week is priced as a single booking, so the total is the week's times the weeks. */
function seriesTotalLines(price: VisitorMailPrice, weeks: number): string[] {
  return [
    `Each date is priced on its own. For ${weeks} dates: net ${formatPence(price.netPence * weeks)} + VAT ${formatPence(price.vatPence * weeks)} = total ${formatPence(price.totalPence * weeks)}.`,
  ];
}

/** The plain-text version: the same model, line by line. */
export function plainTextOf(model: VisitorMailModel): string {
  const blocks = [
    model.heading,
    model.intro,
    ...(model.pass ? [model.pass.caption] : []),
    ...model.sections.map((section) => `${section.heading.toUpperCase()}\n${section.lines.join('\n')}`),
    ...(model.manage ? [`${model.manage.label}:\n${model.manage.url}`] : []),
    model.signOff.join('\n'),
    ...(model.unsubscribe ? [`${model.unsubscribe.label}:\n${model.unsubscribe.url}`] : []),
  ];
  return `${blocks.join('\n\n')}\n`;
}
