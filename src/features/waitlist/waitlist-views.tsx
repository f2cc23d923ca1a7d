import type { ReactNode } from 'react';
import { PageHero } from '@/components/sections/page-hero';
import { buttonClasses } from '@/components/ui/button-link';
import type { Headline } from '@/domain/headline';
import { site } from '@/domain/site';
import { offerHoldMinutes, waitlistPaths, type WaitlistProblem } from '@/domain/waitlist/waitlist';
import type { Slot } from '@/lib/booking-slots';
import { telHref } from '@/lib/format';
import { Honeypot } from '@/components/ui/honeypot';

/*
 * The waitlist's parts (docs/decisions/0055-waitlist.md): the "Tell me if it frees up" form under a
 * room's free times (plain markup posting to /api/waitlist: no client script), and the shell of
 * the waitlist pages, in the site's layout.
 */

const field = 'mt-1 block w-full rounded-lg border-2 border-ink-muted bg-white px-3 py-2 text-base text-ink';
const label = 'block text-sm font-bold';

/**
 * The shell of every "tell me if it frees up" form: a closed <details> (open when the visitor
 * came for one of its choices), the hidden fields, what happens next, the choice, the email,
 * the honeypot. Plain markup posting to the join route: no client script.
 */
function JoinWaitlistForm({
  testId,
  id,
  summary,
  action,
  open,
  hidden,
  explanation,
  choice,
  submit,
}: {
  testId: string;
  id: string;
  summary: string;
  action: string;
  open?: boolean;
  hidden: Readonly<Record<string, string | number | undefined>>;
  explanation: ReactNode;
  choice: { readonly label: string; readonly name: string; readonly defaultValue?: string | undefined; readonly options: readonly { readonly value: string; readonly label: string }[] };
  submit: string;
}) {
  return (
    <details id={id} className="rounded-lg border-2 border-line bg-paper-deep p-3" data-testid={testId} open={open || undefined}>
      <summary className="cursor-pointer py-3 font-bold">{summary}</summary>
      <form method="post" action={action} className="mt-3 grid max-w-xl gap-3">
        {Object.entries(hidden).map(([name, value]) =>
          value === undefined ? null : <input key={name} type="hidden" name={name} value={value} />,
        )}
        <p className="text-sm">{explanation} We email you nothing else, and you can leave the list in one click.</p>
        <label className={label}>
          {choice.label}
          <select name={choice.name} required defaultValue={choice.defaultValue} className={field} aria-describedby={`${id}-hint`}>
            {choice.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
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
        <Honeypot />
        <button type="submit" className={`${buttonClasses('secondary')} justify-self-start`}>
          {submit}
        </button>
      </form>
    </details>
  );
}

/** Under a room's free times: "Tell me if one frees up" for one of its taken times. */
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
  return (
    <JoinWaitlistForm
      testId="waitlist-form"
      id={`waitlist-${room.reference}`}
      summary="Taken times: tell me if one frees up"
      action={waitlistPaths.joinApi}
      hidden={{ centre, room: room.reference, date: choice.date, duration: choice.duration, hours: choice.hours, seats: choice.seats || undefined, token }}
      explanation={`If the time is cancelled, the first person on the list gets an email and it is held for them alone for ${offerHoldMinutes} minutes.`}
      choice={{ label: 'Taken time (UK time)', name: 'start', options: taken.map((slot) => ({ value: slot.startTime, label: slot.label })) }}
      submit="Tell me if it frees up"
    />
  );
}

/** Under the day-pass form of a centre with full days: "Tell me if a desk frees up" for one of them. */
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
    <JoinWaitlistForm
      testId="day-pass-waitlist-form"
      id="day-pass-waitlist"
      summary="Full days: tell me if a desk frees up"
      action={waitlistPaths.joinDayPassApi}
      open={chosen}
      hidden={{ centre, token }}
      explanation={`If a pass for that day is cancelled, the first person on the list gets an email and the desk is held for them alone for ${offerHoldMinutes} minutes.`}
      choice={{ label: 'Full day', name: 'date', defaultValue: chosen ? chosenDate : undefined, options: fullDates.map((entry) => ({ value: entry.date, label: entry.label })) }}
      submit="Tell me if a desk frees up"
    />
  );
}

/** Under the viewing slots of a centre with full ones: "Tell me if a place frees up" for one of them (decision 0058). */
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
    <JoinWaitlistForm
      testId="viewing-waitlist-form"
      id="viewing-waitlist"
      summary="Full times: tell me if a place frees up"
      action={waitlistPaths.joinViewingApi}
      open={open}
      hidden={{ centre, token }}
      explanation={`If a viewing at that time is cancelled, the first person on the list gets an email and the place is held for them alone for ${offerHoldMinutes} minutes.`}
      choice={{ label: 'Full time (UK time)', name: 'slot', defaultValue: open ? chosen : undefined, options: fullSlots }}
      submit="Tell me if a place frees up"
    />
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
