import 'server-only';
import { formatPence } from '@/domain/licence/offer';
import { proposalCostOf, type ProposalTerms } from '@/domain/licence/proposal';
import { formatCalendarDay } from '@/lib/calendar-date';
import type { Database } from '../db/client';
import type { ProposalRow } from '../db/schema';
import { transportFor } from '../mail';
import { DeliveryError } from '../enquiries/webhook';

/*
 * A proposal's mail to the prospect: the terms sales fixed and the signed link to sign them online,
 * through the outbox like every other mail (retried, never lost). The content layer registers how a
 * proposal's facts are read (the CMS's centre and VAT rate, the link).
 */

export type ProposalMailFacts = {
  readonly proposal: ProposalRow;
  readonly terms: ProposalTerms;
  readonly centreName: string;
  readonly vatRatePercent: number;
  /** The prospect's signed link. */
  readonly linkUrl: string;
};

export type ProposalMailLoader = (db: Database, proposalId: string) => Promise<ProposalMailFacts | undefined>;

const loaderKey = Symbol.for('northlight.proposalMailLoader');
type GlobalWithLoader = typeof globalThis & { [loaderKey]?: ProposalMailLoader };

/** Registered from the content layer, before the outbox worker starts (instrumentation.ts). */
export function registerProposalMailLoader(loader: ProposalMailLoader): void {
  (globalThis as GlobalWithLoader)[loaderKey] = loader;
}
export const proposalMailLoader = (): ProposalMailLoader | undefined => (globalThis as GlobalWithLoader)[loaderKey];

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

export function proposalMessage(facts: ProposalMailFacts): { subject: string; text: string; html: string } {
  const { proposal, terms } = facts;
  const cost = proposalCostOf(terms, facts.vatRatePercent);
  const units = terms.units.map((unit) => `${unit.reference}, ${unit.name}: ${formatPence(unit.rentPence)} a month before VAT`);
  const rows: [string, string][] = [
    ['Reference', proposal.reference],
    ['Centre', facts.centreName],
    ['Start', formatCalendarDay(terms.startDate)],
    ['Term', `${terms.termMonths} month${terms.termMonths === 1 ? '' : 's'}`],
    ['Rent and service charge a month, with VAT', formatPence(cost.monthly.totalPence)],
    ...(terms.rentFreeWeeks > 0 ? ([['Rent-free', `${terms.rentFreeWeeks} weeks (${formatPence(cost.rentFreePence)})`]] as [string, string][]) : []),
    ['Deposit', cost.depositPence > 0 ? formatPence(cost.depositPence) : 'None'],
    ['Due on signing', formatPence(cost.dueTodayPence)],
    ['Sign by', formatCalendarDay(terms.validUntil)],
  ];
  const intro = `Dear ${terms.prospect.name},`;
  const lead = `As promised, here is our proposal${terms.prospect.company ? ` for ${terms.prospect.company}` : ''} at ${facts.centreName}:`;
  const how = `To take it, open the link below, give your business’s details and sign the licence on screen; the terms are fixed as set out here. The units are held for you from the moment you sign. The link works until the end of ${formatCalendarDay(terms.validUntil)} (UK time).`;
  const sign = 'Questions? Reply to this email or call us. Northlight Business Centres';
  const text = [intro, lead, units.join('\n'), rows.map(([term, value]) => `${term}: ${value}`).join('\n'), how, facts.linkUrl, sign].join('\n\n');
  const html = `<!doctype html><html lang="en-GB"><body style="font-family:Arial,Helvetica,sans-serif;color:#13203d;line-height:1.5;max-width:640px"><p>${escapeHtml(intro)}</p><p>${escapeHtml(lead)}</p><ul>${units.map((unit) => `<li>${escapeHtml(unit)}</li>`).join('')}</ul><table role="presentation" style="border-collapse:collapse">${rows
    .map(([term, value]) => `<tr><th align="left" style="padding:2px 16px 2px 0">${escapeHtml(term)}</th><td>${escapeHtml(value)}</td></tr>`)
    .join('')}</table><p>${escapeHtml(how)}</p><p><a href="${escapeHtml(facts.linkUrl)}">Review and sign the proposal</a></p><p>${escapeHtml(sign)}</p></body></html>`;
  return { subject: `Your proposal from Northlight: ${terms.units.map((unit) => unit.reference).join(', ')} at ${facts.centreName} (${proposal.reference})`, text, html };
}

export async function sendProposalMail(route: { readonly smtpUrl: string; readonly from: string }, facts: ProposalMailFacts, outboxId: number): Promise<void> {
  const message = proposalMessage(facts);
  const domain = route.from.split('@')[1] ?? 'northlight.example';
  try {
    await transportFor(route.smtpUrl).sendMail({
      from: { name: 'Northlight', address: route.from },
      to: { name: facts.terms.prospect.name, address: facts.terms.prospect.email },
      subject: message.subject,
      text: message.text,
      html: message.html,
      messageId: `<proposal-${outboxId}.${facts.proposal.reference.toLowerCase()}@${domain}>`,
      headers: { 'X-Northlight-Reference': facts.proposal.reference, 'Auto-Submitted': 'auto-generated' },
    });
  } catch (error) {
    const code = error && typeof error === 'object' && 'code' in error ? String(error.code) : 'unknown';
    throw new DeliveryError(`smtp failed: ${code}`);
  }
}
