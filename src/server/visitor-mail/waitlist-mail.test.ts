import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import type { WaitlistMailContent } from '@/domain/visitor-mail';
import { londonInstant } from '@/lib/booking-slots';
import type { Database } from '../db/client';
import { outbox, waitlistEntries } from '../db/schema';
import { OutboxWorker, type DeliveryConfig } from '../outbox/outbox';
import { silentLog } from '../testing/fixtures';
import { testBackends, useTestDatabase } from '../testing/databases';
import { MailReceiver } from '../testing/receivers';
import { dayPassWaitlistResource, dayPassWaitlistSlot, viewingWaitlistResource } from '@/domain/waitlist/waitlist';
import { confirmWaitlistEntry, createWaitlistEntry, sweepWaitlistOffers } from '../waitlist/waitlist';
import { renderVisitorMail } from './render';
import { waitlistEntryMailLoader, waitlistOfferMailLoader, waitlistPriceText, waitlistWhenText, type WaitlistMailLinks } from './waitlist-mail';

const unsubscribeUrl = 'https://northlight.example/api/waitlist/unsubscribe?w=0f0e&s=abc.def';
const entryMail: WaitlistMailContent = {
  subject: 'waitlist-entry',
  reference: 'NL-ABCD-2345',
  sequence: 0,
  recipient: { email: 'sam@example.co.uk' },
  what: 'Oak <b>Room</b> (EXE-MR01), Northlight Exeter',
  when: 'Tuesday 18 June 2030, 10:00 to 12:00 (UK time)',
  price: '£140 + VAT (£168 with VAT at 20%)',
  actionUrl: 'https://northlight.example/waitlist/confirm?w=0f0e&s=ghi.jkl',
  until: '25 June 2030',
  unsubscribeUrl,
};

describe('waitlist mails', () => {
  it('the opt-in asks to confirm, says which time and price, and can be cancelled', async () => {
    const mail = await renderVisitorMail(entryMail, 'confirmation');
    expect(mail.subject).toBe('Confirm your place on the Northlight waitlist');
    expect(mail.text).toContain(`Confirm my place:\n${entryMail.actionUrl}`);
    for (const line of [entryMail.when, `Price: ${entryMail.price}`, 'until 25 June 2030', 'held for them alone for 15 minutes'])
      expect(mail.text).toContain(line);
    expect(mail.text).toContain(`Cancel this request:\n${unsubscribeUrl}`);
    expect(mail.html).not.toContain('<b>Room');
    expect(mail.unsubscribeUrl).toBe(unsubscribeUrl);
  });

  it('the offer says until when it is held, links to book it and to leave the list', async () => {
    const mail = await renderVisitorMail({ ...entryMail, subject: 'waitlist-offer', until: '10:15', actionUrl: 'https://northlight.example/waitlist/offer?w=1&s=x.y' }, 'offer');
    expect(mail.subject).toBe('It freed up: Oak <b>Room</b> (EXE-MR01), Northlight Exeter is held for you until 10:15');
    expect(mail.text).toContain('held for you alone until 10:15 (UK time)');
    expect(mail.text).toContain('See it and book:\nhttps://northlight.example/waitlist/offer?w=1&s=x.y');
    expect(mail.text).toContain(`Leave the waitlist (one click):\n${unsubscribeUrl}`);
    expect(mail.unsubscribeUrl).toBe(unsubscribeUrl);
  });

  it('names a day pass’s day as the whole day, a room’s time and a viewing’s as their range', () => {
    expect(waitlistWhenText({ kind: 'viewing', startsAt: londonInstant('2030-06-18', 600), endsAt: londonInstant('2030-06-18', 630) })).toBe('Tuesday 18 June 2030, 10:00 to 10:30 (UK time)');
    expect(waitlistWhenText({ kind: 'day-pass', ...dayPassWaitlistSlot('2030-06-18') })).toBe('Tuesday 18 June 2030, the whole day');
    expect(waitlistWhenText({ kind: 'room', startsAt: londonInstant('2030-06-18', 600), endsAt: londonInstant('2030-06-18', 720) })).toBe('Tuesday 18 June 2030, 10:00 to 12:00 (UK time)');
  });

  it('states the price as the booking page does', () => {
    expect(waitlistPriceText(14000, 2000)).toBe('£140 + VAT (£168 with VAT at 20%)');
    expect(waitlistPriceText(7050, 2000)).toBe('£70.50 + VAT (£84.60 with VAT at 20%)');
  });
});

const backends = await testBackends();
const day = '2030-06-18';

const links: WaitlistMailLinks = {
  describe: async (entry) =>
    entry.kind === 'day-pass' ? 'Coworking day pass, Northlight Exeter' : entry.kind === 'viewing' ? 'Viewing, Northlight Exeter' : `Oak Room (${entry.resource}), Northlight Exeter`,
  confirmUrl: (entry) => `https://northlight.example/waitlist/confirm?w=${entry.id}&s=c`,
  unsubscribeUrl: (entry) => `https://northlight.example/api/waitlist/unsubscribe?w=${entry.id}&s=u`,
  offerUrl: (offer) => `https://northlight.example/waitlist/offer?w=${offer.id}&s=o`,
};

function worker(db: Database, port: number): OutboxWorker {
  const config: DeliveryConfig = {
    emailFrom: 'website@northlight.example',
    visitorMail: {
      sender: { smtpUrl: `smtp://127.0.0.1:${port}`, from: 'bookings@northlight.example' },
      loaders: { 'waitlist-entry': waitlistEntryMailLoader(links), 'waitlist-offer': waitlistOfferMailLoader(links) },
    },
  };
  return new OutboxWorker(db, config, { maxAttempts: 5, pollMs: 50, baseDelayMs: 10, maxDelayMs: 20, leaseMs: 5_000 }, silentLog);
}

describe.each(backends)('waitlist mails over SMTP on %s', (backend) => {
  const database = useTestDatabase(backend);

  it('sends the opt-in, then the offer, each with List-Unsubscribe and no calendar entry', async () => {
    const { db } = database.current;
    const receiver = new MailReceiver();
    const port = await receiver.start();
    try {
      const room = `MAIL-${backend.slice(0, 2).toUpperCase()}-MR01`;
      await createWaitlistEntry(
        db,
        { kind: 'room', centre: 'exeter', resource: room, startsAt: londonInstant(day, 600), endsAt: londonInstant(day, 720), duration: 'hour', hours: 2, email: 'sam@example.co.uk', pricePence: 14000, vatRatePercent: 20 },
        { visitorMail: true },
      );
      const [entry] = await db.select().from(waitlistEntries).where(eq(waitlistEntries.resource, room));
      await worker(db, port).drainOnce();
      await confirmWaitlistEntry(db, entry!.id);
      expect((await sweepWaitlistOffers(db, { visitorMail: true, roomReference: room })).offered).toBe(1);
      await worker(db, port).drainOnce();
      const [optIn, offer, ...others] = await Promise.all(receiver.received.map((mail) => simpleParser(mail.raw)));
      expect(others).toHaveLength(0);
      expect(optIn!.subject).toBe('Confirm your place on the Northlight waitlist');
      expect(optIn!.text).toContain(`https://northlight.example/waitlist/confirm?w=${entry!.id}&s=c`);
      for (const mail of receiver.received) {
        const raw = String(mail.raw).replace(/\r?\n[ \t]+/g, " ");
        expect(raw).toContain(`List-Unsubscribe: <https://northlight.example/api/waitlist/unsubscribe?w=${entry!.id}&s=u>`);
        expect(raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
      }
      expect(offer!.subject).toMatch(new RegExp(`^It freed up: Oak Room \\(${room}\\), Northlight Exeter is held for you until \\d\\d:\\d\\d$`));
      expect(offer!.text).toContain('Price: £140 + VAT (£168 with VAT at 20%)');
      expect(offer!.text).toContain('Tuesday 18 June 2030, 10:00 to 12:00 (UK time)');
      expect(offer!.attachments.filter((part) => part.contentType.includes('calendar'))).toHaveLength(0);
      const rows = await db.select().from(outbox).where(eq(outbox.channel, 'visitor-email'));
      expect(rows.every((row) => row.status === 'delivered')).toBe(true);
    } finally {
      await receiver.stop();
    }
  });
  it('sends a day-pass place’s opt-in and offer naming the day, over SMTP', async () => {
    const { db } = database.current;
    const receiver = new MailReceiver();
    const port = await receiver.start();
    try {
      const date = backend === 'pglite' ? '2030-06-25' : '2030-06-26';
      const email = `sam.${date}@example.co.uk`;
      await createWaitlistEntry(
        db,
        { kind: 'day-pass', centre: 'exeter', resource: dayPassWaitlistResource('exeter'), ...dayPassWaitlistSlot(date), duration: 'day', hours: 1, desks: 2, email, pricePence: 2500, vatRatePercent: 20 },
        { visitorMail: true },
      );
      const [entry] = await db.select().from(waitlistEntries).where(eq(waitlistEntries.email, email));
      await worker(db, port).drainOnce();
      await confirmWaitlistEntry(db, entry!.id);
      // Nobody holds a desk that day: the sweep offers one at once.
      await sweepWaitlistOffers(db, { visitorMail: true });
      await worker(db, port).drainOnce();
      const mails = await Promise.all(receiver.received.map((mail) => simpleParser(mail.raw)));
      const [optIn, offer] = mails.filter((mail) => mail.to && JSON.stringify(mail.to).includes(email));
      expect(optIn!.text).toContain('Coworking day pass, Northlight Exeter');
      expect(optIn!.text).toContain('the whole day');
      expect(optIn!.text).toContain('If a pass for that day is cancelled, the first person on the list gets an email and a desk is held for them alone for 15 minutes.');
      expect(offer!.text).toContain('A desk freed up on the day you wanted');
      expect(offer!.subject).toMatch(/^It freed up: Coworking day pass, Northlight Exeter is held for you until \d\d:\d\d$/);
      expect(offer!.text).toContain('Price: £25 + VAT (£30 with VAT at 20%)');
      expect(offer!.text).toContain(waitlistWhenText({ kind: 'day-pass', ...dayPassWaitlistSlot(date) }));
    } finally {
      await receiver.stop();
    }
  });
  it('sends a viewing place’s opt-in and offer naming the viewing and its time, free, over SMTP (decision 0058)', async () => {
    const { db } = database.current;
    const receiver = new MailReceiver();
    const port = await receiver.start();
    try {
      const date = backend === 'pglite' ? '2030-07-02' : '2030-07-03';
      const email = `sam.viewing.${date}@example.co.uk`;
      const slot = { startsAt: londonInstant(date, 600), endsAt: londonInstant(date, 630) };
      await createWaitlistEntry(
        db,
        { kind: 'viewing', centre: 'exeter', resource: viewingWaitlistResource('exeter'), ...slot, duration: 'hour', hours: 1, capacity: 1, email, pricePence: 0, vatRatePercent: 0 },
        { visitorMail: true },
      );
      const [entry] = await db.select().from(waitlistEntries).where(eq(waitlistEntries.email, email));
      await worker(db, port).drainOnce();
      await confirmWaitlistEntry(db, entry!.id);
      // Nobody holds a seat at that time: the sweep offers one at once.
      await sweepWaitlistOffers(db, { visitorMail: true });
      await worker(db, port).drainOnce();
      const mails = await Promise.all(receiver.received.map((mail) => simpleParser(mail.raw)));
      const [optIn, offer, ...others] = mails.filter((mail) => mail.to && JSON.stringify(mail.to).includes(email));
      expect(others).toHaveLength(0);
      expect(optIn!.subject).toBe('Confirm your place on the Northlight waitlist');
      expect(optIn!.text).toContain('Viewing, Northlight Exeter');
      expect(optIn!.text).toContain(waitlistWhenText({ kind: 'viewing', ...slot }));
      expect(optIn!.text).toContain('Price: Free');
      expect(optIn!.text).toContain('If a viewing at that time is cancelled, the first person on the list gets an email and the place is held for them alone for 15 minutes.');
      expect(optIn!.text).toContain('on our viewing page');
      expect(offer!.subject).toMatch(/^It freed up: Viewing, Northlight Exeter is held for you until \d\d:\d\d$/);
      expect(offer!.text).toContain('A place freed up at the viewing time you wanted');
      expect(offer!.text).toContain('Open the link to book it (viewings are free)');
      expect(offer!.text).toContain(waitlistWhenText({ kind: 'viewing', ...slot }));
      expect(offer!.text).not.toContain('VAT');
      expect(offer!.attachments.filter((part) => part.contentType.includes('calendar'))).toHaveLength(0);
    } finally {
      await receiver.stop();
    }
  });
});
