import 'server-only';
import nodemailer, { type Transporter } from 'nodemailer';
import type { BookingRow, EnquiryRow, OrderRow } from './db/schema';
import { bookingEmail } from './booking-document';
import { enquiryEmail } from './enquiry-document';
import { orderEmail } from './order-document';
import { DeliveryError } from './webhook';

/* Email to the sales inbox over SMTP, plain text and HTML, every value escaped. */

const transports = new Map<string, Transporter>();

export function transportFor(smtpUrl: string): Transporter {
  let transport = transports.get(smtpUrl);
  if (!transport) {
    transport = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    transports.set(smtpUrl, transport);
  }
  return transport;
}

export async function sendEnquiryEmail(options: {
  smtpUrl: string;
  to: string;
  from: string;
  row: EnquiryRow;
}): Promise<void> {
  const { subject, text, html } = enquiryEmail(options.row);
  try {
    await transportFor(options.smtpUrl).sendMail({
      from: options.from,
      to: options.to,
      // Replies go straight to the visitor.
      replyTo: options.row.email,
      subject,
      text,
      html,
      // A stable id lets the mail system spot a resend of the same enquiry.
      messageId: `<${options.row.reference}@enquiries.northlight>`,
      headers: { 'X-Northlight-Reference': options.row.reference },
    });
  } catch (error) {
    const code = error && typeof error === 'object' && 'code' in error ? String(error.code) : 'unknown';
    throw new DeliveryError(`smtp failed: ${code}`);
  }
}

/** A booking to the centre's inbox; replies go to the visitor. */
export async function sendBookingEmail(options: {
  smtpUrl: string;
  to: string;
  from: string;
  row: BookingRow;
  cancelUrl: string;
}): Promise<void> {
  const { subject, text, html } = bookingEmail(options.row, options.cancelUrl);
  try {
    await transportFor(options.smtpUrl).sendMail({
      from: options.from,
      to: options.to,
      replyTo: options.row.email,
      subject,
      text,
      html,
      messageId: `<${options.row.reference}@bookings.northlight>`,
      headers: { 'X-Northlight-Reference': options.row.reference },
    });
  } catch (error) {
    const code = error && typeof error === 'object' && 'code' in error ? String(error.code) : 'unknown';
    throw new DeliveryError(`smtp failed: ${code}`);
  }
}

/** A virtual-office order to the sales inbox; replies go to the buyer. */
export async function sendOrderEmail(options: {
  smtpUrl: string;
  to: string;
  from: string;
  row: OrderRow;
  manageUrl: string;
}): Promise<void> {
  const { subject, text, html } = orderEmail(options.row, options.manageUrl);
  try {
    await transportFor(options.smtpUrl).sendMail({
      from: options.from,
      to: options.to,
      replyTo: options.row.email,
      subject,
      text,
      html,
      messageId: `<${options.row.reference}@orders.northlight>`,
      headers: { 'X-Northlight-Reference': options.row.reference },
    });
  } catch (error) {
    const code = error && typeof error === 'object' && 'code' in error ? String(error.code) : 'unknown';
    throw new DeliveryError(`smtp failed: ${code}`);
  }
}
