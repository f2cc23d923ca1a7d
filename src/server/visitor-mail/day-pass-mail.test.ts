import jsQR from 'jsqr';
import { simpleParser } from 'mailparser';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DayPassRow } from '../db/schema';
import { MailReceiver } from '../testing/receivers';
import { dayPassMailContent } from './day-pass-mail';
import { sendVisitorMail } from './send';
import { calendarOf, icsInstant, readCalendar } from './testing';

/*
 * The day pass mail, sent to a real SMTP server in this process and read back: the QR code is an
 * inline PNG that decodes (jsQR, a QR reading library) back to the pass's reference; the address,
 * how to get in, the opening hours, the price and the terms are in both parts; the calendar entry
 * runs from reception's opening to its closing on the day, in UK time.
 */

const receiver = new MailReceiver();
let port = 0;
beforeAll(async () => {
  port = await receiver.start();
});
afterAll(async () => {
  await receiver.stop();
});

const pass: DayPassRow = {
  id: '0f0e0d0c-0000-4000-8000-000000000001',
  contactId: null,
  attribution: null,
  bundleId: null,
  bundleDays: null,
  bundleSlot: null,
  reference: 'NL-7K2M-Q9TD',
  centre: 'exeter',
  day: '2030-10-27', // the Sunday the clocks go back: a test of the hours in UK time
  desk: 1,
  desks: 8,
  trial: false,
  name: 'Ada Lovelace',
  email: 'ada@example.co.uk',
  phone: '+447700900123',
  phoneCountry: 'GB',
  pricePence: 2500,
  vatRateBasisPoints: 2000,
  status: 'confirmed',
  createdAt: new Date('2030-10-01T09:00:00Z'),
  cancelledAt: null,
  sequence: 0,
  checkedInAt: null,
  checkedInById: null,
  checkedInByName: null,
  holdExpiresAt: null,
  checkoutSessionId: null,
  paymentIntentId: null,
  paidPence: null,
  paidAt: null,
  refundedAt: null,
  cancelledBy: null,
  cancelledByName: null,
  paymentKept: false,
};

const described = {
  place: {
    centreName: 'Northlight Exeter',
    address: ['3 Riverside Way', 'Exeter', 'EX2 8NL'],
    phoneDisplay: '01632 960112',
    arrival: 'Come to reception on the ground floor and give your reference.',
    parking: '40 free spaces on site.',
  },
  openingHours: [
    { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:30', closes: '17:30' },
    { days: ['Sunday'], opens: '10:00', closes: '14:00' },
  ],
};

async function decodeQr(png: Buffer): Promise<string | undefined> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

describe('the day pass mail', () => {
  it('carries the pass as a QR code of the reference, the place, the hours, the price and a calendar entry', async () => {
    const content = dayPassMailContent(pass, described, 'https://northlight.example/coworking/day-pass/manage?b=x&s=y');
    expect(content).toBeDefined();
    await sendVisitorMail({
      sender: { smtpUrl: `smtp://127.0.0.1:${port}`, from: 'bookings@northlight.example' },
      content: content!,
      kind: 'confirmation',
      outboxId: 901,
    });
    const mail = await simpleParser(String(receiver.received.at(-1)!.raw));
    const image = mail.attachments.find((attachment) => attachment.contentType === 'image/png');
    expect(image?.cid).toBe('pass-qr@northlight');
    expect(await decodeQr(image!.content)).toBe('NL-7K2M-Q9TD');
    // mailparser swaps a cid: reference for the attachment it names: the image is the one attached.
    expect(String(mail.html)).toMatch(/<img[^>]+alt="QR code of your pass, reference NL-7K2M-Q9TD"[^>]*src="data:image\/png;base64,|<img[^>]+src="data:image\/png;base64,[^"]+"[^>]+alt="QR code of your pass/);
    for (const part of [mail.text!, String(mail.html)]) {
      expect(part).toContain('3 Riverside Way');
      expect(part).toContain('Come to reception on the ground floor');
      expect(part).toContain('Sunday: 10:00 to 14:00');
      expect(part).toContain('Reception is open 10:00 to 14:00 that day.');
      expect(part).toContain('Net £25 + VAT at 20% £5 = total £30.');
      expect(part).toContain('Pay at reception when you arrive');
      expect(part).toContain('Cancel online with the link in your email');
      expect(part).toContain('NL-7K2M-Q9TD');
    }
    expect(mail.subject).toContain('Your day pass is confirmed: NL-7K2M-Q9TD');
    const { method, event } = readCalendar(calendarOf(mail));
    expect(method).toBe('REQUEST');
    expect(event.UID).toBe('day-pass-0f0e0d0c-0000-4000-8000-000000000001@northlight');
    // 27 October 2030 is GMT again: 10:00 UK time is 10:00 UTC (it would be 09:00 UTC in BST).
    expect(icsInstant(event.DTSTART!).toISOString()).toBe('2030-10-27T10:00:00.000Z');
    expect(icsInstant(event.DTEND!).toISOString()).toBe('2030-10-27T14:00:00.000Z');
  });

  it('says a free trial day costs nothing, and a cancellation carries no pass to show', async () => {
    const trial = dayPassMailContent({ ...pass, trial: true, pricePence: 0 }, described, 'https://x.example/m');
    expect(trial!.price!.totalPence).toBe(0);
    expect(trial!.title).toContain('Free trial day');
    await sendVisitorMail({
      sender: { smtpUrl: `smtp://127.0.0.1:${port}`, from: 'bookings@northlight.example' },
      content: dayPassMailContent({ ...pass, status: 'cancelled', sequence: 1 }, described, 'https://x.example/m')!,
      kind: 'cancellation',
      outboxId: 902,
    });
    const mail = await simpleParser(String(receiver.received.at(-1)!.raw));
    expect(mail.attachments.some((attachment) => attachment.contentType === 'image/png')).toBe(false);
    expect(mail.subject).toContain('Your day pass is cancelled');
    // A cancelled visit keeps its address, not how to get in or park (they no longer apply).
    expect(mail.text).toContain('3 Riverside Way');
    expect(mail.text).not.toMatch(/how to get in|parking/i);
  });

  it('has nothing to say when reception no longer opens that weekday', () => {
    expect(dayPassMailContent({ ...pass, day: '2030-10-26' }, described, 'https://x.example/m')).toBeUndefined();
  });
});
