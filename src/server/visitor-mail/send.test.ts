import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppointmentMailKind } from '@/domain/visitor-mail';
import { MailReceiver } from '../testing/receivers';
import { sendVisitorMail } from './send';
import { readCalendar, sampleContent } from './testing';

/*
 * One calendar file per mail (issue 41 item 2): the invitation as the text/calendar alternative
 * that calendar clients act on, plus exactly one .ics attachment, as mail clients expect. The
 * message is sent to a real SMTP server in this process and read back part by part.
 */

const receiver = new MailReceiver();
let port = 0;
beforeAll(async () => {
  port = await receiver.start();
});
afterAll(async () => {
  await receiver.stop();
});

async function send(kind: AppointmentMailKind, content = sampleContent()): Promise<{ raw: string; mail: ParsedMail }> {
  const before = receiver.received.length;
  await sendVisitorMail({
    sender: { smtpUrl: `smtp://127.0.0.1:${port}`, from: 'bookings@northlight.example' },
    content,
    kind,
    outboxId: 40 + before,
  });
  const raw = String(receiver.received[before]!.raw);
  return { raw, mail: await simpleParser(raw) };
}

/** Every MIME part's headers (unfolded), from the raw message. */
function partHeaders(raw: string): string[] {
  return raw
    .replace(/\r?\n[ \t]+/g, ' ')
    .split(/\r?\n/)
    .filter((line) => /^Content-(Type|Disposition):/i.test(line));
}

describe('the calendar parts of a visitor mail', () => {
  for (const [kind, method] of [
    ['confirmation', 'REQUEST'],
    ['rescheduled', 'REQUEST'],
    ['reminder', 'REQUEST'],
    ['cancellation', 'CANCEL'],
  ] as const) {
    it(`${kind}: one inline invitation (METHOD:${method}) and exactly one .ics file`, async () => {
      const { raw, mail } = await send(kind);
      const headers = partHeaders(raw);
      const calendarTypes = headers.filter((line) => /^Content-Type: (text\/calendar|application\/ics)/i.test(line));
      expect(calendarTypes).toEqual([
        `Content-Type: text/calendar; charset=utf-8; method=${method}`,
        'Content-Type: application/ics; name=nl-abc123.ics',
      ]);
      expect(headers.filter((line) => /^Content-Disposition: attachment/i.test(line))).toEqual([
        'Content-Disposition: attachment; filename=nl-abc123.ics',
      ]);
      const files = mail.attachments.filter((part) => part.contentDisposition === 'attachment');
      expect(files.map((part) => [part.filename, part.contentType])).toEqual([['nl-abc123.ics', 'application/ics']]);
      const inline = mail.attachments.filter((part) => part.contentDisposition !== 'attachment');
      expect(inline.map((part) => part.contentType)).toEqual(['text/calendar']);
      // The file and the invitation are the same calendar.
      expect(files[0]!.content.toString('utf8')).toBe(inline[0]!.content.toString('utf8'));
      expect(readCalendar(files[0]!.content.toString('utf8')).method).toBe(method);
    });
  }

  it('an order (no appointment): no calendar part at all', async () => {
    const { raw, mail } = await send('confirmation', sampleContent({ subject: 'order', when: undefined }));
    expect(partHeaders(raw).filter((line) => /calendar|ics/i.test(line))).toEqual([]);
    expect(mail.attachments).toEqual([]);
  });
});
