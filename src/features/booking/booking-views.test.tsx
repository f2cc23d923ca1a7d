import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { bookingCancellationTerms } from '@/domain/booking/booking-policy';
import { bookingTermsFor } from '@/domain/booking/payment-policy';
import { ReserveForm } from './booking-views';

/* The cancellation terms stand beside the Book button, inside the form, before anything is booked. */

const props = {
  centre: 'exeter',
  choice: { date: '2030-07-01', duration: 'hour', hours: 2 },
  room: { reference: 'EXE-MR01', name: 'Kingfisher', centre: 'exeter', capacity: 6, rates: { hourly: 35, halfDay: 120, day: 220 } },
  slot: { startTime: '10:00', label: '10:00 to 12:00' },
  token: 'token',
  vatRatePercent: 20,
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
    expect(terms).toContain(bookingCancellationTerms);
    expect(terms).not.toContain('refunded');
    expect(html).toMatch(/<button type="submit"[^>]*aria-describedby="reserve-terms"[^>]*>Book for £70 \+ VAT<\/button>/);
    expect(html).toContain('id="reserve-terms"');
  });

  it('adds what is refunded when the booking is paid online', () => {
    const html = renderToStaticMarkup(<ReserveForm {...props} online />);
    expect(beforeButton(html)).toContain(bookingTermsFor(true));
    expect(html).toMatch(/Continue to payment/);
  });
});
