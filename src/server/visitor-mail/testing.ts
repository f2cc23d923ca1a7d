import type { ParsedMail } from 'mailparser';
import type { VisitorMailContent } from '@/domain/visitor-mail';
import { londonInstant } from '@/lib/booking-slots';

/* Shared by the visitor-mail tests: a content fixture and a reader of calendar attachments. */

export function sampleContent(overrides: Partial<VisitorMailContent> = {}): VisitorMailContent {
  return {
    subject: 'booking',
    reference: 'NL-ABC123',
    calendarUid: 'booking-0f0e0d0c@northlight',
    sequence: 0,
    recipient: { name: 'Ada Lovelace', email: 'ada@example.co.uk' },
    title: 'Meeting room Kingfisher (6 seats)',
    details: ['Room reference EXE-MR01, booked for 2 hours.'],
    place: {
      centreName: 'Northlight Exeter',
      address: ['Northlight Exeter', '3 Riverside Way', 'Exeter', 'EX2 8NL'],
      phoneDisplay: '01632 960112',
      arrival: 'Come to reception on the ground floor and give your reference.',
      parking: '40 free spaces on site.',
      access: 'Step-free entrance and a lift to every floor.',
      transport: 'Park and ride stops outside.',
    },
    when: { startsAt: londonInstant('2026-03-03', 600), endsAt: londonInstant('2026-03-03', 720) },
    price: { netPence: 5833, vatPence: 1167, totalPence: 7000, vatRatePercent: 20, per: 'for 2 hours', payment: 'No payment now: pay at the centre or we invoice you.' },
    cancellationTerms: 'Free to cancel or move until 24 hours before the start.',
    manageUrl: 'https://northlight.example/book/manage?b=0f0e0d0c&s=abc.def',
    ...overrides,
  };
}

/** The properties of a calendar's first VEVENT and its METHOD, unfolded (RFC 5545 3.1). */
export function readCalendar(ics: string): { method: string; event: Record<string, string> } {
  const lines = ics.replace(/\r?\n[ \t]/g, '').split(/\r?\n/);
  const method = lines.find((line) => line.startsWith('METHOD:'))?.slice(7) ?? '';
  const start = lines.indexOf('BEGIN:VEVENT');
  const end = lines.indexOf('END:VEVENT');
  const event: Record<string, string> = {};
  for (const line of lines.slice(start + 1, end)) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).split(';')[0]!;
    event[name] ??= line.slice(colon + 1);
  }
  return { method, event };
}

/** An iCalendar UTC date-time (20260329T090000Z) as an instant. */
export function icsInstant(value: string): Date {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!match) throw new Error(`not a UTC date-time: ${value}`);
  const [, y, mo, d, h, mi, s] = match.map(Number) as number[];
  return new Date(Date.UTC(y!, mo! - 1, d!, h!, mi!, s!));
}

/** The calendar a parsed mail carries (its text/calendar attachment). */
export function calendarOf(mail: ParsedMail): string {
  const part = mail.attachments.find((attachment) => attachment.contentType.startsWith('text/calendar'));
  if (!part) throw new Error('no calendar attachment');
  return part.content.toString('utf8');
}
