import { bookingLinkKey, verifyBookingSignature } from '../bookings/booking-link';
import { cmsSecret } from '../cms-secret';
import { manageLinkKey, verifyManageLink } from './manage-link';
import { orderLinkKey, verifyOrderSignature } from '../orders/order-link';

/*
 * Run by src/proxy.ts before a signed page renders (a booking's, a viewing's, a day pass's or an order's): a
 * refused link gets the refusal page, in the site's layout and rendered on the server, answered 403
 * (changed or made up) or 410 (expired). Only genuine links can be told they have expired; an
 * order's link has no end date (the service runs for months), so it is only ever forged.
 */

export const refusedLinkPage = '/book/link-refused';

export type LinkKind = 'booking' | 'viewing' | 'order' | 'day-pass' | 'day-pass-bundle';
export type LinkRefusal = { readonly kind: LinkKind; readonly reason: 'forged' | 'expired' };

const manageLinkPages: Readonly<Record<string, Exclude<LinkKind, 'order'>>> = {
  '/book/manage': 'booking',
  '/viewings/manage': 'viewing',
  '/viewings/confirmed': 'viewing',
  '/coworking/day-pass/manage': 'day-pass',
  '/coworking/day-pass/confirmed': 'day-pass',
  '/coworking/day-pass/bundle/manage': 'day-pass-bundle',
};
const orderPages = new Set(['/virtual-offices/order/manage', '/virtual-offices/order/confirmed']);

export function refusedManageLink(
  pathname: string,
  query: URLSearchParams,
  secret: () => string = cmsSecret,
  now: Date = new Date(),
): LinkRefusal | undefined {
  const kind = manageLinkPages[pathname];
  if (kind) {
    const verdict = verifyManageLink(kind, query.get('b') ?? '', query.get('s') ?? '', manageLinkKey(secret()), now);
    return verdict.valid ? undefined : { kind, reason: verdict.reason };
  }
  if (pathname === '/book/cancel')
    return verifyBookingSignature(query.get('b') ?? '', query.get('s') ?? '', bookingLinkKey(secret()))
      ? undefined
      : { kind: 'booking', reason: 'forged' };
  if (orderPages.has(pathname))
    return verifyOrderSignature(query.get('o') ?? '', query.get('s') ?? '', orderLinkKey(secret()))
      ? undefined
      : { kind: 'order', reason: 'forged' };
  return undefined;
}

export const refusalStatus = (refusal: LinkRefusal) => (refusal.reason === 'expired' ? 410 : 403);

export const refusalPagePath = (refusal: LinkRefusal) =>
  `${refusedLinkPage}?kind=${refusal.kind}&reason=${refusal.reason}`;
