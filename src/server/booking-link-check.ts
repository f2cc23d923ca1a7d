import { bookingLinkKey, verifyBookingSignature } from './booking-link';
import { cmsSecret } from './cms-secret';
import { manageLinkKey, verifyManageLink } from './manage-link';

/*
 * Run by src/proxy.ts before a booking link's page renders: a refused link is answered by the
 * refusal page with its own status (403 changed or made up, 410 expired), which a page cannot set
 * for itself and still be rendered on the server for browsers without JavaScript.
 */

export const refusedLinkPage = '/book/link-refused';

export function refusedBookingLink(pathname: string, query: URLSearchParams): 'forged' | 'expired' | undefined {
  const id = query.get('b') ?? '';
  const signature = query.get('s') ?? '';
  if (pathname === '/book/manage') {
    const verdict = verifyManageLink('booking', id, signature, manageLinkKey(cmsSecret()));
    return verdict.valid ? undefined : verdict.reason;
  }
  if (pathname === '/book/cancel') return verifyBookingSignature(id, signature, bookingLinkKey(cmsSecret())) ? undefined : 'forged';
  return undefined;
}
