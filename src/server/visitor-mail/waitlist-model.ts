import type { WaitlistMailContent } from '@/domain/visitor-mail';
import { offerHoldMinutes } from '@/domain/waitlist/waitlist';
import { site } from '@/domain/site';
import type { VisitorMailModel } from './model';

/*
 * What a waitlist mail says (docs/decisions/0055-waitlist.md): the opt-in (a button to confirm;
 * nothing is sent until it is pressed) and the offer of the freed slot (held for 15 minutes, a
 * button to the page that shows the price and terms before booking). Both carry the one-click
 * unsubscribe link.
 */

const signOff = [
  `${site.brand}: ${site.legalName}, company number ${site.companyNumber}, ${site.registeredOffice}.`,
  `Questions? Call ${site.advisorPhone.display} (${site.advisorPhone.hours}).`,
];

/** The words for what is waited for: a room's time, or a desk on a day. */
const wordsFor = (content: WaitlistMailContent) =>
  content.viewing
    ? { thing: 'a place at this viewing time', slot: 'The viewing you want', freed: 'A place freed up at the viewing time you wanted', gone: 'a viewing at that time is cancelled', held: 'the place is held' }
    : content.dayPass
    ? { thing: 'a desk on this day', slot: 'The day you want', freed: 'A desk freed up on the day you wanted', gone: 'a pass for that day is cancelled', held: 'a desk is held' }
    : { thing: 'this time', slot: 'The time you want', freed: 'The time you wanted is free', gone: 'it is cancelled', held: 'the time is held' };

function entryModel(content: WaitlistMailContent): VisitorMailModel {
  const words = wordsFor(content);
  return {
    subjectLine: 'Confirm your place on the Northlight waitlist',
    preview: `Confirm: tell me if ${content.what} frees up, ${content.when}.`,
    heading: 'Confirm your place on the waitlist',
    intro: `You asked us to tell you if ${words.thing} frees up. Press the button to confirm; until you do, you are not on the list and we send you nothing more.`,
    sections: [
      { heading: words.slot, lines: [content.what, content.when, `Price: ${content.price}`, `Reference: ${content.reference}`] },
      {
        heading: 'What happens next',
        lines: [
          `If ${words.gone}, the first person on the list gets an email and ${words.held} for them alone for 15 minutes. If they do not book it, the next person is told.`,
          `This link works until ${content.until}. If you did not ask for this, ignore this email and we delete the request.`,
        ],
      },
    ],
    manage: { label: 'Confirm my place', url: content.actionUrl },
    signOff: [...signOff, `You receive this email because someone entered this address on our ${content.viewing ? 'viewing' : content.dayPass ? 'day-pass' : 'booking'} page.`],
    unsubscribe: { label: 'Cancel this request', url: content.unsubscribeUrl },
  };
}

function offerModel(content: WaitlistMailContent): VisitorMailModel {
  const words = wordsFor(content);
  return {
    subjectLine: `It freed up: ${content.what} is held for you until ${content.until}`,
    preview: `${content.when}. Held for you for ${offerHoldMinutes} minutes, until ${content.until} UK time.`,
    heading: words.freed,
    intro: `It is held for you alone until ${content.until} (UK time). Open the link to ${content.viewing ? 'book it (viewings are free)' : 'see the price and terms and book it'}; after that, the next person on the list is told.`,
    sections: [
      { heading: content.viewing ? 'The viewing' : content.dayPass ? 'The day' : 'The time', lines: [content.what, content.when, `Price: ${content.price}`, `Reference: ${content.reference}`] },
      {
        heading: 'Not for you?',
        lines: ['Do nothing: the hold ends by itself and the next person is offered it. To leave the list now, use the link below.'],
      },
    ],
    manage: { label: 'See it and book', url: content.actionUrl },
    signOff: [...signOff, `You receive this email because you joined the waitlist for this ${content.viewing ? 'viewing time' : content.dayPass ? 'day' : 'time'} and confirmed it.`],
    unsubscribe: { label: 'Leave the waitlist (one click)', url: content.unsubscribeUrl },
  };
}

export function waitlistMailModel(content: WaitlistMailContent): VisitorMailModel {
  return content.subject === 'waitlist-offer' ? offerModel(content) : entryModel(content);
}
