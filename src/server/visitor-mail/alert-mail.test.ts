import { describe, expect, it } from 'vitest';
import type { AlertMailContent } from '@/domain/visitor-mail';
import { renderVisitorMail } from './render';

const unsubscribeUrl = 'https://northlight.example/api/alerts/unsubscribe?a=0f0e&s=abc.def';
const confirmation: AlertMailContent = {
  subject: 'alert-subscription',
  reference: 'NL-ABCD-2345',
  sequence: 0,
  recipient: { email: 'ada@example.co.uk' },
  criteria: 'Workshops at Exeter, 500 to 1,000 sq ft, up to £1,200 a month all in',
  confirmUrl: 'https://northlight.example/alerts/confirm?a=0f0e&s=ghi.jkl',
  until: '3 December 2026',
  unsubscribeUrl,
};
const alert: AlertMailContent = {
  ...confirmation,
  subject: 'unit-alert',
  confirmUrl: undefined,
  until: '26 November 2027',
  unit: {
    reference: 'EXE-W04',
    name: 'Workshop <script>4</script>',
    town: 'Exeter',
    typeLabel: 'Workshops',
    sizeSqFt: 800,
    rent: '£100 per week + VAT',
    status: 'Available now',
    url: 'https://northlight.example/locations/exeter#unit-exe-w04',
  },
};

describe('alert mails', () => {
  it('ask to confirm, say what was asked for, and can be cancelled', async () => {
    const mail = await renderVisitorMail(confirmation, 'confirmation');
    expect(mail.subject).toBe('Confirm your Northlight space alert');
    expect(mail.text).toContain(`Confirm my alert:\n${confirmation.confirmUrl}`);
    expect(mail.text).toContain(confirmation.criteria);
    expect(mail.text).toContain('until 3 December 2026');
    expect(mail.text).toContain(`Cancel this request:\n${unsubscribeUrl}`);
    expect(mail.html).toContain('https://northlight.example/alerts/confirm?a=0f0e&amp;s=ghi.jkl');
    expect(mail.unsubscribeUrl).toBe(unsubscribeUrl);
  });

  it('give the unit’s facts and link, the one-click unsubscribe, and escape what they print', async () => {
    const mail = await renderVisitorMail(alert, 'alert');
    expect(mail.subject).toBe('Now available: Workshop <script>4</script> (EXE-W04), Northlight Exeter');
    for (const fact of [
      'Workshops, 800 sq ft',
      'Rent: £100 per week + VAT',
      'Available now',
      'It ends on 26 November 2027.',
    ])
      expect(mail.text).toContain(fact);
    expect(mail.text).toContain(`See the unit:\n${alert.unit!.url}`);
    expect(mail.text).toContain(`Unsubscribe from this alert (one click):\n${unsubscribeUrl}`);
    expect(mail.html).toContain('Unsubscribe from this alert (one click)');
    expect(mail.html).not.toContain('<script>4');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.unsubscribeUrl).toBe(unsubscribeUrl);
  });

  it('an appointment mail has no unsubscribe link', async () => {
    const { sampleContent } = await import('./testing');
    expect((await renderVisitorMail(sampleContent(), 'confirmation')).unsubscribeUrl).toBeUndefined();
    await expect(renderVisitorMail(sampleContent(), 'alert')).rejects.toThrow();
  });
});
