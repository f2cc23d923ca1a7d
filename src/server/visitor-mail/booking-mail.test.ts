import { describe, expect, it } from 'vitest';
import type { Centre } from '@/domain/centre-directory';
import type { BookingRow } from '../db/schema';
import { cancellationDecision, cancellationTermsText, defaultCancellationRules } from '@/domain/booking/cancellation';
import { bookingMailContent } from './booking-mail';
import { centrePlace } from './place';

const startsAt = new Date('2030-06-18T09:00:00Z');
const row: BookingRow = {
  id: '6f1c2a1e-5b7d-4c1e-9a7b-0d2c3e4f5a6b',
  contactId: null,
  attribution: null,
  seriesId: null,
  reference: 'NL-ABCD-EFGH',
  roomReference: 'AND-MR01',
  centre: 'andover',
  startsAt,
  endsAt: new Date('2030-06-18T11:00:00Z'),
  duration: 'hour',
  hours: 2,
  name: 'Ada Lovelace',
  email: 'ada@example.co.uk',
  phone: '+447700900123',
  phoneCountry: 'GB',
  pricePence: 3800,
  vatRateBasisPoints: 2000,
  status: 'confirmed',
  createdAt: new Date('2030-06-01T09:00:00Z'),
  cancelledAt: null,
  sequence: 0,
  cancelledBy: null,
  cancelReason: null,
  holdExpiresAt: null,
  checkoutSessionId: null,
  paymentIntentId: null,
  paidPence: null,
  paidAt: null,
  refundedAt: null,
  cancellationRules: defaultCancellationRules,
  cancelledFree: null,
  attendance: null,
  attendanceAt: null,
  attendanceById: null,
  attendanceByName: null,
};
// The fields of a centre record that mails read (the rest of the record does not matter here).
const andover = {
  name: 'Northlight Andover',
  address: { street1: 'Northlight Andover', street2: '4 Kestrel Mill Way', street3: 'Anton Vale', city: 'Andover', stateOrProvince: 'Hampshire', zipCode: 'SP10 3NL' },
  phone: { e164: '+441632960101', display: '01632 960101' },
  parking: '60 free spaces on site.',
  transport: 'Andover station is a 15-minute walk.',
  arrival: 'Come to the main entrance at 4 Kestrel Mill Way and sign in at reception.',
  accessNotes: 'Step-free entrance with an automatic door.',
} as unknown as Centre;
const described = { roomName: 'Meeting room 1', seats: 6, place: centrePlace(andover) };

describe('a booking as visitor mail content', () => {
  it('names the room once, gives the centre from the CMS (name once, how to get in, access) and the net price with VAT at the settings\' rate', () => {
    const content = bookingMailContent(row, described, 'https://x.example/book/manage');
    expect(content.title).toBe('Meeting room 1 (6 seats)');
    expect(content.calendarUid).toBe(`booking-${row.id}@northlight`);
    expect(content.place.address[0]).not.toBe(andover.name);
    expect(content.place.address.at(-1)).toBe('SP10 3NL');
    expect(content.place.arrival).toMatch(/^Come to the main entrance/);
    expect(content.place.access).toMatch(/Step-free|Level entrance/);
    expect(content.price).toMatchObject({ netPence: 3800, vatPence: 760, totalPence: 4560, vatRatePercent: 20 });
    expect(content.price?.payment).toBe('No payment now: pay at the centre or we invoice you.');
    expect(bookingMailContent({ ...row, paidPence: 4560 }, described, '').price?.payment).toBe('Paid online by card.');
    expect(bookingMailContent(row, { ...described, roomName: 'Kingfisher' }, '').title).toBe('Meeting room Kingfisher (6 seats)');
  });

  it('states VAT at the rate stored with the booking, whatever the rate is today', () => {
    const older = bookingMailContent({ ...row, vatRateBasisPoints: 1750 }, described, '');
    expect(older.price).toMatchObject({ netPence: 3800, vatPence: 665, totalPence: 4465, vatRatePercent: 17.5 });
  });

  it('states the terms it was booked under: the sentence shown beside the Book button when it was booked', () => {
    const content = bookingMailContent(row, described, '');
    const beforeBooking = cancellationDecision({ startsAt, endsAt: row.endsAt, bookedAt: row.createdAt, now: row.createdAt, rules: defaultCancellationRules });
    expect(content.cancellationTerms).toBe(cancellationTermsText(beforeBooking, false));
    expect(content.cancellationTerms).toMatch(/^Free cancellation until 10:00 on Mon 17 Jun \(24 hours before the start\); free within 2 hours of booking\./);
    expect(bookingMailContent({ ...row, paidPence: 4560 }, described, '').cancellationTerms).toContain('your payment is refunded in full to your card; after it, the payment is not refunded');
    // Made before the rules were kept: the old 24 hours, no grace.
    expect(bookingMailContent({ ...row, cancellationRules: null }, described, '').cancellationTerms).toMatch(/^Free cancellation until 10:00 on Mon 17 Jun \(24 hours before the start\)\. /);
  });

  it('says what a cancellation costs, as decided when cancelled: nothing when free, else the price', () => {
    const cancelled = (free: boolean, by: 'visitor' | 'staff') =>
      bookingMailContent(
        { ...row, status: 'cancelled', cancelledBy: by, cancelledFree: free, cancelledAt: new Date(startsAt.getTime() - 2 * 3_600_000) },
        described,
        '',
      ).nextSteps;
    expect(cancelled(true, 'visitor')).toEqual(['You cancelled within the free cancellation period: there is nothing to pay.']);
    expect(cancelled(false, 'visitor')![0]).toMatch(/^You cancelled after the free cancellation period, so the price is still due/);
    expect(cancelled(true, 'staff')).toEqual(['The centre cancelled this booking: there is nothing to pay.']);
    expect(cancelled(false, 'staff')![0]).toMatch(/^It was cancelled after its free cancellation period, so the price is still due/);
  });

  it('quotes the reason staff gave for cancelling', () => {
    const content = bookingMailContent(
      { ...row, status: 'cancelled', cancelledBy: 'staff', cancelledFree: true, cancelReason: 'Power cut at the centre', cancelledAt: startsAt },
      described,
      '',
    );
    expect(content.nextSteps).toEqual([
      'The reason the centre gave: Power cut at the centre.',
      'The centre cancelled this booking: there is nothing to pay.',
    ]);
  });

  it('says what happens to a payment made online when the booking is cancelled', () => {
    const paidAndCancelled = (free: boolean, by: 'visitor' | 'staff') =>
      bookingMailContent(
        { ...row, paidPence: 4560, status: 'cancelled', cancelledBy: by, cancelledFree: free, cancelledAt: new Date(startsAt.getTime() - 2 * 3_600_000) },
        described,
        '',
      ).nextSteps;
    expect(paidAndCancelled(true, 'visitor')![0]).toMatch(/refunded in full to your card/);
    expect(paidAndCancelled(false, 'visitor')![0]).toMatch(/not refunded/);
    expect(paidAndCancelled(true, 'staff')![0]).toMatch(/The centre cancelled this booking: your payment is refunded in full/);
    expect(paidAndCancelled(false, 'staff')![0]).toMatch(/the payment is not refunded/);
  });
});
