import 'server-only';
import type { Logger } from 'pino';
import type { VisitorMailSender } from './send';

/*
 * Visitor mail is on when SMTP_URL is set (the sender is VISITOR_EMAIL_FROM, else
 * ENQUIRY_EMAIL_FROM). Without it nothing is queued for visitors (the manage link stays on the
 * confirmation screen), and that is said once per process, not once per booking.
 */

let warned = false;

export function visitorMailSender(
  config: { readonly smtpUrl?: string | undefined; readonly visitorEmailFrom?: string | undefined; readonly emailFrom: string },
  log: Logger,
): VisitorMailSender | undefined {
  if (config.smtpUrl) return { smtpUrl: config.smtpUrl, from: config.visitorEmailFrom ?? config.emailFrom };
  if (!warned) {
    warned = true;
    log.warn('SMTP_URL is not set: visitors get no confirmation, reminder or cancellation email; the manage link is shown on screen only');
  }
  return undefined;
}

/** For tests: forget that the warning was given. */
export function resetVisitorMailWarning(): void {
  warned = false;
}
