import 'server-only';
import nodemailer, { type Transporter } from 'nodemailer';
import type { BookingRow, EnquiryRow, OrderRow, ViewingRow } from './db/schema';
import { bookingEmail } from './bookings/booking-document';
import { enquiryEmail } from './enquiries/enquiry-document';
import { orderEmail } from './orders/order-document';
import { viewingEmail } from './viewings/viewing-document';
import { DeliveryError } from './enquiries/webhook';

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

export type StaffRecipient = { readonly email: string; readonly name: string };
export type LeadAssignedMail = {
  readonly reference: string;
  readonly kind: string;
  readonly centre: string;
  readonly link: string;
};

const htmlEntities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => htmlEntities[c] ?? c);

/* "A lead is yours": to the staff user a lead was assigned to, with the link to the lead in the admin. */
export async function sendLeadAssignedEmail(
  route: Omit<SalesMailRoute, 'to'>,
  to: StaffRecipient,
  lead: LeadAssignedMail,
  deliveryId: number,
): Promise<void> {
  const subject = `Lead ${lead.reference} is yours: ${lead.kind}, ${lead.centre}`;
  const text = `Hello ${to.name},\n\nThe lead ${lead.reference} (${lead.kind}, ${lead.centre}) has been assigned to you.\nOpen it in the admin: ${lead.link}\n`;
  const html = `<p>Hello ${escapeHtml(to.name)},</p><p>The lead <strong>${escapeHtml(lead.reference)}</strong> (${escapeHtml(lead.kind)}, ${escapeHtml(lead.centre)}) has been assigned to you.</p><p><a href="${escapeHtml(lead.link)}">Open it in the admin</a></p>`;
  try {
    await transportFor(route.smtpUrl).sendMail({
      from: route.from,
      to: to.email,
      subject,
      text,
      html,
      messageId: `<${deliveryId}@lead-assigned.northlight>`,
      headers: { 'X-Northlight-Reference': lead.reference },
    });
  } catch (error) {
    const code = error && typeof error === 'object' && 'code' in error ? String(error.code) : 'unknown';
    throw new DeliveryError(`smtp failed: ${code}`);
  }
}

export type LeadDigestMail = {
  /** "Sat, 28 Nov 2026": the UK day the list is for. */
  readonly day: string;
  readonly leads: readonly {
    readonly reference: string;
    readonly kind: string;
    readonly centre: string;
    readonly state: string;
    readonly action: string;
    readonly link: string;
  }[];
  /** The "due today / overdue" view of the admin. */
  readonly dueLink: string;
};

/*
 * The owner's daily follow-up list: each lead's reference, kind, centre and next action, with its
 * link; no visitor's name or contact details (the admin has those).
 */
export async function sendLeadDigestEmail(
  route: Omit<SalesMailRoute, 'to'>,
  to: StaffRecipient,
  digest: LeadDigestMail,
  deliveryId: number,
): Promise<void> {
  const count = digest.leads.length;
  const subject = `Your leads to follow up, ${digest.day}: ${count} due or overdue`;
  const lines = digest.leads.map(
    (lead) => `- ${lead.state}: ${lead.reference} (${lead.kind}, ${lead.centre}). ${lead.action}\n  ${lead.link}`,
  );
  const text = `Hello ${to.name},\n\n${count === 1 ? 'One lead is' : `${count} leads are`} due today or overdue:\n\n${lines.join('\n')}\n\nAll of them in the admin: ${digest.dueLink}\n`;
  const items = digest.leads
    .map(
      (lead) =>
        `<li><strong>${escapeHtml(lead.state)}</strong>: <a href="${escapeHtml(lead.link)}">${escapeHtml(lead.reference)}</a> (${escapeHtml(lead.kind)}, ${escapeHtml(lead.centre)}). ${escapeHtml(lead.action)}</li>`,
    )
    .join('');
  const html = `<p>Hello ${escapeHtml(to.name)},</p><p>${count === 1 ? 'One lead is' : `${count} leads are`} due today or overdue:</p><ul>${items}</ul><p><a href="${escapeHtml(digest.dueLink)}">All of them in the admin</a></p>`;
  try {
    await transportFor(route.smtpUrl).sendMail({
      from: route.from,
      to: to.email,
      subject,
      text,
      html,
      // One message per daily mail, the same on a resend.
      messageId: `<${deliveryId}@lead-digest.northlight>`,
    });
  } catch (error) {
    const code = error && typeof error === 'object' && 'code' in error ? String(error.code) : 'unknown';
    throw new DeliveryError(`smtp failed: ${code}`);
  }
}
