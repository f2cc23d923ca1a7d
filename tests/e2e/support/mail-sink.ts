import { expect, type APIRequestContext } from '@playwright/test';
import { smtpSinkOrigin } from '../../cms/ports';

/** A mail as the SMTP sink keeps it (tests/smtp-sink.mjs), parsed by mailparser. */
export type SunkMail = {
  envelopeTo: string[];
  subject: string;
  from: string;
  messageId: string;
  text: string;
  html: string;
  /** The text/calendar part, when the mail has one. */
  calendar: string | null;
  headers: Record<string, string>;
  receivedAt: string;
};

/**
 * The mails sent to `email`, oldest first, once there are exactly `count` of them: mail leaves
 * through the outbox, so the sink is polled rather than read once.
 */
export async function mailsTo(request: APIRequestContext, email: string, count: number): Promise<SunkMail[]> {
  let mails: SunkMail[] = [];
  await expect
    .poll(
      async () => {
        const answer = await request.get(`${smtpSinkOrigin}/mails?to=${encodeURIComponent(email)}`);
        mails = (await answer.json()) as SunkMail[];
        return mails.length;
      },
      { timeout: 30_000, intervals: [250] },
    )
    .toBe(count);
  return mails;
}
