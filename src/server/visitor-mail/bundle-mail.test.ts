import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DayPassBundleRow, DayPassRow } from '../db/schema';
import { MailReceiver } from '../testing/receivers';
import { bundleMailContent } from './bundle-mail';
import { dayPassMailContent } from './day-pass-mail';
import { sendVisitorMail } from './send';

/*
 * The bundle's mail and a day booked from it, sent to a real SMTP server in this process and read
 * back: the bundle's reference, days left and last day, where it can be used, the price and the
 * terms; no calendar entry for the bundle itself. A day from it says there is nothing to pay.
 */

const receiver = new MailReceiver();
let port = 0;
beforeAll(async () => {
  port = await receiver.start();
});
afterAll(async () => {
  await receiver.stop();
});

const bundle: DayPassBundleRow = {
  id: '0f0e0d0c-0000-4000-8000-00000000b001',
  contactId: null,
  reference: 'NL-B5ND-L10X',
  days: 10,
  pricePence: 20_000,
  vatRateBasisPoints: 2000,
  validMonths: 6,
  name: 'Ada Lovelace',
  email: 'ada@example.co.uk',
  phone: '+447700900123',
  phoneCountry: 'GB',
  centre: 'exeter',
  status: 'paid',
  attribution: null,
  createdAt: new Date('2030-06-15T09:00:00Z'),
  checkoutSessionId: 'cs_x',
  paymentIntentId: 'pi_x',
  paidPence: 24_000,
  paidAt: new Date('2030-06-15T09:01:00Z'),
  lastDay: '2030-12-14',
  refundedAt: null,
  refundedByName: null,
};

const place = {
  centreName: 'Any Northlight centre selling day passes',
  address: ['Northlight Exeter: 3 Riverside Way, Exeter, EX2 8NL', 'Northlight Andover: 1 Walworth Road, Andover, SP10 5AA'],
  phoneDisplay: '0330 000 0000',
};

const sender = () => ({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'bookings@northlight.example' });

describe('the bundle mail', () => {
  it('carries the reference, the days left, the last day, where to use it, the price and the terms', async () => {
    const content = bundleMailContent(bundle, 3, place, 'https://northlight.example/coworking/day-pass/bundle/manage?b=x&s=y');
    await sendVisitorMail({ sender: sender(), content: content!, kind: 'confirmation', outboxId: 911 });
    const mail = await simpleParser(String(receiver.received.at(-1)!.raw));
    expect(mail.subject).toContain('Your bundle of day passes is confirmed: NL-B5ND-L10X');
    for (const part of [mail.text!, String(mail.html)]) {
      expect(part).toContain('7 of 10 days left. Use them by 14 December 2030.');
      expect(part).toContain('Northlight Andover: 1 Walworth Road');
      expect(part).toContain('Net £200 + VAT at 20% £40 = total £240.');
      expect(part).toContain('Paid online by card');
      expect(part).toContain('the day goes back to the bundle');
      expect(part).toContain('/coworking/day-pass/bundle/manage?b=x');
    }
    expect(mail.attachments.some((attachment) => attachment.contentType.startsWith('text/calendar'))).toBe(false);
  });

  it('has nothing to say for a bundle not paid', () => {
    expect(bundleMailContent({ ...bundle, status: 'pending', lastDay: null }, 0, place, 'https://x.example/m')).toBeUndefined();
  });

  it('tells the holder of a day from a bundle that there is nothing to pay', () => {
    const pass = { bundleId: bundle.id, trial: false, status: 'confirmed', paidAt: null, refundedAt: null, pricePence: 0 } as Partial<DayPassRow>;
    const content = dayPassMailContent(
      {
        ...(pass as DayPassRow),
        id: 'p',
        reference: 'NL-DAY1-0000',
        centre: 'exeter',
        day: '2030-07-01',
        name: 'Ada',
        email: 'ada@example.co.uk',
        vatRateBasisPoints: 2000,
        sequence: 0,
      },
      { place: { centreName: 'Northlight Exeter', address: ['Exeter'], phoneDisplay: '01632 960112' }, openingHours: [{ days: ['Monday'], opens: '08:30', closes: '17:30' }] },
      'https://x.example/m',
    );
    expect(content?.price?.payment).toMatch(/^A day from your bundle: nothing to pay/);
    expect(content?.details[0]).toMatch(/^A day from your bundle: nothing to pay/);
  });
});
