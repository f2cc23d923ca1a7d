import 'server-only';
import { formatPence } from '@/domain/licence/offer';
import { heldSpaceNoun, licenceStatusLabel } from '@/domain/licence/status';
import { dueTodayWords, licenceFirstMonth } from '@/domain/licence/costs';
import { promoLine } from '@/domain/promo-codes/promo-codes';
import { heldSpaceName } from '@/domain/licence/terms';
import type { BankDetails } from '@/domain/licence/settings';
import { formatCalendarDay } from '@/lib/calendar-date';
import type { Database } from '../db/client';
import type { LicenceRow, OutboxRow } from '../db/schema';
import { transportFor } from '../mail';
import { DeliveryError } from '../enquiries/webhook';
import type { PromoApplied } from '../promo-codes/redemptions';

/*
 * A licence's mails (issue 38), through the outbox like every other: the tenant's signed copy with
 * how to pay, and the note to sales, each with the signed PDF attached. The outbox knows nothing of
 * licences: it asks the sender the content layer registers (which can read the CMS's settings and
 * render the PDF, again if it failed before), so a failure is retried and never loses the mail.
 */

export type LicenceMailFacts = {
  readonly licence: LicenceRow;
  /** A promo code on a membership's first month (docs/decisions/0054). */
  readonly promo?: PromoApplied | undefined;
  readonly pdf: Uint8Array;
  readonly bank: BankDetails | undefined;
  /** The tenant's page of the licence (signed link). */
  readonly pageUrl: string;
  /** Staff's page of the licence in the admin. */
  readonly adminUrl: string;
};

export type LicenceMailRoute = {
  readonly smtpUrl: string;
  readonly from: string;
  readonly fromName?: string;
  /** The sales inbox, for channel 'email'. */
  readonly salesTo?: string | undefined;
};

/** Which PDF a mail attaches: the countersigned copy for the countersignature's mail, else the signed one. */
export type LicenceMailLoader = (
  db: Database,
  licenceId: string,
  document: 'signed' | 'countersigned',
) => Promise<LicenceMailFacts | undefined>;

/** The tenant's mails beyond the status-led 'confirmation': a lapsed hold, a refund, the countersigned copy. */
export type LicenceMailKind = 'confirmation' | 'expired' | 'refunded' | 'countersigned';
export const licenceMailKindOf = (kind: string | null | undefined): LicenceMailKind =>
  kind === 'expired' || kind === 'refunded' || kind === 'countersigned' ? kind : 'confirmation';
export const licenceMailDocument = (kind: LicenceMailKind) => (kind === 'countersigned' ? 'countersigned' : 'signed');

const loaderKey = Symbol.for('northlight.licenceMailLoader');
type GlobalWithLoader = typeof globalThis & { [loaderKey]?: LicenceMailLoader };

/** Registered from the content layer, before the outbox worker starts (instrumentation.ts). */
export function registerLicenceMailLoader(loader: LicenceMailLoader): void {
  (globalThis as GlobalWithLoader)[loaderKey] = loader;
}
export const licenceMailLoader = (): LicenceMailLoader | undefined => (globalThis as GlobalWithLoader)[loaderKey];

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

const ukDateTime = (date: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);

type Message = { subject: string; paragraphs: (string | [string, string][])[] };

/**
 * A membership's first month with its code (decision 0054): "Promo MEMBER25 −£45 (off the price
 * before VAT): £135 + VAT £27 = £162. Later months at the full price." Once the licence ended
 * before it started, the code's use is given back.
 */
export function firstMonthPromoText(licence: LicenceRow, promo: PromoApplied): string {
  // The licence's own money format (to the penny), as every other sum in its mails and pages.
  const line = { label: promoLine(promo).label, amount: `−${formatPence(promo.discountPence)}` };
  if (promo.released) return `${line.label} ${line.amount} was to come off the first month; the licence ended, so the code’s use is given back.`;
  const first = licenceFirstMonth(
    { monthly: { netPence: licence.monthlyNetPence, vatPence: licence.monthlyVatPence, totalPence: licence.monthlyNetPence + licence.monthlyVatPence, vatRatePercent: licence.vatRateBasisPoints / 100 } },
    promo,
  );
  return `${line.label} ${line.amount} (off the price before VAT): ${formatPence(first.netPence)} + VAT ${formatPence(first.vatPence)} = ${formatPence(first.totalPence)}. Later months at the full price.`;
}

const firstMonthRows = (facts: LicenceMailFacts): [string, string][] =>
  facts.promo ? [['First month', firstMonthPromoText(facts.licence, facts.promo)]] : [];

const signOff = 'Northlight Business Centres';

export function tenantMessage(facts: LicenceMailFacts, kind: LicenceMailKind = 'confirmation'): Message {
  const { licence } = facts;
  const unit = `${licence.unitReference}, ${licence.unitName}`;
  if (kind === 'countersigned')
    return {
      subject: `Countersigned: your licence for ${licence.unitName} (${licence.unitReference})`,
      paragraphs: [
        `Dear ${licence.signatoryName},`,
        `We have countersigned the licence for ${unit}. The countersigned copy is attached (PDF): its audit page shows your signature, ours${licence.countersignedAt ? ` (${licence.countersignedBy}, ${ukDateTime(licence.countersignedAt)} UK time)` : ''} and each step so far. Keep it with your records.`,
        `See your licence at any time: ${facts.pageUrl}`,
        signOff,
      ],
    };
  if (kind === 'refunded')
    return {
      subject: `Refunded: your payment for ${licence.unitName} (${licence.unitReference})`,
      paragraphs: [
        `Dear ${licence.signatoryName},`,
        `Your payment of ${formatPence(licence.paidPence ?? licence.dueTodayPence)} for ${unit} reached us after the hold on the unit had ended, so we have refunded it in full to the card you paid with. Refunds usually appear within 5 to 10 working days. Nothing more is owed and the licence will not go ahead.`,
        'If you still want a unit, reply to this email or take one online again: we will gladly help.',
        signOff,
      ],
    };
  if (kind === 'expired')
    return {
      subject: `The hold on ${licence.unitName} (${licence.unitReference}) has ended`,
      paragraphs: [
        `Dear ${licence.signatoryName},`,
        `The deposit and first month for ${unit} had not reached us by ${ukDateTime(licence.holdUntil)} (UK time), so the hold has ended and the ${heldSpaceNoun(licence)} is offered again. Nothing is owed, and the licence you signed (${licence.reference}) will not go ahead.`,
        ...(facts.promo ? [firstMonthPromoText(licence, facts.promo)] : []),
        'If a payment is on its way, we refund it in full as soon as it arrives. If you still want the unit, reply to this email or take it online again while it is free.',
        signOff,
      ],
    };
  if (licence.status === 'let')
    return {
      subject: `Your licence for ${licence.unitName} (${licence.unitReference}) starts on ${formatCalendarDay(licence.startDate)}`,
      paragraphs: [
        `Dear ${licence.signatoryName},`,
        `Your payment has arrived and the identity check is done: the licence for ${licence.unitReference}, ${licence.unitName}, is confirmed and starts on ${formatCalendarDay(licence.startDate)}. Your keys are ready from 9am that day at the centre’s reception.`,
        licence.mandateAt
          ? `Monthly rent, ${formatPence(licence.monthlyNetPence + licence.monthlyVatPence)} with VAT, is collected by ${licence.mandateMethod === 'card' ? 'card' : 'Direct Debit'} as you set up. Your licence is attached again for your records.`
          : `Monthly rent, ${formatPence(licence.monthlyNetPence + licence.monthlyVatPence)} with VAT, is collected by Direct Debit: we send you the mandate to set up before your second month. Your licence is attached again for your records.`,
        `See your licence at any time: ${facts.pageUrl}`,
        'Northlight Business Centres',
      ],
    };
  // Nothing due on signing (a membership's code took the whole first month): the signed copy's mail.
  if (licence.status === 'paid' && licence.dueTodayPence > 0)
    return {
      subject: `Payment received for ${licence.unitName} (${licence.unitReference})`,
      paragraphs: [
        `Dear ${licence.signatoryName},`,
        `We have received ${dueTodayWords(licence.depositPence)}, ${formatPence(licence.dueTodayPence)}, for ${licence.unitReference}, ${licence.unitName}: the unit is yours to start on ${formatCalendarDay(licence.startDate)} once the identity check is done. We will email you to arrange it if we have not already.`,
        ...(facts.promo ? [`First month: ${firstMonthPromoText(licence, facts.promo)}`] : []),
        ...(licence.payment === 'card-paid' && !licence.mandateAt
          ? [`Next, set up the monthly rent by Direct Debit (or a card) from your licence's page: ${facts.pageUrl}`]
          : [`See your licence at any time: ${facts.pageUrl}`]),
        'Northlight Business Centres',
      ],
    };
  return heldMessage(facts);
}

function heldMessage(facts: LicenceMailFacts): Message {
  const { licence, bank } = facts;
  const awaitingTransfer = licence.status === 'held' && licence.payment === 'transfer-awaited';
  return {
    subject: awaitingTransfer
      ? `Signed: ${heldSpaceName(licence)} (${licence.unitReference}) is held for you until ${ukDateTime(licence.holdUntil)}`
      : `Your signed licence for ${licence.unitName} (${licence.unitReference})`,
    paragraphs: [
      `Dear ${licence.signatoryName},`,
      `Thank you: the licence for ${licence.unitReference}, ${licence.unitName}, is signed for ${licence.tenantName}. Your signed copy is attached (PDF), with an audit page showing when it was signed and a fingerprint of the exact text.`,
      [
        ['Reference', licence.reference],
        ['Status', licenceStatusLabel(licence)],
        ['Start', formatCalendarDay(licence.startDate)],
        ['Term', `${licence.termMonths} months`],
        ['Each month, with VAT', formatPence(licence.monthlyNetPence + licence.monthlyVatPence)],
        ...firstMonthRows(facts),
        ['Deposit', licence.depositPence > 0 ? formatPence(licence.depositPence) : 'None'],
      ],
      ...(awaitingTransfer && bank
        ? [
            `To keep it, pay ${dueTodayWords(licence.depositPence)}, ${formatPence(licence.dueTodayPence)}, by bank transfer by ${ukDateTime(licence.holdUntil)} (UK time). An invoice follows. Quote your reference so we can match the payment:`,
            [
              ['Amount', formatPence(licence.dueTodayPence)],
              ['Account name', bank.accountName],
              ['Bank', bank.bankName],
              ['Sort code', bank.sortCode],
              ['Account number', bank.accountNumber],
              ['Payment reference', licence.reference],
            ] as [string, string][],
            `If it is not paid by then, the hold ends and the ${heldSpaceNoun(licence)} is offered again; nothing more is owed.`,
          ]
        : []),
      'Next: we email you to check the signatory’s identity, as the law asks us to. Once you have paid and the check is done, we countersign the licence, send you the copy and tell you when to pick up your keys. Monthly rent is collected by Direct Debit: we send you the mandate to set up.',
      `See your licence at any time: ${facts.pageUrl}`,
      'Northlight Business Centres',
    ],
  };
}

export function salesMessage(facts: LicenceMailFacts): Message {
  const { licence } = facts;
  return {
    subject: `Licence signed online: ${licence.unitReference} at ${licence.centre}, ${licence.tenantName} (${licence.reference})`,
    paragraphs: [
      licence.dueTodayPence === 0
        ? 'A licence was signed online. Nothing was due on signing (a promo code took the first month’s fee off), so it is recorded as paid.'
        : `A licence was signed online. The unit is held until ${ukDateTime(licence.holdUntil)} (UK time) for ${dueTodayWords(licence.depositPence)}.`,
      [
        ['Reference', licence.reference],
        ['Unit', `${licence.unitReference}, ${licence.unitName}`],
        ['Tenant', `${licence.tenantName}${licence.companyNumber ? ` (${licence.companyNumber})` : ''}`],
        ['Registered address', licence.registeredAddress],
        ['Signed by', `${licence.signatoryName}, ${licence.signatoryRole}`],
        ['Email', licence.email],
        ['Phone', licence.phone],
        ['Start', formatCalendarDay(licence.startDate)],
        ['Term', `${licence.termMonths} months, notice ${licence.noticeMonths} month${licence.noticeMonths === 1 ? '' : 's'}`],
        ['Due now', formatPence(licence.dueTodayPence)],
        ...firstMonthRows(facts),
        ['Contract value (rent and service charge over the term, ex VAT)', formatPence(licence.contractValuePence)],
      ],
      licence.payment === 'card-pending'
        ? `To do: check the signatory’s identity. The tenant pays the deposit and first month by card and sets up the Direct Debit online; the site records both. In the admin: ${facts.adminUrl}`
        : `To do: check the signatory’s identity, record the deposit when it arrives, send the Direct Debit mandate. In the admin: ${facts.adminUrl}`,
    ],
  };
}

function render(message: Message): { text: string; html: string } {
  const text = message.paragraphs
    .map((part) => (typeof part === 'string' ? part : part.map(([term, value]) => `${term}: ${value}`).join('\n')))
    .join('\n\n');
  const html = `<!doctype html><html lang="en-GB"><body style="font-family:Arial,Helvetica,sans-serif;color:#13203d;line-height:1.5;max-width:640px">${message.paragraphs
    .map((part) =>
      typeof part === 'string'
        ? `<p>${escapeHtml(part)}</p>`
        : `<table role="presentation" style="border-collapse:collapse">${part
            .map(([term, value]) => `<tr><th align="left" style="padding:2px 16px 2px 0">${escapeHtml(term)}</th><td>${escapeHtml(value)}</td></tr>`)
            .join('')}</table>`,
    )
    .join('')}</body></html>`;
  return { text, html };
}

export async function sendLicenceMail(
  route: LicenceMailRoute,
  facts: LicenceMailFacts,
  channel: OutboxRow['channel'],
  outboxId: number,
  kind: LicenceMailKind = 'confirmation',
): Promise<void> {
  const toSales = channel === 'email';
  if (toSales && !route.salesTo) throw new Error('sales email not configured');
  const message = toSales ? salesMessage(facts) : tenantMessage(facts, kind);
  const { text, html } = render(message);
  const domain = route.from.split('@')[1] ?? 'northlight.example';
  try {
    await transportFor(route.smtpUrl).sendMail({
      from: { name: route.fromName ?? 'Northlight', address: route.from },
      to: toSales ? route.salesTo! : { name: facts.licence.signatoryName, address: facts.licence.email },
      subject: message.subject,
      text,
      html,
      messageId: `<licence-${outboxId}.${facts.licence.reference.toLowerCase()}@${domain}>`,
      headers: { 'X-Northlight-Reference': facts.licence.reference, 'Auto-Submitted': 'auto-generated' },
      attachments: [
        {
          filename: `Northlight-licence-${facts.licence.reference}${kind === 'countersigned' ? '-countersigned' : ''}.pdf`,
          content: Buffer.from(facts.pdf),
          contentType: 'application/pdf',
        },
      ],
    });
  } catch (error) {
    const code = error && typeof error === 'object' && 'code' in error ? String(error.code) : 'unknown';
    throw new DeliveryError(`smtp failed: ${code}`);
  }
}
