import type { ReactNode } from 'react';
import { PageHero } from '@/components/sections/page-hero';
import { buttonClasses } from '@/components/ui/button-link';
import type { Headline } from '@/domain/headline';
import { site } from '@/domain/site';
import { offerHoldMinutes, waitlistPaths, type WaitlistProblem } from '@/domain/waitlist/waitlist';
import type { Slot } from '@/lib/booking-slots';
import { telHref } from '@/lib/format';

/*
 * The waitlist's parts (docs/decisions/0055-waitlist.md): the "Tell me if it frees up" form under a
 * room's free times (plain markup posting to /api/waitlist: no client script), and the shell of
 * the waitlist pages, in the site's layout.
 */

const field = 'mt-1 block w-full rounded-lg border-2 border-ink-muted bg-white px-3 py-2 text-base text-ink';
const label = 'block text-sm font-bold';

export function RoomWaitlistForm({
  centre,
  room,
  choice,
  taken,
  token,
}: {
  centre: string;
  room: { readonly reference: string; readonly name: string };
  choice: { readonly date: string; readonly duration: string; readonly hours: number; readonly seats?: number | undefined };
  taken: readonly Slot[];
  token: string;
}) {
  const id = `waitlist-${room.reference}`;
  return (
    <details className="rounded-lg border-2 border-line bg-paper-deep p-3" data-testid="waitlist-form">
      <summary className="cursor-pointer py-3 font-bold">Taken times: tell me if one frees up</summary>
      <form method="post" action={waitlistPaths.joinApi} className="mt-3 grid max-w-xl gap-3">
        <input type="hidden" name="centre" value={centre} />
        <input type="hidden" name="room" value={room.reference} />
        <input type="hidden" name="date" value={choice.date} />
        <input type="hidden" name="duration" value={choice.duration} />
        <input type="hidden" name="hours" value={choice.hours} />
        {choice.seats ? <input type="hidden" name="seats" value={choice.seats} /> : null}
        <input type="hidden" name="token" value={token} />
        <p className="text-sm">
          If the time is cancelled, the first person on the list gets an email and it is held for them alone for {offerHoldMinutes} minutes.
          We email you nothing else, and you can leave the list in one click.
        </p>
        <label className={label}>
          Taken time (UK time)
          <select name="start" required className={field} aria-describedby={`${id}-hint`}>
            {taken.map((slot) => (
              <option key={slot.startTime} value={slot.startTime}>
                {slot.label}
              </option>
            ))}
          </select>
        </label>
        <label className={label}>
          Email
          <input name="email" type="email" autoComplete="email" required maxLength={254} className={field} />
        </label>
        <p id={`${id}-hint`} className="text-sm text-ink-muted">
          We send a link to confirm first: until you press it, you are not on the list.
        </p>
        <div className="hidden" aria-hidden="true">
          <label>
            Leave this empty
            <input name="website" tabIndex={-1} autoComplete="off" />
          </label>
        </div>
        <button type="submit" className={`${buttonClasses('secondary')} justify-self-start`}>
          Tell me if it frees up
        </button>
      </form>
    </details>
  );
}

/**
 * Under the day-pass form of a centre with full days: "Tell me if a desk frees up" for one of
 * them (plain markup posting to /api/waitlist/day-pass: no client script).
 */
export function DayPassWaitlistForm({
  centre,
  fullDates,
  chosenDate,
  token,
}: {
  centre: string;
  fullDates: readonly { readonly date: string; readonly label: string }[];
  chosenDate?: string | undefined;
  token: string;
}) {
  const chosen = fullDates.some((entry) => entry.date === chosenDate);
  return (
    <details className="rounded-lg border-2 border-line bg-paper-deep p-3" data-testid="day-pass-waitlist-form" open={chosen || undefined}>
      <summary className="cursor-pointer py-3 font-bold">Full days: tell me if a desk frees up</summary>
      <form method="post" action={waitlistPaths.joinDayPassApi} className="mt-3 grid max-w-xl gap-3">
        <input type="hidden" name="centre" value={centre} />
        <input type="hidden" name="token" value={token} />
        <p className="text-sm">
          If a pass for that day is cancelled, the first person on the list gets an email and the desk is held for them alone for {offerHoldMinutes}{' '}
          minutes. We email you nothing else, and you can leave the list in one click.
        </p>
        <label className={label}>
          Full day
          <select name="date" required defaultValue={chosen ? chosenDate : undefined} className={field} aria-describedby="day-pass-waitlist-hint">
            {fullDates.map((entry) => (
              <option key={entry.date} value={entry.date}>
                {entry.label}
              </option>
            ))}
          </select>
        </label>
        <label className={label}>
          Email
          <input name="email" type="email" autoComplete="email" required maxLength={254} className={field} />
        </label>
        <p id="day-pass-waitlist-hint" className="text-sm text-ink-muted">
          We send a link to confirm first: until you press it, you are not on the list.
        </p>
        <div className="hidden" aria-hidden="true">
          <label>
            Leave this empty
            <input name="website" tabIndex={-1} autoComplete="off" />
          </label>
        </div>
        <button type="submit" className={`${buttonClasses('secondary')} justify-self-start`}>
          Tell me if a desk frees up
        </button>
      </form>
    </details>
  );
}

/**
 * Under the viewing slots of a centre with full ones: "Tell me if a place frees up" for one of
 * them (plain markup posting to /api/waitlist/viewing: no client script), decision 0058.
 */
export function ViewingWaitlistForm({
  centre,
  fullSlots,
  chosen,
  token,
}: {
  centre: string;
  fullSlots: readonly { readonly value: string; readonly label: string }[];
  chosen?: string | undefined;
  token: string;
}) {
  const open = fullSlots.some((slot) => slot.value === chosen);
  return (
    <details id="viewing-waitlist" className="rounded-lg border-2 border-line bg-paper-deep p-3" data-testid="viewing-waitlist-form" open={open || undefined}>
      <summary className="cursor-pointer py-3 font-bold">Full times: tell me if a place frees up</summary>
      <form method="post" action={waitlistPaths.joinViewingApi} className="mt-3 grid max-w-xl gap-3">
        <input type="hidden" name="centre" value={centre} />
        <input type="hidden" name="token" value={token} />
        <p className="text-sm">
          If a viewing at that time is cancelled, the first person on the list gets an email and the place is held for them alone for {offerHoldMinutes}{' '}
          minutes. We email you nothing else, and you can leave the list in one click.
        </p>
        <label className={label}>
          Full time (UK time)
          <select name="slot" required defaultValue={open ? chosen : undefined} className={field} aria-describedby="viewing-waitlist-hint">
            {fullSlots.map((slot) => (
              <option key={slot.value} value={slot.value}>
                {slot.label}
              </option>
            ))}
          </select>
        </label>
        <label className={label}>
          Email
          <input name="email" type="email" autoComplete="email" required maxLength={254} className={field} />
        </label>
        <p id="viewing-waitlist-hint" className="text-sm text-ink-muted">
          We send a link to confirm first: until you press it, you are not on the list.
        </p>
        <div className="hidden" aria-hidden="true">
          <label>
            Leave this empty
            <input name="website" tabIndex={-1} autoComplete="off" />
          </label>
        </div>
        <button type="submit" className={`${buttonClasses('secondary')} justify-self-start`}>
          Tell me if a place frees up
        </button>
      </form>
    </details>
  );
}

export const waitlistProblemTexts: Record<WaitlistProblem, { heading: string; body: string }> = {
  invalid: { heading: 'Check the time and address', body: 'The time is not one we offer there, or the email address is not complete. For your privacy we do not keep what you typed: choose the time and enter the address again.' },
  forbidden: { heading: 'We could not take that form', body: 'The form had expired or was sent too quickly. Open the booking page again and send it.' },
  'rate-limited': { heading: 'Too many tries', body: 'Please wait a minute and send the form again.' },
  unavailable: { heading: 'The waitlist is off just now', body: `We cannot send email at the moment, so we cannot confirm a place on the list. Call us on ${site.advisorPhone.display} and we will help you find a time.` },
  failed: { heading: 'Something went wrong on our side', body: `Nothing was changed. Try again in a moment, or call us on ${site.advisorPhone.display}.` },
  free: { heading: 'That time is free', body: 'No need to wait: book it now.' },
  'not-offered': { heading: 'That room is no longer booked online', body: `Call us on ${site.advisorPhone.display} and we will find you a room.` },
};

export const isWaitlistProblem = (value: unknown): value is WaitlistProblem =>
  typeof value === 'string' && Object.hasOwn(waitlistProblemTexts, value);

export function WaitlistPage({ headline, intro, children, state }: { headline: Headline; intro: ReactNode; children?: ReactNode; state: string }) {
  return (
    <>
      <PageHero headline={headline} intro={intro} />
      <section className="container-page py-10" data-waitlist-state={state}>
        <div className="max-w-2xl space-y-4 rounded-2xl border-2 border-line bg-white p-6 tablet:p-8">
          {children}
          <p>
            Questions? Call us on{' '}
            <a className="link" href={telHref(site.advisorPhone.e164)}>
              {site.advisorPhone.display}
            </a>
            .
          </p>
        </div>
      </section>
    </>
  );
}

/** A waitlist link that is not ours, or too old. */
export function WaitlistLinkProblem({ reason }: { reason: 'forged' | 'expired' }) {
  return (
    <WaitlistPage
      state={`link-${reason}`}
      headline={[
        { text: reason === 'expired' ? 'This link has expired.' : 'This link does not work.', tone: 'base' },
        { text: 'We can still help.', tone: 'accent' },
      ]}
      intro={
        <p>
          {reason === 'expired'
            ? 'Confirm links work for 7 days, and the other waitlist links until the time has passed.'
            : 'The link is not complete or has been changed. Use it exactly as it is in the email.'}
        </p>
      }
    >
      <p>
        <a className={buttonClasses('primary')} href="/book">
          Book a meeting room
        </a>
      </p>
    </WaitlistPage>
  );
}
