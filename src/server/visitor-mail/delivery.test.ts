import { and, eq, inArray, sql } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { londonInstant } from '@/lib/booking-slots';
import { cancelBooking, createBooking, findBooking, rescheduleBooking, type NewBooking } from '../bookings/bookings';
import type { Database } from '../db/client';
import { outbox } from '../db/schema';
import { retryOutboxItem } from '../enquiries/enquiries';
import { OutboxWorker, type DeliveryConfig } from '../outbox/outbox';
import { silentLog } from '../testing/fixtures';
import { testBackends, useTestDatabase } from '../testing/databases';
import { MailReceiver, waitFor } from '../testing/receivers';
import { bookingMailLoader } from './booking-mail';
import { calendarOf, icsInstant, readCalendar, sampleContent } from './testing';

/*
 * Visitor mail end to end on each database: a real SMTP server in this process, the real outbox
 * worker, mails parsed back with mailparser and their calendar attachments read.
 */

const backends = await testBackends();
const hour = 3_600_000;

let roomCounter = 0;
/** A booking of a fresh room (no two tests share a room) some days ahead, 10:00 to 12:00 UK time. */
function booking(date: string, fromMinutes = 600, toMinutes = 720): NewBooking {
  roomCounter += 1;
  return {
    roomReference: `EXE-MR${String(roomCounter).padStart(2, '0')}`,
    centre: 'exeter',
    startsAt: londonInstant(date, fromMinutes),
    endsAt: londonInstant(date, toMinutes),
    duration: 'hour',
    hours: 2,
    name: 'Ada Lovelace',
    email: 'ada@example.co.uk',
    phoneE164: '+447700900123',
    phoneCountry: 'GB',
    pricePence: 7000,
    vatRatePercent: 20,
  };
}

/** A London date `days` from now. */
function daysAhead(days: number): string {
  return new Date(Date.now() + days * 24 * hour).toISOString().slice(0, 10);
}

function config(port: number): DeliveryConfig {
  return {
    emailFrom: 'website@northlight.example',
    visitorMail: {
      sender: { smtpUrl: `smtp://127.0.0.1:${port}`, from: 'bookings@northlight.example' },
      loaders: {
        booking: bookingMailLoader({
          describe: async () => ({ roomName: 'Kingfisher', seats: 6, place: { ...sampleContent().place } }),
          manageUrl: (row) => `https://northlight.example/book/manage?b=${row.id}&s=test`,
        }),
      },
    },
  };
}

function worker(db: Database, port: number): OutboxWorker {
  return new OutboxWorker(db, config(port), { maxAttempts: 5, pollMs: 50, baseDelayMs: 10, maxDelayMs: 20, leaseMs: 5_000 }, silentLog);
}

async function mailsTo(receiver: MailReceiver): Promise<ParsedMail[]> {
  return Promise.all(receiver.received.map((mail) => simpleParser(mail.raw)));
}

const kindOrder = ['confirmation', 'rescheduled', 'cancellation', 'reminder'];

/** A booking's visitor mails by sequence, then kind (rows queued by one statement have no set order). */
async function visitorRows(db: Database, bookingId: string) {
  const rows = await db
    .select()
    .from(outbox)
    .where(and(eq(outbox.bookingId, bookingId), eq(outbox.channel, 'visitor-email')));
  return rows.sort(
    (a, b) => a.mailSequence! - b.mailSequence! || kindOrder.indexOf(a.mailKind!) - kindOrder.indexOf(b.mailKind!) || a.id - b.id,
  );
}

/** Earlier tests' mails are out of the way: nothing is due but what a test queues itself. */
async function settle(db: Database) {
  await db.update(outbox).set({ status: 'delivered' }).where(eq(outbox.status, 'pending'));
}

describe.each(backends)('visitor mail for room bookings on %s', (backend) => {
  const database = useTestDatabase(backend);

  it('sends the confirmation with HTML, text and a REQUEST invitation, and queues the reminder 24 hours before', async () => {
    const { db } = database.current;
    const receiver = new MailReceiver();
    const port = await receiver.start();
    try {
      await settle(db);
      const input = booking(daysAhead(5));
      const stored = await createBooking(db, input, ['email'], { visitorMail: true });
      const rows = await visitorRows(db, stored.id);
      expect(rows.map((row) => [row.mailKind, row.mailSequence])).toEqual([
        ['confirmation', 0],
        ['reminder', 0],
      ]);
      expect(rows[1]!.nextAttemptAt.getTime()).toBe(input.startsAt.getTime() - 24 * hour);

      await worker(db, port).drainOnce();
      const [mail, ...others] = await mailsTo(receiver);
      expect(others).toHaveLength(0);
      expect(mail!.to && 'value' in mail!.to ? mail!.to.value[0]!.address : '').toBe('ada@example.co.uk');
      expect(mail!.from!.value[0]!.address).toBe('bookings@northlight.example');
      expect(mail!.subject).toContain(stored.reference);
      expect(mail!.html).toContain('Your booking is confirmed');
      expect(mail!.text).toContain(`Reference: ${stored.reference}`);
      expect(mail!.text).toContain('Net £70 + VAT at 20% £14 = total £84.');
      expect(mail!.messageId).toBe(`<visitor-${rows[0]!.id}.${stored.reference.toLowerCase()}@northlight.example>`);
      const { method, event } = readCalendar(calendarOf(mail!));
      expect(method).toBe('REQUEST');
      expect(event.UID).toBe(`booking-${stored.id}@northlight`);
      expect(event.SEQUENCE).toBe('0');
      expect(icsInstant(event.DTSTART!).getTime()).toBe(input.startsAt.getTime());
      const [after] = await visitorRows(db, stored.id);
      expect(after!.status).toBe('delivered');
    } finally {
      await receiver.stop();
    }
  });

  it('queues no reminder for a booking less than 24 hours ahead, and nothing without visitor mail', async () => {
    const { db } = database.current;
    const soon = new Date(Date.now() + 3 * hour);
    const input = { ...booking(daysAhead(0)), startsAt: soon, endsAt: new Date(soon.getTime() + hour) };
    const stored = await createBooking(db, input, [], { visitorMail: true });
    expect((await visitorRows(db, stored.id)).map((row) => row.mailKind)).toEqual(['confirmation']);
    const quiet = await createBooking(db, booking(daysAhead(6)), ['email']);
    expect(await visitorRows(db, quiet.id)).toHaveLength(0);
  });

  it('a cancel withdraws the reminder and sends METHOD:CANCEL with the same UID and a higher SEQUENCE', async () => {
    const { db } = database.current;
    const receiver = new MailReceiver();
    const port = await receiver.start();
    try {
      await settle(db);
      const stored = await createBooking(db, booking(daysAhead(7)), [], { visitorMail: true });
      const reason = 'The room is closed for repairs after a leak';
      expect(await cancelBooking(db, stored.id, { by: 'staff', reason, free: true, visitorMail: true })).toBe(true);
      expect(await cancelBooking(db, stored.id, { by: 'staff', reason, free: true, visitorMail: true })).toBe(false);
      expect((await findBooking(db, stored.id))?.cancelReason).toBe(reason);
      const rows = await visitorRows(db, stored.id);
      expect(rows.map((row) => [row.mailKind, row.status, row.mailSequence])).toEqual([
        ['confirmation', 'pending', 0],
        ['reminder', 'withdrawn', 0],
        ['cancellation', 'pending', 1],
      ]);
      await worker(db, port).drainOnce();
      const mails = await mailsTo(receiver);
      expect(mails).toHaveLength(2);
      const cancel = mails.find((mail) => mail.subject?.startsWith('Your booking is cancelled'))!;
      const { method, event } = readCalendar(calendarOf(cancel));
      expect(method).toBe('CANCEL');
      expect(event.STATUS).toBe('CANCELLED');
      expect(event.UID).toBe(`booking-${stored.id}@northlight`);
      expect(Number(event.SEQUENCE)).toBe(1);
      expect(cancel.text).toContain('The centre cancelled this booking: there is nothing to pay.');
      // The reason staff gave, in the visitor's own mail (issue 42, item 5).
      expect(cancel.text).toContain('The reason the centre gave: The room is closed for repairs after a leak.');
      expect(cancel.html).toContain('The reason the centre gave: The room is closed for repairs after a leak.');
    } finally {
      await receiver.stop();
    }
  });

  it('a move re-times the reminder and sends the rescheduled mail at the next SEQUENCE', async () => {
    const { db } = database.current;
    const receiver = new MailReceiver();
    const port = await receiver.start();
    try {
      await settle(db);
      const input = booking(daysAhead(8));
      const stored = await createBooking(db, input, [], { visitorMail: true });
      const next = { startsAt: new Date(input.startsAt.getTime() + 24 * hour), endsAt: new Date(input.endsAt.getTime() + 24 * hour) };
      expect(await rescheduleBooking(db, stored.id, { from: input.startsAt, ...next }, { visitorMail: true })).toBe(true);
      // A second move from the old time (a double submit) changes nothing.
      expect(await rescheduleBooking(db, stored.id, { from: input.startsAt, ...next }, { visitorMail: true })).toBe(false);
      const rows = await visitorRows(db, stored.id);
      expect(rows.map((row) => [row.mailKind, row.status, row.mailSequence])).toEqual([
        ['confirmation', 'pending', 0],
        ['reminder', 'withdrawn', 0],
        ['rescheduled', 'pending', 1],
        ['reminder', 'pending', 1],
      ]);
      expect(rows[3]!.nextAttemptAt.getTime()).toBe(next.startsAt.getTime() - 24 * hour);
      await worker(db, port).drainOnce();
      const moved = (await mailsTo(receiver)).find((mail) => mail.subject?.startsWith('Your booking has moved'))!;
      const { method, event } = readCalendar(calendarOf(moved));
      expect(method).toBe('REQUEST');
      expect(event.SEQUENCE).toBe('1');
      expect(icsInstant(event.DTSTART!).getTime()).toBe(next.startsAt.getTime());
    } finally {
      await receiver.stop();
    }
  });

  it('sends a due reminder, and never one for a booking cancelled behind its back', async () => {
    const { db } = database.current;
    const receiver = new MailReceiver();
    const port = await receiver.start();
    try {
      await settle(db);
      const kept = await createBooking(db, booking(daysAhead(9)), [], { visitorMail: true });
      const dropped = await createBooking(db, booking(daysAhead(9)), [], { visitorMail: true });
      // The second is cancelled without its reminder being withdrawn (as if the reminder had been
      // claimed a moment before the cancel): the worker's own check must stop it.
      await db.execute(sql`update bookings set status = 'cancelled', sequence = sequence + 1 where id = ${dropped.id}`);
      await db.update(outbox).set({ status: 'delivered' }).where(eq(outbox.mailKind, 'confirmation'));
      await db
        .update(outbox)
        .set({ nextAttemptAt: sql`now()` })
        .where(and(eq(outbox.mailKind, 'reminder'), eq(outbox.status, 'pending'), inArray(outbox.bookingId, [kept.id, dropped.id])));
      await worker(db, port).drainOnce();
      const mails = await mailsTo(receiver);
      expect(mails.map((mail) => mail.subject?.split(':')[0])).toEqual(['Reminder']);
      expect(mails[0]!.subject).toContain(kept.reference);
      const [, reminder] = await visitorRows(db, dropped.id);
      expect(reminder!.status).toBe('withdrawn');
    } finally {
      await receiver.stop();
    }
  });

  it('retries while the SMTP server is down and sends once when it is back, with a stable Message-ID', async () => {
    const { db } = database.current;
    const receiver = new MailReceiver();
    const port = await receiver.start();
    await receiver.stop();
    await settle(db);
    const stored = await createBooking(db, booking(daysAhead(10)), [], { visitorMail: true });
    const drainer = worker(db, port);
    await drainer.drainOnce();
    const [failed] = await visitorRows(db, stored.id);
    expect(failed!.status).toBe('pending');
    expect(failed!.attempts).toBe(1);
    expect(failed!.lastError).toMatch(/smtp failed/);

    await receiver.start(port);
    try {
      drainer.start();
      await waitFor(async () => (await visitorRows(db, stored.id))[0]!.status === 'delivered', 10_000);
      await drainer.stop();
      expect(receiver.received).toHaveLength(1);
      const first = (await mailsTo(receiver))[0]!;

      // A crash after sending but before recording (kill -9): the row comes back when its lease
      // ends and is sent again as the same message, for the receiving side to drop.
      const row = (await visitorRows(db, stored.id))[0]!;
      await db.update(outbox).set({ status: 'pending', deliveredAt: null }).where(eq(outbox.id, row.id));
      await worker(db, port).drainOnce();
      const again = (await mailsTo(receiver))[1]!;
      expect(again.messageId).toBe(first.messageId);
    } finally {
      await receiver.stop();
    }
  });

  it("the sales tool's retry never sends a waiting reminder early", async () => {
    const { db } = database.current;
    const stored = await createBooking(db, booking(daysAhead(20)), [], { visitorMail: true });
    const reminder = (await visitorRows(db, stored.id)).find((row) => row.mailKind === 'reminder')!;
    expect(await retryOutboxItem(db, reminder.id)).toBe(0);
    const [after] = await db.select().from(outbox).where(eq(outbox.id, reminder.id));
    expect(after!.nextAttemptAt.getTime()).toBe(reminder.nextAttemptAt.getTime());
  });

  it('two workers on one database send each mail once', async () => {
    const { db } = database.current;
    const receiver = new MailReceiver();
    const port = await receiver.start();
    try {
      await settle(db);
      const stored = await Promise.all(
        Array.from({ length: 8 }, (_, index) => createBooking(db, booking(daysAhead(11 + index)), [], { visitorMail: true })),
      );
      const [a, b] = [worker(db, port), worker(db, port)];
      a.start();
      b.start();
      await waitFor(() => receiver.received.length >= 8, 15_000);
      await Promise.all([a.stop(), b.stop()]);
      const mails = await mailsTo(receiver);
      expect(mails).toHaveLength(8);
      expect(new Set(mails.map((mail) => mail.messageId)).size).toBe(8);
      expect(new Set(mails.map((mail) => mail.subject?.match(/NL-[A-Z0-9]{4}-[A-Z0-9]{4}/)?.[0])).size).toBe(stored.length);
    } finally {
      await receiver.stop();
    }
  });
});
