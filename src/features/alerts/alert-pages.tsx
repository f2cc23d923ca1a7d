import type { ReactNode } from 'react';
import { PageHero } from '@/components/sections/page-hero';
import { buttonClasses } from '@/components/ui/button-link';
import type { Headline } from '@/domain/headline';
import { site } from '@/domain/site';
import { telHref } from '@/lib/format';

/* The alert pages' shared parts: a hero and a card, a problem notice, and the link-problem page. */

export const alertProblems = {
  invalid: { heading: 'Check the form', body: 'Some answers need fixing: see the messages beside them. For your privacy we do not keep the email address you typed; enter it again.' },
  unreadable: { heading: 'We could not read the form', body: 'Some of what you typed could not be read (it was not valid text: characters may have been damaged when pasted). Nothing was saved: fill the form in again and send it.' },
  forbidden: { heading: 'We could not take that form', body: 'The form had expired or was sent too quickly. Fill it in again and send it.' },
  'rate-limited': { heading: 'Too many tries', body: 'Please wait a minute and send the form again.' },
  unavailable: { heading: 'Email alerts are off just now', body: `We cannot send email at the moment, so we cannot confirm an alert. Call us on ${site.advisorPhone.display} and we will tell you what is coming free.` },
  failed: { heading: 'Something went wrong on our side', body: `Nothing was saved. Try again in a moment, or call us on ${site.advisorPhone.display}.` },
} as const;
export type AlertProblemKey = keyof typeof alertProblems;
export const isAlertProblem = (value: unknown): value is AlertProblemKey =>
  typeof value === 'string' && Object.hasOwn(alertProblems, value);

export function AlertProblemNotice({ problem }: { problem: AlertProblemKey }) {
  const text = alertProblems[problem];
  return (
    <div id="alert-problem" role="alert" data-problem={problem} className="space-y-1 rounded-lg border-2 border-danger bg-white p-4">
      <h2 className="text-xl font-extrabold">{text.heading}</h2>
      <p>{text.body}</p>
    </div>
  );
}

export function AlertPage({
  headline,
  intro,
  children,
  state,
  wide = false,
}: {
  headline: Headline;
  intro: ReactNode;
  children?: ReactNode;
  state: string;
  /** The form: wider, and without a card of its own (the form is one). */
  wide?: boolean;
}) {
  return (
    <>
      <PageHero headline={headline} intro={intro} />
      <section className="container-page py-10" data-alert-state={state}>
        <div className={wide ? 'max-w-4xl space-y-6' : 'max-w-2xl space-y-4 rounded-2xl border-2 border-line bg-white p-6 tablet:p-8'}>
          {children}
          <p>
            <a className="link inline-flex min-h-11 items-center font-semibold" href="/locations">
              Browse our centres and what is free now
            </a>
          </p>
        </div>
      </section>
    </>
  );
}

/** A confirm or unsubscribe link that is not ours, or too old. */
export function AlertLinkProblem({ reason, purpose }: { reason: 'forged' | 'expired'; purpose: 'confirm' | 'unsubscribe' }) {
  return (
    <AlertPage
      state={`link-${reason}`}
      headline={[
        { text: reason === 'expired' ? 'This link has expired.' : 'This link does not work.', tone: 'base' },
        { text: purpose === 'confirm' ? 'Ask for a new alert.' : 'We can still help.', tone: 'accent' },
      ]}
      intro={
        <p>
          {reason === 'expired'
            ? 'Confirm links work for 7 days; unconfirmed requests are then deleted.'
            : 'The link is not complete or has been changed. Use it exactly as it is in the email.'}
        </p>
      }
    >
      <p>
        {purpose === 'confirm' ? (
          <a className={buttonClasses('primary')} href="/alerts/new">
            Set up an alert
          </a>
        ) : (
          <>
            To stop alerts, use the unsubscribe link in the latest alert email, or call us on{' '}
            <a className="link" href={telHref(site.advisorPhone.e164)}>
              {site.advisorPhone.display}
            </a>{' '}
            and we will delete it.
          </>
        )}
      </p>
    </AlertPage>
  );
}
