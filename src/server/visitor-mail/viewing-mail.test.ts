import { and, eq } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { londonInstant } from '@/lib/booking-slots';
import type { Database } from '../db/client';
import { outbox, type ViewingRow } from '../db/schema';
import { OutboxWorker } from '../outbox/outbox';
import { silentLog } from '../testing/fixtures';
import { testBackends, useTestDatabase } from '../testing/databases';
import { MailReceiver } from '../testing/receivers';
import { cancelViewing, createViewing, findViewing, rescheduleViewing, type NewViewing } from '../viewings/viewings';
import { calendarOf, icsInstant, readCalendar, sampleContent } from './testing';
import { viewingMailContent, viewingMailLoader } from './viewing-mail';

/*
 * A viewing's visitor mails end to end on each database: confirmation with its invitation, the
 * 24-hour reminder, a move and a cancel, through the real outbox worker to a real SMTP server.
 */

const backends = await testBackends();
const hour = 3_600_000;
const place = sampleContent().place;
const unitNames = new Map([['EXE-W04', 'Workshop 4']]);

const daysAhead = (days: number) => new Date(Date.now() + days * 24 * hour).toISOString().slice(0, 10);

let minute = 0;
/** A viewing some days ahead, at a start no other test of the file uses. */
function viewing(date: string): NewViewing {
  minute += 30;
  const start = 9 * 60 + minute;
  return {
    centre: 'exeter',
    startsAt: londonInstant(date, start),
    endsAt: londonInstant(date, start + 30),
    unitReferences: ['EXE-W04', 'EXE-W05'],
    capacity: 2,
    name: 'Ada Lovelace',
    email: 'ada@example.co.uk',
    phoneE164: '+447700900123',
    phoneCountry: 'GB',
  };
}

function worker(db: Database, port: number): OutboxWorker {
  return new OutboxWorker(
    db,
    {
      emailFrom: 'website@northlight.example',
      visitorMail: {
        sender: { smtpUrl: `smtp://127.0.0.1:${port}`, from: 'viewings@northlight.example' },
        loaders: {
          viewing: viewingMailLoader({
            describe: async () => ({ place, unitNames }),
            manageUrl: (row) => `https://northlight.example/viewings/manage?b=${row.id}&s=test`,
          }),
        },
      },
    },
    { maxAttempts: 5, pollMs: 50, baseDelayMs: 10, maxDelayMs: 20, leaseMs: 5_000 },
    silentLog,
  );
}

const visitorRows = (db: Database, id: string) =>
  db
    .select()
    .from(outbox)
    .where(and(eq(outbox.viewingId, id), eq(outbox.channel, 'visitor-email')));

async function settle(db: Database) {
  await db.update(outbox).set({ status: 'delivered' }).where(eq(outbox.status, 'pending'));
}

const parsed = async (receiver: MailReceiver): Promise<ParsedMail[]> =>
  Promise.all(receiver.received.map((mail) => simpleParser(mail.raw)));

describe('what a viewing mail says', () => {
  it('names the units, the centre and the terms, and has no price', () => {
    const row = {
      id: '0f0e0d0c-0000-4000-8000-000000000001',
      reference: 'NL-VIEW-0001',
      sequence: 0,
      name: 'Ada Lovelace',
      email: 'ada@example.co.uk',
      startsAt: londonInstant('2026-10-26', 600),
      endsAt: londonInstant('2026-10-26', 630),
      unitReferences: ['EXE-W04', 'EXE-W05'],
    } as ViewingRow;
    const content = viewingMailContent(
      row,
      { place, unitNames },
      'https://northlight.example/viewings/manage?b=x&s=y',
    );
    expect(content.subject).toBe('viewing');
    expect(content.calendarUid).toBe(`viewing-${row.id}@northlight`);
    expect(content.title).toBe('Viewing of EXE-W04 and EXE-W05');
    expect(content.details[0]).toBe('Units to see: Workshop 4 (EXE-W04), EXE-W05.');
    expect(content.price).toBeUndefined();
    expect(content.cancellationTerms).toMatch(/free/i);
    const centreOnly = viewingMailContent({ ...row, unitReferences: [] }, { place, unitNames }, 'u');
    expect(centreOnly.title).toBe('Viewing of Northlight Exeter');
    expect(content.nextSteps).toBeUndefined();
  });

  it('quotes the reason when the centre cancelled, and only then', () => {
    const row = {
      id: '0f0e0d0c-0000-4000-8000-000000000002',
      reference: 'NL-VIEW-0002',
      sequence: 1,
      name: 'Ada Lovelace',
      email: 'ada@example.co.uk',
      startsAt: londonInstant('2026-10-26', 600),
      endsAt: londonInstant('2026-10-26', 630),
      unitReferences: ['EXE-W04'],
      status: 'cancelled',
      cancelledBy: 'staff',
      cancelReason: 'The unit was let this morning',
    } as ViewingRow;
    expect(viewingMailContent(row, { place, unitNames }, 'u').nextSteps).toEqual([
      'The centre cancelled this viewing.',
      'The reason the centre gave: The unit was let this morning.',
    ]);
    const byVisitor = { ...row, cancelledBy: 'visitor', cancelReason: null } as ViewingRow;
    expect(viewingMailContent(byVisitor, { place, unitNames }, 'u').nextSteps).toBeUndefined();
  });
});

describe.each(backends)('visitor mail for viewings on %s', (backend) => {
  const database = useTestDatabase(backend);

  it('confirms with an invitation, queues the reminder, moves and cancels with rising SEQUENCE', async () => {
    const { db } = database.current;
    const receiver = new MailReceiver();
    const port = await receiver.start();
    try {
      await settle(db);
      const input = viewing(daysAhead(6));
      const stored = await createViewing(db, input, ['email'], { visitorMail: true });
      const queued = await visitorRows(db, stored.id);
      expect(queued.map((row) => row.mailKind).sort()).toEqual(['confirmation', 'reminder']);
      expect(queued.find((row) => row.mailKind === 'reminder')!.nextAttemptAt.getTime()).toBe(
        input.startsAt.getTime() - 24 * hour,
      );

      await worker(db, port).drainOnce();
      const [confirmation] = await parsed(receiver);
      expect(confirmation!.subject).toContain(stored.reference);
      expect(confirmation!.html).toContain('Your viewing is confirmed');
      expect(confirmation!.text).toContain('Workshop 4 (EXE-W04)');
      expect(confirmation!.text).toContain('No charge.');
      const invitation = readCalendar(calendarOf(confirmation!));
      expect(invitation.method).toBe('REQUEST');
      expect(invitation.event.UID).toBe(`viewing-${stored.id}@northlight`);
      expect(icsInstant(invitation.event.DTSTART!).getTime()).toBe(input.startsAt.getTime());

      const to = viewing(daysAhead(8));
      expect(
        await rescheduleViewing(
          db,
          stored.id,
          'exeter',
          { from: input.startsAt, startsAt: to.startsAt, endsAt: to.endsAt, capacity: 2 },
          { visitorMail: true },
        ),
      ).toBe(true);
      expect(await cancelViewing(db, stored.id, { by: 'visitor', visitorMail: true })).toBe(true);
      const rows = await visitorRows(db, stored.id);
      expect(
        rows
          .filter((row) => row.mailKind === 'reminder')
          .map((row) => row.status)
          .sort(),
      ).toEqual(['withdrawn', 'withdrawn']);
      await worker(db, port).drainOnce();
      const mails = await parsed(receiver);
      const moved = mails.find((mail) => mail.subject?.startsWith('Your viewing has moved'))!;
      expect(readCalendar(calendarOf(moved)).event.SEQUENCE).toBe('1');
      expect(icsInstant(readCalendar(calendarOf(moved)).event.DTSTART!).getTime()).toBe(
        to.startsAt.getTime(),
      );
      const cancelled = readCalendar(
        calendarOf(mails.find((mail) => mail.subject?.startsWith('Your viewing is cancelled'))!),
      );
      expect(cancelled.method).toBe('CANCEL');
      expect(cancelled.event.UID).toBe(`viewing-${stored.id}@northlight`);
      expect(cancelled.event.SEQUENCE).toBe('2');
      expect((await findViewing(db, stored.id))!.status).toBe('cancelled');
    } finally {
      await receiver.stop();
    }
  });

  it('queues nothing for the visitor without visitor mail', async () => {
    const { db } = database.current;
    const stored = await createViewing(db, viewing(daysAhead(9)), ['email']);
    expect(await visitorRows(db, stored.id)).toHaveLength(0);
  });
});
