import { describe, expect, it } from 'vitest';
import {
  companyNumberMessage,
  initialOrderStatus,
  isCancellable,
  normaliseCompanyNumber,
  orderDetailsSchema,
} from './order-schema';
import { orderPaymentStep } from './payment';

const today = '2027-03-10';
const valid = {
  plan: 'mail-handling',
  centre: 'exeter',
  businessName: 'Harbour Lights Ltd',
  companyNumber: '',
  name: 'Sam Taylor',
  email: 'sam@example.co.uk',
  phone: '07700 900123',
  phoneCountry: 'GB',
  startDate: '2027-04-01',
};

describe('order details', () => {
  const schema = orderDetailsSchema(today);

  it('accepts a full order, the company number left out', () => {
    const parsed = schema.parse(valid);
    expect(parsed.companyNumber).toBeUndefined();
    expect(parsed.businessName).toBe('Harbour Lights Ltd');
  });

  it.each(['01234567', 'SC123456', 'ni 012345', ' oc 301234 '])('accepts the company number %s', (value) => {
    expect(schema.parse({ ...valid, companyNumber: value }).companyNumber).toBe(
      normaliseCompanyNumber(value),
    );
  });

  it.each(['1234567', '123456789', 'S1234567', 'SCO12345', 'SC12345', 'ABC12345', '12-34-56-78'])(
    'refuses the company number %s with the rule',
    (value) => {
      const result = schema.safeParse({ ...valid, companyNumber: value });
      expect(result.error?.issues.find((issue) => issue.path[0] === 'companyNumber')?.message).toBe(
        companyNumberMessage,
      );
    },
  );

  it('refuses a start date in the past, too far ahead or unreal', () => {
    for (const startDate of ['2027-03-09', '2027-12-31', '2027-02-30', 'soon']) {
      expect(schema.safeParse({ ...valid, startDate }).success).toBe(false);
    }
    expect(schema.safeParse({ ...valid, startDate: today }).success).toBe(true);
  });

  it('refuses an unknown plan or centre, and an empty business name', () => {
    expect(schema.safeParse({ ...valid, plan: 'meeting-room' }).success).toBe(false);
    expect(schema.safeParse({ ...valid, centre: 'london' }).success).toBe(false);
    expect(schema.safeParse({ ...valid, businessName: '   ' }).success).toBe(false);
    expect(schema.safeParse({ ...valid, businessName: 'x'.repeat(161) }).success).toBe(false);
  });

  it('takes the contact fields by the enquiry form’s rules', () => {
    expect(schema.safeParse({ ...valid, email: 'not an email' }).success).toBe(false);
    expect(schema.safeParse({ ...valid, phone: 'call me maybe' }).success).toBe(false);
  });
});

describe('order status', () => {
  it('waits for the ID check only when the plan needs one; without one, invoiced is active at once', () => {
    expect(initialOrderStatus(true, 'invoice')).toBe('awaiting-id-check');
    expect(initialOrderStatus(true, 'card-pending')).toBe('awaiting-id-check');
    expect(initialOrderStatus(false, 'invoice')).toBe('active');
    // Paid by card: active when the payment arrives (the webhook moves 'verified' on).
    expect(initialOrderStatus(false, 'card-pending')).toBe('verified');
  });
  it('can be cancelled online until the service starts', () => {
    expect(isCancellable('awaiting-id-check')).toBe(true);
    expect(isCancellable('verified')).toBe(true);
    expect(isCancellable('active')).toBe(false);
    expect(isCancellable('cancelled')).toBe(false);
  });
  it('is invoiced until card payment is configured', () => {
    expect(orderPaymentStep({ cardPaymentsConfigured: false }).kind).toBe('invoice');
  });
});
