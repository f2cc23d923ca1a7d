import type { ReactNode } from 'react';
import { buttonClasses } from '@/components/ui/button-link';
import type { Headline } from '@/domain/headline';
import { offerHoldMinutes, waitlistPaths, type OfferLinkState } from '@/domain/waitlist/waitlist';
import { PlainPhoneInput } from '@/features/phone/plain-phone-input';
import { londonClock } from '@/lib/booking-slots';
import { WaitlistPage } from './waitlist-views';
import { Honeypot } from '@/components/ui/honeypot';

/*
 * The offer page's two faces (docs/decisions/0055, 0058), the same for a room, a day-pass desk and
 * a viewing place: while the hold lasts, what is held, its price and terms, then the form that
 * books it (a plain POST); once it is over, why, and a way on. Each kind brings its own words.
 */

export type ClosedOfferText = { readonly headline: string; readonly accent: string; readonly body: string };
export type ClosedOfferTexts = Readonly<Record<Exclude<OfferLinkState, 'open'>, ClosedOfferText>>;

/** The offer is over (lapsed, taken, past or withdrawn): what it was, and where to find another. */
export function ClosedOffer({
  state,
  texts,
  slot,
  back,
}: {
  state: OfferLinkState;
  texts: ClosedOfferTexts;
  /** What was offered and when, as one line. */
  slot: string;
  back: { readonly href: string; readonly label: string };
}) {
  const text = texts[state === 'open' ? 'withdrawn' : state];
  return (
    <WaitlistPage state={`offer-${state}`} headline={[{ text: text.headline, tone: 'base' }, { text: text.accent, tone: 'accent' }]} intro={<p>{text.body}</p>}>
      <p data-testid="waitlist-slot">{slot}</p>
      <p>
        <a className={buttonClasses('primary')} href={back.href}>
          {back.label}
        </a>
      </p>
    </WaitlistPage>
  );
}

const field = 'mt-1 block w-full rounded-lg border-2 border-ink-muted bg-white px-3 py-2 text-base text-ink';
const label = 'block text-sm font-bold';

type Query = Record<string, string | string[] | undefined>;

/** The sentence for a refused post (the accept handler sends `problem` and, for bad input, `fix`). */
export function offerProblemText(problem: string, fix: readonly string[], held: string): string {
  if (problem === 'rate-limited') return `Too many tries: wait a minute and send it again. The ${held} stays held until the time shown.`;
  if (problem !== 'input') return 'The form had expired or was sent too quickly: send it again.';
  const named = [fix.includes('name') ? 'your name' : '', fix.includes('phone') ? 'the phone number (a UK number, or + and the country code)' : ''].filter(Boolean);
  const other = fix.length === 0 || fix.some((name) => name !== 'name' && name !== 'phone');
  return `Check ${[...named, ...(other ? ['the form'] : [])].join(' and ')}, and send it again.`;
}

/** The offer while it is held: the facts, the terms beside the button, and the form that takes it. */
export function OpenOffer({
  signed,
  held,
  headline,
  subject,
  ask,
  facts,
  terms,
  termsTestId,
  submit,
  query,
  token,
}: {
  /** The offer behind the signed link: its id and signature are posted back with the form. */
  signed: {
    readonly id: string;
    readonly signature: string;
    readonly entry: { readonly email: string; readonly reference: string };
    readonly offer: { readonly expiresAt: Date };
  };
  /** What is held, as the sentences name it: "time", "desk", "place". */
  held: string;
  headline: string;
  /** What the intro says is held: "The time you waited for". */
  subject: string;
  /** What the intro asks of the person: "Add your name and phone, and book it." */
  ask: string;
  /** The rows above the reference: a term and what it says, with an optional test id. */
  facts: readonly { readonly term: string; readonly value: ReactNode; readonly testId?: string }[];
  terms: ReactNode;
  termsTestId?: string;
  submit: string;
  query: Query;
  token: string;
}) {
  const fix = typeof query.fix === 'string' ? query.fix.split(',') : [];
  const problem = typeof query.problem === 'string' ? query.problem : undefined;
  const until = londonClock(signed.offer.expiresAt);
  const heading: Headline = [
    { text: headline, tone: 'base' },
    { text: `Held for you until ${until}.`, tone: 'accent' },
  ];
  return (
    <WaitlistPage
      state="offer-open"
      headline={heading}
      intro={
        <p>
          {subject} is held for you alone for {offerHoldMinutes} minutes, until {until} UK time. {ask}
        </p>
      }
    >
      {problem ? (
        <div id="offer-problem" role="alert" className="rounded-lg border-2 border-danger bg-white p-4 font-bold" data-problem={problem}>
          {offerProblemText(problem, fix, held)}
        </div>
      ) : null}
      <dl className="grid gap-x-6 gap-y-2 tablet:grid-cols-[auto_1fr]">
        {facts.map((fact) => [
          <dt key={`${fact.term}-term`} className="font-bold">
            {fact.term}
          </dt>,
          <dd key={`${fact.term}-value`} data-testid={fact.testId}>
            {fact.value}
          </dd>,
        ])}
        <dt className="font-bold">Reference</dt>
        <dd className="font-mono">{signed.entry.reference}</dd>
      </dl>
      <form id="offer-form" method="post" action={waitlistPaths.acceptApi} className="grid max-w-xl gap-4">
        <input type="hidden" name="w" value={signed.id} />
        <input type="hidden" name="s" value={signed.signature} />
        <input type="hidden" name="token" value={token} />
        <p>
          Booking for <strong className="break-all">{signed.entry.email}</strong>, the address the offer was sent to.
        </p>
        <label className={label}>
          Your name
          <input name="name" autoComplete="name" required maxLength={100} aria-invalid={fix.includes('name') ? true : undefined} className={field} />
        </label>
        <label className={label} htmlFor="offer-phone">
          Phone
        </label>
        <div className="-mt-3">
          <PlainPhoneInput
            id="offer-phone"
            name="phone"
            countryName="phoneCountry"
            country="GB"
            required
            aria-invalid={fix.includes('phone') ? true : undefined}
            className={field}
            aria-describedby="offer-phone-hint"
          />
          <p id="offer-phone-hint" className="mt-1 text-sm text-ink-muted">
            A UK number, or any number starting with + and the country code.
          </p>
        </div>
        <Honeypot />
        <div id="offer-terms" data-testid={termsTestId} className="space-y-2 rounded-lg border-2 border-line bg-paper-deep p-3 text-sm">
          {terms}
        </div>
        <button type="submit" className={buttonClasses('primary')} aria-describedby="offer-terms">
          {submit}
        </button>
      </form>
      <p className="text-sm">
        Not for you? Do nothing: at {until} the {held} goes to the next person on the list.
      </p>
    </WaitlistPage>
  );
}
