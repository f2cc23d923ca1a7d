import 'server-only';
import type { WaitlistMailContent } from '@/domain/visitor-mail';
import { withVat } from '@/domain/vat';
import { formatPence, londonClock, londonDate, weekdayOf } from '@/lib/booking-slots';
import { formatCalendarDay } from '@/lib/calendar-date';
import type { WaitlistEntryRow } from '../db/schema';
import { confirmLinkDays } from '../waitlist/waitlist-link';
import { findWaitlistEntry, findWaitlistOffer } from '../waitlist/waitlist';
import { ukTimeRange } from './model';
import type { VisitorMailSubjectLoader } from './subjects';

/*
 * The visitor mails of the waitlist (docs/decisions/0055): the opt-in of an entry and the offer of
 * its freed slot. The room and town are read from the CMS by the content layer (describe).
 */

export type WaitlistMailLinks = {
  /** "Oak Room (EXE-MR01), Northlight Exeter", or undefined when the room cannot be described. */
  readonly describe: (entry: WaitlistEntryRow) => Promise<string | undefined>;
  readonly confirmUrl: (entry: WaitlistEntryRow) => string;
  readonly unsubscribeUrl: (entry: WaitlistEntryRow) => string;
  readonly offerUrl: (offer: { id: string }, entry: WaitlistEntryRow) => string;
};

const ukDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' });

/** When the place is for: a room's time range, or a day pass's whole day. */
export function waitlistWhenText(entry: Pick<WaitlistEntryRow, 'kind' | 'startsAt' | 'endsAt'>): string {
  if (entry.kind !== 'day-pass') return ukTimeRange(entry);
  const day = londonDate(entry.startsAt);
  return `${weekdayOf(day)} ${formatCalendarDay(day)}, the whole day`;
}
const dayMs = 86_400_000;

/** "£70 + VAT (£84 with VAT at 20%)": the price as the booking page states it. */
export function waitlistPriceText(pricePence: number, vatRateBasisPoints: number): string {
  const rate = vatRateBasisPoints / 100;
  return `${formatPence(pricePence)} + VAT (${formatPence(withVat(pricePence, rate).totalPence)} with VAT at ${rate}%)`;
}

export function waitlistEntryMailLoader(links: WaitlistMailLinks): VisitorMailSubjectLoader {
  return {
    column: 'waitlist_entry_id',
    idOf: (row) => row.waitlistEntryId,
    async load(db, id) {
      const entry = await findWaitlistEntry(db, id);
      if (!entry) return undefined;
      const what = await links.describe(entry);
      if (!what) return undefined;
      const content: WaitlistMailContent = {
        subject: 'waitlist-entry',
        reference: entry.reference,
        sequence: 0,
        recipient: { email: entry.email },
        what,
        when: waitlistWhenText(entry),
        dayPass: entry.kind === 'day-pass',
        viewing: entry.kind === 'viewing',
        price: entry.kind === 'viewing' ? 'Free' : waitlistPriceText(entry.pricePence, entry.vatRateBasisPoints),
        actionUrl: links.confirmUrl(entry),
        until: ukDate.format(new Date(entry.createdAt.getTime() + confirmLinkDays * dayMs)),
        unsubscribeUrl: links.unsubscribeUrl(entry),
      };
      return { content, active: entry.status === 'pending', sequence: 0 };
    },
  };
}

export function waitlistOfferMailLoader(links: WaitlistMailLinks): VisitorMailSubjectLoader {
  return {
    column: 'waitlist_offer_id',
    idOf: (row) => row.waitlistOfferId,
    async load(db, id) {
      const found = await findWaitlistOffer(db, id);
      if (!found) return undefined;
      const { offer, entry } = found;
      const what = await links.describe(entry);
      if (!what) return undefined;
      const content: WaitlistMailContent = {
        subject: 'waitlist-offer',
        reference: entry.reference,
        sequence: 0,
        recipient: { email: entry.email },
        what,
        when: waitlistWhenText(entry),
        dayPass: entry.kind === 'day-pass',
        viewing: entry.kind === 'viewing',
        price: entry.kind === 'viewing' ? 'Free' : waitlistPriceText(entry.pricePence, entry.vatRateBasisPoints),
        actionUrl: links.offerUrl(offer, entry),
        until: londonClock(offer.expiresAt),
        unsubscribeUrl: links.unsubscribeUrl(entry),
      };
      return { content, active: offer.status === 'open', sequence: 0 };
    },
  };
}
