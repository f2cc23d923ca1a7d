import { HelpOnward } from '@/components/sections/help-onward';
import { metadataFor } from '@/features/seo/metadata';

/*
 * A booking link that does not work: src/proxy.ts shows this page for a changed, made-up or expired
 * link, in the site's layout and rendered on the server (no script needed), with the ways forward.
 */
export const dynamic = 'force-dynamic';
export const metadata = metadataFor('/book/link-refused');

type Query = Record<string, string | string[] | undefined>;

export default async function BookingLinkRefusedPage({ searchParams }: { searchParams: Promise<Query> }) {
  const { reason } = await searchParams;
  const expired = reason === 'expired';
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
