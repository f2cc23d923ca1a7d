import { bookingLinkKey, verifyBookingSignature } from './booking-link';
import { cmsSecret } from './cms-secret';
import { manageLinkKey, verifyManageLink } from './manage-link';

/*
 * Run by src/proxy.ts before a booking link's page renders: a refused link gets the refusal page,
 * rendered on the server (forbidden() renders its page only in the browser). The proxy asks for
 * 403 (changed or made up) or 410 (expired); Next 16 still answers 200 (docs/decisions/0021).
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
