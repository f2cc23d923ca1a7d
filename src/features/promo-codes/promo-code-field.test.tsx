import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { seedCancellationRules } from '@/cms/seed/cancellation-rules';
import { applyPromoCode } from '@/domain/promo-codes/promo-codes';
import { ReserveForm } from '@/features/booking/booking-views';
import { DayPassForm } from '@/features/day-pass/day-pass-views';
import { withVat } from '@/domain/vat';

/*
 * The promo code field in the forms that book and buy: plain markup, the code's line in the price
 * before VAT once applied, the refusal next to the field, and Enter still books (the form's first
 * submit button is the form's own, not "Apply code").
 */

const reserve = {
  centre: 'exeter',
  choice: { date: '2030-07-01', duration: 'hour', hours: 2 },
  room: { reference: 'EXE-MR01', name: 'Kingfisher', centre: 'exeter', capacity: 6, rates: { hourly: 35, halfDay: 120, day: 220 } },
  slot: { startTime: '10:00', label: '10:00 to 12:00', start: new Date('2030-07-01T09:00:00Z'), end: new Date('2030-07-01T11:00:00Z') },
  token: 'token',
  vatRatePercent: 20,
  cancellationRules: seedCancellationRules,
  now: new Date('2030-06-20T08:00:00Z'),
} as unknown as Parameters<typeof ReserveForm>[0];

const spring = { code: 'SPRING25', kind: 'percent', percentOff: 25, appliesTo: ['rooms', 'day-passes'], active: true } as const;
const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&#x27;/g, "'");

describe('the promo code field', () => {
  it('is optional and bounded, and the form’s first submit button books, not "Apply code"', () => {
    const html = renderToStaticMarkup(<ReserveForm {...reserve} />);
    const field = html.match(/<input id="reserve-promo"[^>]*>/)![0];
    expect(field).toContain('maxLength="40"');
    expect(field).toContain('name="promo"');
    expect(field).not.toContain('required');
    const form = html.slice(html.indexOf('<form'));
    const firstButton = form.match(/<button[^>]*>/)![0];
    expect(firstButton).not.toContain('apply-promo');
    expect(firstButton).toContain('type="submit"');
    expect(form).toMatch(/<button type="submit" value="apply-promo"[^>]*name="intent">Apply code</);
  });

  it('shows the code’s line before VAT once applied, and the button’s total after it', () => {
    const html = renderToStaticMarkup(<ReserveForm {...reserve} promo={{ kind: 'applied', typed: 'spring25', price: applyPromoCode(spring, 7000) }} />);
    expect(text(html)).toContain('Price: £70, Promo SPRING25 −£17.50: £52.50 before VAT, + VAT at 20% (£10.50) = £63.');
    expect(text(html)).toContain('Book for £52.50 + VAT');
  });

  it('says why a code was refused next to the field, linked to it', () => {
    const html = renderToStaticMarkup(<ReserveForm {...reserve} promo={{ kind: 'refused', typed: 'OLD', message: 'This code has expired.' }} />);
    const field = html.match(/<input id="reserve-promo"[^>]*>/)![0];
    expect(field).toContain('aria-invalid="true" aria-describedby="reserve-promo-error"');
    expect(field).toContain('value="OLD"');
    expect(html).toContain('<p id="reserve-promo-error" class="w-full font-bold text-danger" data-testid="promo-error">This code has expired.</p>');
  });

  it('prices a day pass with the code, and asks for no card when the code makes it free', () => {
    const props = {
      centre: 'exeter',
      town: 'Exeter',
      dates: [{ date: '2030-07-01', desksLeft: 5 }],
      chosenDate: undefined,
      price: withVat(2500, 20),
      trialOffered: false,
      trialChosen: false,
      values: {},
      errors: {},
      token: 't',
      payOnline: true,
    };
    const applied = renderToStaticMarkup(<DayPassForm {...props} promo={{ kind: 'applied', typed: 'x', price: applyPromoCode({ ...spring, code: 'TEN', kind: 'fixed', amountOffPence: 1000 }, 2500) }} />);
    expect(text(applied)).toContain('£25, Promo TEN −£10: £15 before VAT, + VAT at 20% (£3) = £18 for the day.');
    expect(text(applied)).toContain('Book and pay by card');
    const free = renderToStaticMarkup(<DayPassForm {...props} promo={{ kind: 'applied', typed: 'x', price: applyPromoCode({ ...spring, percentOff: 100 }, 2500) }} />);
    expect(text(free)).toContain('Book my day pass');
  });
});
