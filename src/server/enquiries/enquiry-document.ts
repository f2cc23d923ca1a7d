import 'server-only';
import {
  attributionText,
  centreName,
  contextFacts,
  intentName,
  meetingDurationName,
  staffDay,
  staffTime,
  viewingDayName,
  workspaceTypeName,
} from '@/domain/staff-format';
import type { EnquiryRow } from '../db/schema';

/*
 * What the sales team receives: the same labelled lines for the webhook, the email and the CSV
 * export. Labels are looked up from the content registry so the team reads "Meeting rooms",
 * "Chichester", not slugs.
 */

export type EnquiryLine = { readonly label: string; readonly value: string };

const typeLabel = (slug: string | null) => workspaceTypeName(slug, '');
const centreLabel = (slug: string | null) => centreName(slug, '');

export function enquiryLines(row: EnquiryRow): EnquiryLine[] {
  const lines: EnquiryLine[] = [
    { label: 'Reference', value: row.reference },
    { label: 'Received (UK time)', value: staffTime(row.createdAt) },
    { label: 'Wants', value: intentName(row.intent) },
    { label: 'Name', value: row.name },
    { label: 'Email', value: row.email },
    { label: 'Phone', value: row.phone },
  ];
  if (row.company) lines.push({ label: 'Company', value: row.company });
  if (row.workspaceType) lines.push({ label: 'Workspace type', value: typeLabel(row.workspaceType) });
  if (row.centre) lines.push({ label: 'Centre', value: centreLabel(row.centre) });
  if (row.unitReference) lines.push({ label: 'Unit', value: row.unitReference });
  if (row.preferredDays.length > 0) {
    lines.push({
      label: 'Viewing days',
      value: row.preferredDays.map(viewingDayName).join(', '),
    });
  }
  if (row.meeting) {
    const duration = meetingDurationName(row.meeting.duration);
    lines.push({
      label: 'Meeting room',
      value: `${staffDay(row.meeting.date)} at ${row.meeting.startTime}, ${duration.toLowerCase()}, ${row.meeting.attendees} people`,
    });
  }
  if (row.quoteSizeSqFt !== null && row.quoteSizeSqFt !== undefined) {
    lines.push({ label: 'Size in mind', value: `${row.quoteSizeSqFt.toLocaleString('en-GB')} sq ft` });
  }
  if (row.quoteStartDate) lines.push({ label: 'Start date', value: staffDay(row.quoteStartDate) });
  if (row.message) lines.push({ label: 'Message', value: row.message });
  lines.push({ label: 'Marketing emails', value: row.marketingOptIn ? 'Yes, opted in' : 'No' });
  if (row.pagePath) lines.push({ label: 'Sent from page', value: row.pagePath });
  const context = contextFacts(row.context);
  if (context.length > 0) {
    lines.push({ label: 'Opened from', value: context.map(([label, value]) => `${label}: ${value}`).join('; ') });
  }
  const attribution = attributionText(row.attribution);
  if (attribution) lines.push({ label: 'Channel', value: attribution });
  return lines;
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export type SalesMailDocument = { subject: string; text: string; html: string };

/**
 * A message to sales as labelled lines: the same lines as plain text and as an HTML table, every
 * value escaped; values keep their line breaks (an enquiry's message).
 */
export function labelledLinesDocument(
  subject: string,
  heading: string,
  lines: readonly { label: string; value: string }[],
): SalesMailDocument {
  const text = `${lines.map((line) => `${line.label}: ${line.value}`).join('\n')}\n`;
  const rows = lines
    .map(
      (line) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(line.label)}</th><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(line.value)}</td></tr>`,
    )
    .join('');
  const html = `<!doctype html><html lang="en-GB"><body style="font-family:sans-serif;color:#14213d"><h1 style="font-size:18px">${escapeHtml(heading)}</h1><table>${rows}</table></body></html>`;
  return { subject, text, html };
}

export function enquiryEmail(row: EnquiryRow): SalesMailDocument {
  const subject = `New enquiry ${row.reference}: ${intentName(row.intent)}${
    row.centre ? `, ${centreLabel(row.centre)}` : ''
  }${row.unitReference ? `, unit ${row.unitReference}` : ''}`;
  return labelledLinesDocument(subject, `New enquiry ${row.reference}`, enquiryLines(row));
}

/** The webhook body: stable field names for the CRM, no labels. */
export function enquiryWebhookPayload(row: EnquiryRow, deliveryId: number) {
  return {
    event: 'enquiry.created',
    deliveryId,
    reference: row.reference,
    createdAt: row.createdAt.toISOString(),
    enquiry: {
      intent: row.intent,
      preferredDays: row.preferredDays,
      name: row.name,
      email: row.email,
      phone: row.phone,
      company: row.company,
      workspaceType: row.workspaceType,
      centre: row.centre,
      unitReference: row.unitReference,
      message: row.message,
      meeting: row.meeting,
      quoteSizeSqFt: row.quoteSizeSqFt,
      quoteStartDate: row.quoteStartDate,
      marketingOptIn: row.marketingOptIn,
    },
    source: { pagePath: row.pagePath, context: row.context, attribution: row.attribution },
  };
}
