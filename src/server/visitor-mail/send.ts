import 'server-only';
import { isAlertMailContent, isWaitlistMailContent, type AnyVisitorMailContent, type VisitorMailKind } from '@/domain/visitor-mail';
import { transportFor } from '../mail';
import { DeliveryError } from '../enquiries/webhook';
import { calendarInvite } from './calendar';
import { renderVisitorMail } from './render';
import { passCodeContentId } from './template';
import { passCodePng } from './pass-code';

/*
 * Sends one visitor mail. The Message-ID is made from the outbox row, so a mail re-sent after a
 * crash between sending and recording is the same message (receiving systems and clients drop the
 * duplicate), and it never depends on the clock.
 */

export type VisitorMailSender = { readonly smtpUrl: string; readonly from: string; readonly fromName?: string };

export function visitorMessageId(outboxId: number, reference: string, from: string): string {
  const domain = from.split('@')[1] ?? 'northlight.example';
  return `<visitor-${outboxId}.${reference.toLowerCase().replace(/[^a-z0-9-]/g, '')}@${domain}>`;
}

export async function sendVisitorMail(options: {
  readonly sender: VisitorMailSender;
  readonly content: AnyVisitorMailContent;
  readonly kind: VisitorMailKind;
  readonly outboxId: number;
}): Promise<void> {
  const { sender, content, kind, outboxId } = options;
  const fromName = sender.fromName ?? 'Northlight';
  const rendered = await renderVisitorMail(content, kind);
  // An entry's mails are about a slot not (yet) booked: no calendar entry.
  const invite = isAlertMailContent(content) || isWaitlistMailContent(content) ? undefined : calendarInvite(content, kind, { name: fromName, email: sender.from });
  // RFC 8058: a mail client's unsubscribe button POSTs "List-Unsubscribe=One-Click" to the signed link.
  const unsubscribe = rendered.unsubscribeUrl
    ? { 'List-Unsubscribe': `<${rendered.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
    : {};
  const filename = `${content.reference.toLowerCase()}.ics`;
  // The pass's QR code as an inline image (cid:), which mail clients show without loading
  // remote content; the reference is in the text beside it for those that show no images.
  const passImage = rendered.passCode
    ? [{ filename: `${content.reference.toLowerCase()}-pass.png`, content: await passCodePng(rendered.passCode), cid: passCodeContentId, contentType: 'image/png' }]
    : [];
  try {
    await transportFor(sender.smtpUrl).sendMail({
      from: { name: fromName, address: sender.from },
      to: 'name' in content.recipient ? { name: content.recipient.name, address: content.recipient.email } : content.recipient.email,
      subject: rendered.subject,
      text: rendered.text,
      html: rendered.html,
      messageId: visitorMessageId(outboxId, content.reference, sender.from),
      headers: { 'X-Northlight-Reference': content.reference, 'Auto-Submitted': 'auto-generated', ...unsubscribe },
      // nodemailer's icalEvent writes the invitation twice, as mail clients expect: an alternative
      // part (text/calendar; method=...) that calendar clients act on, and one .ics file
      // (application/ics) for those that only offer attachments. Nothing else attaches it again.
      ...(passImage.length > 0 ? { attachments: passImage } : {}),
      ...(invite ? { icalEvent: { method: invite.method, filename, content: invite.content } } : {}),
    });
  } catch (error) {
    const code = error && typeof error === 'object' && 'code' in error ? String(error.code) : 'unknown';
    throw new DeliveryError(`smtp failed: ${code}`);
  }
}
