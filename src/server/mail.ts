import 'server-only';
import nodemailer, { type Transporter } from 'nodemailer';
import type { BookingRow, EnquiryRow, OrderRow, ViewingRow } from './db/schema';
import { bookingEmail } from './booking-document';
import { enquiryEmail } from './enquiry-document';
import { orderEmail } from './order-document';
import { viewingEmail } from './viewing-document';
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

export type SalesMailRoute = { readonly smtpUrl: string; readonly to: string; readonly from: string };

/** What the sales inbox is sent: an enquiry, a booking, a viewing or an order, with its link. */
export type SalesMailSubject =
  | { readonly kind: 'enquiry'; readonly row: EnquiryRow }
  | { readonly kind: 'booking'; readonly row: BookingRow; readonly link: string }
  | { readonly kind: 'viewing'; readonly row: ViewingRow; readonly link: string }
  | { readonly kind: 'order'; readonly row: OrderRow; readonly link: string };

function documentOf(subject: SalesMailSubject): { subject: string; text: string; html: string } {
  switch (subject.kind) {
    case 'enquiry':
      return enquiryEmail(subject.row);
    case 'booking':
      return bookingEmail(subject.row, subject.link);
    case 'viewing':
      return viewingEmail(subject.row, subject.link);
    case 'order':
      return orderEmail(subject.row, subject.link);
  }
}

/* The Message-ID's domain per kind: enquiries keep the one they have always had. */
const messageDomain = {
  enquiry: 'enquiries',
  booking: 'bookings',
  viewing: 'viewings',
  order: 'orders',
} as const satisfies Record<SalesMailSubject['kind'], string>;

export async function sendSalesEmail(route: SalesMailRoute, subject: SalesMailSubject): Promise<void> {
  const { subject: title, text, html } = documentOf(subject);
  const { reference, email } = subject.row;
  try {
    await transportFor(route.smtpUrl).sendMail({
      from: route.from,
      to: route.to,
      // Replies go straight to the visitor.
      replyTo: email,
      subject: title,
      text,
      html,
      // A stable id lets the mail system spot a resend of the same message.
      messageId: `<${reference}@${messageDomain[subject.kind]}.northlight>`,
      headers: { 'X-Northlight-Reference': reference },
    });
  } catch (error) {
    const code = error && typeof error === 'object' && 'code' in error ? String(error.code) : 'unknown';
    throw new DeliveryError(`smtp failed: ${code}`);
  }
}
