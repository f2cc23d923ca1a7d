import 'server-only';
import type { Logger } from 'pino';
import { checkProposal, proposalCostOf, proposalFormFrom, type ProposableUnit } from '@/domain/licence/proposal';
import { businessTimeZone, todayIn } from '@/lib/calendar-date';
import type { Database } from '../db/client';
import { maxBodyBytes } from '../enquiries/enquiry-handler';
import { provablySameOrigin } from '../bookings/staff-booking-cancel';
import { LeadNotFoundError, sendProposal, withdrawProposal, type ProposalActor } from './proposals';

/*
 * POST /admin/proposals/send and /admin/proposals/withdraw: sales (the route checks the CMS
 * session) send a proposal they built, or withdraw one. A post must prove it came from our own
 * pages; every field is checked on the server by the domain's rules against the listing as it is
 * now. A refused form goes back to the new-proposal page with its values and messages in an
 * encrypted cookie (proposalFormCookie), so no personal data is put in a URL.
 */

export type StaffProposalDeps = {
  readonly db: Database;
  readonly siteUrl: string;
  readonly adminOrigins?: readonly string[];
  readonly units: () => Promise<ReadonlyMap<string, ProposableUnit>>;
  readonly depositMonths: () => Promise<(unit: ProposableUnit) => number>;
  readonly vatRatePercent: () => Promise<number>;
  readonly mailProspect: boolean;
  readonly log: Logger;
  readonly onChanged?: () => void;
  readonly now?: () => number;
};

export const proposalAdminPaths = { list: '/admin/proposals', create: '/admin/proposals/new', send: '/admin/proposals/send', withdraw: '/admin/proposals/withdraw' } as const;

const noStore = { 'cache-control': 'no-store' };
const seeOther = (location: string) => new Response(null, { status: 303, headers: { location, ...noStore } });

export type SendOutcome =
  | { readonly kind: 'response'; readonly response: Response }
  | { readonly kind: 'refused'; readonly values: Record<string, string>; readonly errors: Record<string, string> };

export async function readStaffForm(request: Request, deps: Pick<StaffProposalDeps, 'siteUrl' | 'adminOrigins' | 'log'>, action: string): Promise<Record<string, string> | Response> {
  if (!provablySameOrigin(request, deps.siteUrl, deps.adminOrigins)) {
    deps.log.warn({ action }, 'staff proposal change refused: not same origin');
    return new Response('Refused: not from this site.', { status: 403, headers: noStore });
  }
  return Object.fromEntries(new URLSearchParams((await request.text()).slice(0, maxBodyBytes)));
}

/** Checks and sends a proposal: a 303 to its row in the list, or the form's values and messages. */
export async function handleStaffProposalSend(request: Request, deps: StaffProposalDeps, actor: ProposalActor): Promise<SendOutcome> {
  const form = await readStaffForm(request, deps, 'send');
  if (form instanceof Response) return { kind: 'response', response: form };
  const now = deps.now?.() ?? Date.now();
  const today = todayIn(businessTimeZone, new Date(now));
  const values = Object.fromEntries(Object.entries(form).map(([name, value]) => [name.slice(0, 40), value.slice(0, 2100)]));
  const checked = checkProposal(proposalFormFrom(values), { today, units: await deps.units(), depositMonths: await deps.depositMonths() });
  if (!checked.ok) {
    deps.log.info({ fields: Object.keys(checked.errors) }, 'proposal refused: invalid input');
    return { kind: 'refused', values, errors: checked.errors };
  }
  const cost = proposalCostOf(checked.terms, await deps.vatRatePercent());
  try {
    const proposal = await sendProposal(deps.db, { terms: checked.terms, cost, leadId: values.lead || undefined, actor, mailProspect: deps.mailProspect });
    deps.log.info({ proposal: proposal.reference, units: checked.terms.units.length, staffId: actor.id }, 'proposal sent');
    deps.onChanged?.();
    return { kind: 'response', response: seeOther(`${proposalAdminPaths.list}?sent=${encodeURIComponent(proposal.id)}#proposal-${proposal.id}`) };
  } catch (error) {
    if (!(error instanceof LeadNotFoundError)) throw error;
    return { kind: 'refused', values, errors: { form: 'That lead no longer exists (erased?). Start the proposal from scratch.' } };
  }
}

export async function handleStaffProposalWithdraw(request: Request, deps: StaffProposalDeps, actor: ProposalActor): Promise<Response> {
  const form = await readStaffForm(request, deps, 'withdraw');
  if (form instanceof Response) return form;
  const now = deps.now?.() ?? Date.now();
  const withdrawn = await withdrawProposal(deps.db, form.proposal ?? '', actor, todayIn(businessTimeZone, new Date(now)));
  deps.log.info({ outcome: withdrawn ? 'withdrawn' : 'unchanged', staffId: actor.id }, 'proposal withdrawal');
  return seeOther(`${proposalAdminPaths.list}?withdrawn=${withdrawn ? '1' : '0'}`);
}
