import { describe, expect, it, vi } from 'vitest';
import pino from 'pino';
import { londonInstant } from '@/lib/booking-slots';
import { calendarInvite } from './calendar';
import { resetVisitorMailWarning, visitorMailSender } from './config';
import { renderVisitorMail } from './render';
import { icsInstant, readCalendar, sampleContent } from './testing';

const organizer = { name: 'Northlight', email: 'bookings@northlight.example' };

describe('visitor mail rendering', () => {
  it('says everything in HTML and in plain text: reference, place, UK time, VAT line, terms, manage link', async () => {
    const mail = await renderVisitorMail(sampleContent(), 'confirmation');
    expect(mail.subject).toBe('Your booking is confirmed: NL-ABC123, Tuesday 3 March 2026, 10:00 to 12:00 (UK time)');
    const facts = [
      'NL-ABC123',
      'Meeting room Kingfisher (6 seats)',
      '3 Riverside Way',
      'EX2 8NL',
      'Come to reception on the ground floor and give your reference.',
      '40 free spaces on site.',
      'Step-free entrance and a lift to every floor.',
      'Tuesday 3 March 2026, 10:00 to 12:00 (UK time)',
      'Net £58.33 + VAT at 20% £11.67 = total £70.',
      'Free to cancel or move until 24 hours before the start.',
      'https://northlight.example/book/manage?b=0f0e0d0c&amp;s=abc.def',
    ];
    for (const fact of facts) expect(mail.html).toContain(fact);
    for (const fact of facts) expect(mail.text).toContain(fact.replace('&amp;', '&'));
    expect(mail.html).toMatch(/<html[^>]*lang="en-GB"/);
    expect(mail.html).toMatch(/<h1[^>]*>Your booking is confirmed<\/h1>/);
    expect(mail.html).toContain('See, move or cancel your booking');
    // No remote images or web fonts.
    expect(mail.html).not.toMatch(/<img|@import|fonts\.googleapis|<link/i);
  });

  it('escapes every value', async () => {
    const mail = await renderVisitorMail(
      sampleContent({ recipient: { name: '<script>alert(1)</script>', email: 'a@b.co' }, title: 'Room "A" & <b>' }),
      'confirmation',
    );
    expect(mail.html).not.toContain('<script>alert(1)</script>');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.html).not.toContain('<b>');
  });

  it('states no charge, and a cancellation has no manage button', async () => {
    const mail = await renderVisitorMail(sampleContent({ price: undefined }), 'cancellation');
    expect(mail.subject).toMatch(/^Your booking is cancelled: NL-ABC123/);
    expect(mail.text).toContain('No charge.');
    expect(mail.html).not.toContain('See, move or cancel');
  });
});

describe('calendar invitation', () => {
  it('is a REQUEST with the stable UID, the sequence, organizer and attendee', () => {
    const invite = calendarInvite(sampleContent({ sequence: 3 }), 'rescheduled', organizer)!;
    const { method, event } = readCalendar(invite.content);
    expect(method).toBe('REQUEST');
    expect(event.UID).toBe('booking-0f0e0d0c@northlight');
    expect(event.SEQUENCE).toBe('3');
    expect(event.ORGANIZER?.toLowerCase()).toContain('mailto:bookings@northlight.example');
    expect(event.ATTENDEE?.toLowerCase()).toContain('mailto:ada@example.co.uk');
  });

  it('is a CANCEL with STATUS:CANCELLED for a cancellation', () => {
    const { method, event } = readCalendar(calendarInvite(sampleContent({ sequence: 1 }), 'cancellation', organizer)!.content);
    expect(method).toBe('CANCEL');
    expect(event.STATUS).toBe('CANCELLED');
    expect(event.SEQUENCE).toBe('1');
  });

  it.each([
    ['last Sunday of March (clocks go forward at 01:00 GMT)', '2026-03-29', '2026-03-29T09:00:00.000Z', '2026-03-29T11:00:00.000Z'],
    ['last Sunday of October (clocks go back at 01:00 GMT)', '2026-10-25', '2026-10-25T10:00:00.000Z', '2026-10-25T12:00:00.000Z'],
    ['a winter day', '2026-12-01', '2026-12-01T10:00:00.000Z', '2026-12-01T12:00:00.000Z'],
  ])('writes the right instant for 10:00 to 12:00 UK time on the %s', (_, date, start, end) => {
    const when = { startsAt: londonInstant(date, 600), endsAt: londonInstant(date, 720) };
    const { event } = readCalendar(calendarInvite(sampleContent({ when }), 'confirmation', organizer)!.content);
    expect(icsInstant(event.DTSTART!).toISOString()).toBe(start);
    expect(icsInstant(event.DTEND!).toISOString()).toBe(end);
  });

  it('has no invitation for an order (no appointment)', () => {
    expect(calendarInvite(sampleContent({ subject: 'order', when: undefined }), 'confirmation', organizer)).toBeUndefined();
  });
});

describe('visitor mail configuration', () => {
  it('warns once per process without SMTP, not once per mail', () => {
    resetVisitorMailWarning();
    const log = pino({ level: 'silent' });
    const warn = vi.spyOn(log, 'warn');
    for (let i = 0; i < 5; i += 1) expect(visitorMailSender({ emailFrom: 'site@northlight.example' }, log)).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(visitorMailSender({ smtpUrl: 'smtp://127.0.0.1:2525', emailFrom: 'site@northlight.example', visitorEmailFrom: 'bookings@northlight.example' }, log)).toEqual({
      smtpUrl: 'smtp://127.0.0.1:2525',
      from: 'bookings@northlight.example',
    });
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
