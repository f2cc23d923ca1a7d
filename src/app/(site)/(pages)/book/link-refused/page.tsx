import { HelpOnward } from '@/components/sections/help-onward';
import { bundlePaths } from '@/domain/day-pass/bundle';
import { dayPassPaths } from '@/domain/day-pass/day-pass';
import { orderPaths } from '@/domain/virtual-office/order-schema';
import { metadataFor } from '@/features/seo/metadata';
import { ViewingLinkProblem } from '@/features/viewing/viewing-views';

/*
 * A signed link that does not work (a booking's, a viewing's or an order's): src/proxy.ts answers
 * such a link with this page and 403 (changed or made up) or 410 (expired), in the site's layout
 * and rendered on the server (no script needed), with the ways forward.
 */
export const dynamic = 'force-dynamic';
export const metadata = metadataFor('/book/link-refused');

type Query = Record<string, string | string[] | undefined>;

export default async function LinkRefusedPage({ searchParams }: { searchParams: Promise<Query> }) {
  const { reason, kind } = await searchParams;
  const expired = reason === 'expired';
  if (kind === 'viewing') return <ViewingLinkProblem reason={expired ? 'expired' : 'forged'} />;
  if (kind === 'day-pass')
    return (
      <HelpOnward heading={expired ? 'That day pass link has expired' : 'That day pass link does not work'}>
        <p data-testid="day-pass-link-refused">
          {expired
            ? 'Day pass links work until 30 days after the day. To come again, buy a new pass, or call us.'
            : 'The link was changed when it was copied, or it is not one of ours. Use the link in your day pass email, or call the centre on the number in that email.'}
        </p>
        <p>
          <a className="link font-semibold" href={dayPassPaths.start}>
            Buy a day pass
          </a>
        </p>
      </HelpOnward>
    );
  if (kind === 'day-pass-bundle')
    return (
      <HelpOnward heading={expired ? 'That bundle link has expired' : 'That bundle link does not work'}>
        <p data-testid="bundle-link-refused">
          {expired
            ? 'Bundle links work until a month after the bundle could last. Its days can no longer be used: buy a new bundle or a day pass.'
            : 'The link was changed when it was copied, or it is not one of ours. Use the link in your bundle email, or "Use a bundle" with your reference and email.'}
        </p>
        <p>
          <a className="link font-semibold" href={bundlePaths.buy}>
            Day-pass bundles
          </a>
        </p>
      </HelpOnward>
    );
  if (kind === 'order')
    return (
      <HelpOnward heading="That order link does not work">
        <p data-testid="order-link-refused">
          The link was changed when it was copied, or it is not one of ours. Use the link in your order
          confirmation email, or call us with your order reference and we will help.
        </p>
        <p>
          <a className="link font-semibold" href={orderPaths.start}>
            Order a virtual office
          </a>
        </p>
      </HelpOnward>
    );
  return (
    <HelpOnward heading={expired ? 'That booking link has expired' : 'That booking link does not work'}>
      <p data-testid="booking-link-refused">
        {expired
          ? 'Booking links work until 30 days after the booking. To book again, choose a room below or call us.'
          : 'The link was changed when it was copied, or it is not one of ours. Use the link in your most recent booking email, call the centre on the number in that email, or book again.'}
      </p>
    </HelpOnward>
  );
}
