import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { seedCancellationRules } from '@/cms/seed/cancellation-rules';
import { cancellationDecision, cancellationTermsText } from '@/domain/booking/cancellation';
import { BookingTerms, ReserveForm } from './booking-views';

/*
 * The cancellation terms stand beside the Book button, inside the form, before anything is booked:
 * the CMS's rules applied to this slot booked now, by the one function every later page, mail and
 * cancel path uses.
 */

const start = new Date('2030-07-01T09:00:00Z');
const end = new Date('2030-07-01T11:00:00Z');
const now = new Date('2030-06-20T08:00:00Z');

const props = {
  centre: 'exeter',
  choice: { date: '2030-07-01', duration: 'hour', hours: 2 },
  room: { reference: 'EXE-MR01', name: 'Kingfisher', centre: 'exeter', capacity: 6, rates: { hourly: 35, halfDay: 120, day: 220 } },
  slot: { startTime: '10:00', label: '10:00 to 12:00', start, end },
  token: 'token',
  vatRatePercent: 20,
  cancellationRules: seedCancellationRules,
  now,
} as unknown as Parameters<typeof ReserveForm>[0];

/** The form's HTML from the terms to the end: what comes right before the submit button. */
function beforeButton(html: string): string {
  const form = html.slice(html.indexOf('<form'), html.indexOf('</form>'));
  const button = form.lastIndexOf('<button type="submit"');
  return form.slice(form.lastIndexOf('data-testid="booking-terms"'), button);
}

describe('the reserve form', () => {
  it('states the cancellation terms right before “Book”, and the button points at them', () => {
    const html = renderToStaticMarkup(<ReserveForm {...props} />);
    const terms = beforeButton(html);
    expect(terms).toContain(
      'Free cancellation until 10:00 on Sun 30 Jun (24 hours before the start); free within 2 hours of booking. After that you can still cancel, but the price is due.',
    );
    expect(terms).not.toContain('refunded');
    expect(html).toMatch(/<button type="submit"[^>]*aria-describedby="reserve-terms"[^>]*>Book for £70 \+ VAT<\/button>/);
    expect(html).toContain('id="reserve-terms"');
  });

  it('adds what is refunded when the booking is paid online', () => {
    const html = renderToStaticMarkup(<ReserveForm {...props} online />);
    const decision = cancellationDecision({ startsAt: start, endsAt: end, bookedAt: now, now, rules: seedCancellationRules });
    expect(beforeButton(html)).toContain(cancellationTermsText(decision, true));
    expect(beforeButton(html)).toContain('your payment is refunded in full to your card; after it, the payment is not refunded');
    expect(html).toMatch(/Continue to payment/);
  });

  it('states a full day’s longer notice, and the grace period for a booking made inside it', () => {
    const day = renderToStaticMarkup(
      <ReserveForm {...props} slot={{ ...props.slot, start: new Date('2030-07-01T07:00:00Z'), end: new Date('2030-07-01T17:00:00Z') }} />,
    );
    expect(beforeButton(day)).toContain('Free cancellation until 08:00 on Sat 29 Jun (48 hours before the start)');
    const tomorrow = renderToStaticMarkup(<ReserveForm {...props} now={new Date('2030-06-30T20:00:00Z')} />);
    expect(beforeButton(tomorrow)).toContain('Free cancellation until 23:00 on Sun 30 Jun (within 2 hours of booking; the usual 24 hours before the start has passed).');
  });

  it('the confirmation and manage pages state the same sentence for the booking once made', () => {
    const booking = { startsAt: start, endsAt: end, createdAt: now, paidAt: null, paidPence: null, cancellationRules: seedCancellationRules };
    const html = renderToStaticMarkup(<BookingTerms booking={booking} />);
    const form = renderToStaticMarkup(<ReserveForm {...props} />);
    const sentence = cancellationTermsText(cancellationDecision({ startsAt: start, endsAt: end, bookedAt: now, now, rules: seedCancellationRules }), false);
    expect(html).toContain(sentence);
    expect(form).toContain(sentence);
  });
});
