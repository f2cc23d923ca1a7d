import { describe, expect, it } from 'vitest';
import { confirmationMailNote, confirmationMailState } from './visitor-mail';

/* What the confirmation pages (room booking, viewing, virtual-office order) say about the email. */

describe('the confirmation page’s note about the email', () => {
  it('says where the email went and that it may take a minute, when it was queued', () => {
    const state = confirmationMailState({ mailOn: true, confirmed: true, awaitingPayment: false });
    expect(state).toBe('queued');
    expect(confirmationMailNote(state, 'ada@example.co.uk', true)).toBe(
      'We are emailing the details and a calendar invitation to ada@example.co.uk. It may take a minute to arrive; if it has not come after a few minutes, check your spam folder.',
    );
    // An order has no appointment: no calendar invitation is promised.
    expect(confirmationMailNote(state, 'ada@example.co.uk', false)).toMatch(/^We are emailing the details to ada@example\.co\.uk\. It may take a minute/);
  });

  it('claims no email when SMTP is not configured, whatever the booking’s state', () => {
    for (const confirmed of [true, false])
      for (const awaitingPayment of [true, false]) {
        const state = confirmationMailState({ mailOn: false, confirmed, awaitingPayment });
        expect(state).toBe('off');
        const note = confirmationMailNote(state, 'ada@example.co.uk', true)!;
        expect(note).toBe('No confirmation email is sent: keep this page’s link or note your reference.');
        expect(note).not.toContain('ada@example.co.uk');
        expect(note).not.toMatch(/we (are emailing|have emailed|email)/i);
      }
  });

  it('promises the email only with the payment while a card payment is awaited, and nothing for what no longer stands', () => {
    const waiting = confirmationMailState({ mailOn: true, confirmed: false, awaitingPayment: true });
    expect(confirmationMailNote(waiting, 'ada@example.co.uk', true)).toMatch(/^Once your payment arrives, we email .* to ada@example\.co\.uk\./);
    const over = confirmationMailState({ mailOn: true, confirmed: false, awaitingPayment: false });
    expect(over).toBe('none');
    expect(confirmationMailNote(over, 'ada@example.co.uk', true)).toBeUndefined();
  });
});
