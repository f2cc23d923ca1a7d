import type { EmailAdapter } from 'payload';
import { serverEnv } from '@/env';

/*
 * Payload sends staff email (password resets) through this. With SMTP_URL set it goes over SMTP;
 * without, it is dropped: Payload's default would print the message, staff address and reset
 * link included, to the log, and our logs hold no personal data.
 */
export const cmsEmail: EmailAdapter = ({ payload }) => {
  const env = serverEnv();
  return {
    name: 'northlight-smtp',
    defaultFromAddress: env.ENQUIRY_EMAIL_FROM,
    defaultFromName: 'Northlight website',
    async sendEmail(message) {
      if (!env.SMTP_URL) {
        payload.logger.warn('staff email not sent: SMTP_URL is not configured');
        return;
      }
      const { default: nodemailer } = await import('nodemailer');
      const transport = nodemailer.createTransport({ url: env.SMTP_URL, connectionTimeout: 10_000 });
      return transport.sendMail({ from: env.ENQUIRY_EMAIL_FROM, ...message });
    },
  };
};
