import { PageHero } from '@/components/sections/page-hero';
import { buttonClasses } from '@/components/ui/button-link';
import type { ProposalLinkState } from '@/domain/licence/proposal';
import { site } from '@/domain/site';
import { formatCalendarDay } from '@/lib/calendar-date';
import { telHref } from '@/lib/format';

/* Why a proposal's link cannot be signed, in the site's layout, with a way forward. */
const messages: Record<Exclude<ProposalLinkState, 'open'> | 'link', { headline: string; text: (validUntil?: string) => string }> = {
  link: {
    headline: 'This proposal link does not work.',
    text: () => 'The link is incomplete or has been changed. Open it again from your email, copying the whole address, or ask us to send it again.',
  },
  expired: {
    headline: 'This proposal has expired.',
    text: (validUntil) => `It could be signed until the end of ${validUntil ? formatCalendarDay(validUntil) : 'its last day'}. Call us or reply to the email: we will tell you what we can offer now.`,
  },
  withdrawn: {
    headline: 'This proposal has been withdrawn.',
    text: () => 'Our sales team withdrew it, usually to send you a new one. Nothing was signed. Call us or reply to the email if you were expecting to sign it.',
  },
  signed: {
    headline: 'This proposal is already signed.',
    text: () => 'It was signed and the units are held. The signed licence was emailed to the person who signed it.',
  },
};

export function ProposalClosed({ state, proposal }: { state: keyof typeof messages; proposal?: { readonly reference: string; readonly validUntil: string } }) {
  const message = messages[state];
  return (
    <>
      <PageHero headline={[{ text: message.headline, tone: 'base' }]} intro={<p>{message.text(proposal?.validUntil)}</p>} />
      <div className="container-page max-w-2xl space-y-4 py-10" data-testid="proposal-closed" data-state={state}>
        {proposal ? <p>If you call, quote {proposal.reference}.</p> : null}
        <p>
          Call an advisor on{' '}
          <a className="link" href={telHref(site.advisorPhone.e164)}>
            {site.advisorPhone.display}
          </a>
          .
        </p>
        <p>
          <a className={buttonClasses('secondary')} href="/units">
            See the units free now
          </a>
        </p>
      </div>
    </>
  );
}
