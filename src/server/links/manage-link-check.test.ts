import { describe, expect, it } from 'vitest';
import { bookingLinkKey, signBookingId } from '../bookings/booking-link';
import { manageLinkKey, signManageLink } from './manage-link';
import { refusalPagePath, refusalStatus, refusedManageLink } from './manage-link-check';
import { orderLinkKey, signOrderId } from '../orders/order-link';

const secretText = 'a-cms-secret-of-at-least-32-characters!!';
const secret = () => secretText;
const id = '6f1c2a1e-5b7d-4c1e-9a7b-0d2c3e4f5a6b';
const now = new Date('2026-06-01T12:00:00Z');
const later = new Date('2026-07-01T12:00:00Z');
const past = new Date('2026-05-31T12:00:00Z');
const check = (path: string, query: Record<string, string>) =>
  refusedManageLink(path, new URLSearchParams(query), secret, now);

describe('the proxy check of signed links', () => {
  it('lets through a genuine booking, viewing and order link', () => {
    const key = manageLinkKey(secretText);
    expect(check('/book/manage', { b: id, s: signManageLink('booking', id, later, key) })).toBeUndefined();
    expect(check('/viewings/manage', { b: id, s: signManageLink('viewing', id, later, key) })).toBeUndefined();
    expect(check('/viewings/confirmed', { b: id, s: signManageLink('viewing', id, later, key) })).toBeUndefined();
    expect(check('/book/cancel', { b: id, s: signBookingId(id, bookingLinkKey(secretText)) })).toBeUndefined();
    const order = { o: id, s: signOrderId(id, orderLinkKey(secretText)) };
    expect(check('/virtual-offices/order/manage', order)).toBeUndefined();
    expect(check('/virtual-offices/order/confirmed', order)).toBeUndefined();
  });

  it('refuses a changed or made-up link as forged (403) and a genuine old one as expired (410)', () => {
    const key = manageLinkKey(secretText);
    const booking = signManageLink('booking', id, later, key);
    const altered = `${booking.slice(0, -1)}${booking.endsWith('A') ? 'B' : 'A'}`;
    const forgedBooking = check('/book/manage', { b: id, s: altered });
    expect(forgedBooking).toEqual({ kind: 'booking', reason: 'forged' });
    expect(refusalStatus(forgedBooking!)).toBe(403);
    // A booking's link does not open a viewing.
    expect(check('/viewings/manage', { b: id, s: booking })).toEqual({ kind: 'viewing', reason: 'forged' });
    const expired = check('/viewings/manage', { b: id, s: signManageLink('viewing', id, past, key) });
    expect(expired).toEqual({ kind: 'viewing', reason: 'expired' });
    expect(refusalStatus(expired!)).toBe(410);
    expect(refusalPagePath(expired!)).toBe('/book/link-refused?kind=viewing&reason=expired');
    expect(check('/book/cancel', { b: id, s: 'made-up' })).toEqual({ kind: 'booking', reason: 'forged' });
    expect(check('/virtual-offices/order/manage', { o: id, s: signOrderId(id, 'another-key') })).toEqual({
      kind: 'order',
      reason: 'forged',
    });
    expect(check('/virtual-offices/order/confirmed', {})).toEqual({ kind: 'order', reason: 'forged' });
  });

  it('opens a bundle’s page only with a bundle’s link, and says when one has expired', () => {
    const key = manageLinkKey(secretText);
    const path = '/coworking/day-pass/bundle/manage';
    expect(check(path, { b: id, s: signManageLink('day-pass-bundle', id, later, key) })).toBeUndefined();
    // A day pass's link (same id) does not open a bundle.
    expect(check(path, { b: id, s: signManageLink('day-pass', id, later, key) })).toEqual({ kind: 'day-pass-bundle', reason: 'forged' });
    const expired = check(path, { b: id, s: signManageLink('day-pass-bundle', id, past, key) });
    expect(expired).toEqual({ kind: 'day-pass-bundle', reason: 'expired' });
    expect(refusalPagePath(expired!)).toBe('/book/link-refused?kind=day-pass-bundle&reason=expired');
    // The bundle page itself (its forms) needs no link.
    expect(check('/coworking/day-pass/bundle', {})).toBeUndefined();
  });

  it('leaves every other page alone, the refusal page included', () => {
    expect(check('/book/link-refused', { b: id, s: 'x' })).toBeUndefined();
    expect(check('/virtual-offices/order/details', { o: id, s: 'x' })).toBeUndefined();
    expect(check('/viewings/exeter', { b: id, s: 'x' })).toBeUndefined();
  });
});
