import { describe, expect, it } from 'vitest';
import { defaultCancellationRules } from '@/domain/booking/cancellation';
import type { Centre } from '@/domain/centre-directory';
import { londonInstant } from '@/lib/booking-slots';
import type { BookingRow, BookingSeriesRow } from '../db/schema';
import { bookingMailContent, seriesMailFacts } from './booking-mail';
import { calendarInvite } from './calendar';
import { plainTextOf, visitorMailModel } from './model';
import { centrePlace } from './place';

const series: BookingSeriesRow = {
  id: '0b9d7c3e-1a2b-4c5d-8e9f-0a1b2c3d4e5f',
  reference: 'NL-SERI-ES01',
  firstStartsAt: londonInstant('2030-10-14', 600),
  firstEndsAt: londonInstant('2030-10-14', 720),
  weeks: 4,
  sequence: 0,
  checkoutSessionId: null,
  createdAt: new Date('2030-10-01T09:00:00Z'),
};

/** Weeks 1, 3 and 4 booked; week 2 (21 October) was left out because it clashed. */
const week = (date: string, index: number, extra: Partial<BookingRow> = {}): BookingRow => ({
  id: `6f1c2a1e-5b7d-4c1e-9a7b-0d2c3e4f5a6${index}`,
  contactId: null,
  attribution: null,
  seriesId: series.id,
  reference: `NL-WEEK-000${index}`,
  roomReference: 'AND-MR01',
  centre: 'andover',
  startsAt: londonInstant(date, 600),
  endsAt: londonInstant(date, 720),
  duration: 'hour',
  hours: 2,
  name: 'Ada Lovelace',
  email: 'ada@example.co.uk',
  phone: '+447700900123',
  phoneCountry: 'GB',
  pricePence: 3800,
  vatRateBasisPoints: 2000,
  status: 'confirmed',
  createdAt: new Date('2030-10-01T09:00:00Z'),
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
  ...extra,
});
const andover = {
  name: 'Northlight Andover',
  address: { street1: 'Northlight Andover', street2: '4 Kestrel Mill Way', city: 'Andover', zipCode: 'SP10 3NL' },
  phone: { e164: '+441632960101', display: '01632 960101' },
  arrival: 'Sign in at reception.',
} as unknown as Centre;
const described = { roomName: 'Meeting room 1', seats: 6, place: centrePlace(andover) };
const organizer = { name: 'Northlight', email: 'bookings@northlight.example' };
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '');

describe('the mails of a weekly series', () => {
  const weeks = [week('2030-10-14', 1), week('2030-10-28', 3), week('2030-11-04', 4)];

  it('confirms every date in one mail, with the total, and one calendar entry: RRULE with EXDATE in UK time', () => {
    const content = bookingMailContent(weeks[0]!, described, 'https://x.example/m', seriesMailFacts(weeks[0]!, series, weeks));
    const model = visitorMailModel(content, 'confirmation');
    const text = plainTextOf(model);
    expect(model.subjectLine).toBe('Your booking is confirmed: NL-WEEK-0001, weekly from Monday 14 October 2030, 10:00 to 12:00 (UK time), 3 dates');
    expect(text).toContain('EVERY WEEK: 3 DATES');
    expect(text).toContain('Monday 14 October 2030, 10:00 to 12:00 (UK time), reference NL-WEEK-0001');
    // After the clocks go back on 27 October: still 10:00 UK time.
    expect(text).toContain('Monday 28 October 2030, 10:00 to 12:00 (UK time), reference NL-WEEK-0003');
    expect(text).toContain('For 3 dates: net £114 + VAT £22.80 = total £136.80.');
    expect(text).toContain('To cancel a date, or a date and every later one, use the manage link in this email.');
    expect(text).toContain('Each date has its own free cancellation period, counted from its own start. For the first date: Free cancellation until 10:00 on Sun 13 Oct');
    expect(model.manage?.label).toBe('See or cancel your dates');
    const invite = calendarInvite(content, 'confirmation', organizer, new Date('2030-10-01T09:00:00Z'))!;
    const ics = unfold(invite.content);
    expect(invite.method).toBe('REQUEST');
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(ics).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/London');
    expect(ics).toContain(`UID:series-${series.id}@northlight`);
    expect(ics).toContain('DTSTART;TZID=Europe/London:20301014T100000');
    expect(ics).toContain('DTEND;TZID=Europe/London:20301014T120000');
    expect(ics).toContain('RRULE:FREQ=WEEKLY;COUNT=4');
    expect(ics).toContain('EXDATE;TZID=Europe/London:20301021T100000');
    expect(ics).toMatch(/DTSTAMP:20301001T090000Z/);
    expect(ics).toContain('SEQUENCE:0');
  });

  it('says which dates were cancelled and which stand, and updates the series with another EXDATE at the next sequence', () => {
    const cancelledAt = new Date('2030-10-02T10:00:00Z');
    const after = [weeks[0]!, week('2030-10-28', 3, { status: 'cancelled', cancelledAt, cancelledFree: true, sequence: 1 }), week('2030-11-04', 4, { status: 'cancelled', cancelledAt, cancelledFree: false, sequence: 1 })];
    const facts = seriesMailFacts(after[1]!, { ...series, sequence: 1 }, after);
    const content = bookingMailContent(after[1]!, described, 'https://x.example/m', facts);
    const model = visitorMailModel(content, 'cancellation');
    const text = plainTextOf(model);
    expect(model.subjectLine).toBe('Your booking is cancelled: NL-WEEK-0003, 2 dates from Monday 28 October 2030, 10:00 to 12:00 (UK time)');
    expect(text).toContain('DATES CANCELLED: 2\nMonday 28 October 2030, 10:00 to 12:00 (UK time), reference NL-WEEK-0003\nMonday 4 November 2030');
    expect(text).toContain('STILL BOOKED\nMonday 14 October 2030, 10:00 to 12:00 (UK time), reference NL-WEEK-0001');
    expect(model.intro).toContain('the calendar entry is updated');
    const ics = unfold(calendarInvite(content, 'cancellation', organizer)!.content);
    expect(ics).toContain('METHOD:REQUEST');
    expect(ics).toContain('SEQUENCE:1');
    expect(ics).toMatch(/EXDATE;TZID=Europe\/London:20301021T100000,20301028T100000,20301104T100000|EXDATE;TZID=Europe\/London:20301021T100000\r\nEXDATE/);
  });

  it('cancels the whole calendar entry once no date is left', () => {
    const cancelledAt = new Date('2030-10-02T10:00:00Z');
    const all = weeks.map((row, index) => ({ ...row, status: 'cancelled' as const, cancelledAt, sequence: 1 + index * 0 }));
    const content = bookingMailContent(all[0]!, described, 'https://x.example/m', seriesMailFacts(all[0]!, { ...series, sequence: 1 }, all));
    const invite = calendarInvite(content, 'cancellation', organizer)!;
    expect(invite.method).toBe('CANCEL');
    expect(unfold(invite.content)).toContain('STATUS:CANCELLED');
    expect(plainTextOf(visitorMailModel(content, 'cancellation'))).toContain('No date of this repeat booking is still booked.');
  });

  it('reminds of one week, saying where it sits in the series', () => {
    const content = bookingMailContent(weeks[1]!, described, 'https://x.example/m', seriesMailFacts(weeks[1]!, series, weeks));
    const text = plainTextOf(visitorMailModel(content, 'reminder'));
    expect(text).toContain('WHEN\nMonday 28 October 2030, 10:00 to 12:00 (UK time)\nWeekly, 2 of 3 (repeat booking NL-SERI-ES01)');
  });
});
