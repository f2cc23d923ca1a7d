import 'server-only';
import type { Logger } from 'pino';
import { minimumFillMs, type FieldErrors } from '@/domain/enquiry/enquiry-schema';
import { registeredAddressOf, type LicenceDetails } from '@/domain/licence/flow-schema';
import {
  proposalCostOf,
  proposalLinkState,
  proposalMergeValues,
  proposalUnitsSchema,
  type ProposalCost,
  type ProposalLinkState,
  type ProposalTerms,
} from '@/domain/licence/proposal';
import type { LicenceSettings, LicenceTemplate } from '@/domain/licence/settings';
import { signatureProblems } from '@/domain/licence/signature';
import { mergeLicence } from '@/domain/licence/template';
import type { LicenceFamily } from '@/domain/licence/terms';
import { businessTimeZone, todayIn } from '@/lib/calendar-date';
import { readCookie } from '@/lib/read-cookie';
import { clientAddress } from '../requests/client-address';
import type { Database } from '../db/client';
import type { ProposalRow } from '../db/schema';
import { isCrossSite } from '../enquiries/enquiry-handler';
import { errorFacts, isStorageOutage, newErrorReference } from '../failures';
import { verifyFormToken } from '../requests/form-token';
import { clientKey, hitMemoryRateLimit, hitRateLimit } from '../requests/rate-limit';
import { maxBodyBytes, readFormBody } from '../requests/request-body';
import { checkDetails } from './handler';
import { findProposal, ProposalClosedError, ProposalUnitTakenError, recordProposalOpened, signProposal } from './proposals';
import {
  clearProposalDraftCookies,
  newDraftKey,
  openProposalDraft,
  proposalDraftCookieName,
  proposalDraftCookies,
  proposalPaths,
  proposalSignedPath,
  sealProposalDraft,
  verifyProposalSignature,
  type ProposalDraft,
} from './proposals-link';
import type { LicenceMailQueue, StoredLicence } from './store';

/*
 * A proposal's pages for the prospect (issue 38 item 6): the offer behind the signed link, the
 * tenant and signatory, the review with the licence in full, and signing. The same plain form
 * posts and checks as taking a unit online (src/server/licences/handler.ts), with the units, rents,
 * term, rent-free weeks and deposit read from the stored proposal at every step: nothing the
 * prospect posts can change them. Every answer is a 303 to a page in the site's layout.
 */

/** What a proposal is signed against: the CMS's template, centre, VAT rate and hold time today. */
export type ProposalContext = {
  readonly template: LicenceTemplate;
  readonly centre: { readonly name: string; readonly address: string };
  readonly settings: Pick<LicenceSettings, 'holdHours' | 'bank'>;
  readonly vatRatePercent: number;
  readonly licensor: string;
};

export type ProposalFlowDeps = {
  readonly db: Database;
  readonly siteUrl: string;
  readonly formTokenSecret: string;
  readonly linkKey: string;
  readonly draftKey: Buffer;
  readonly rateLimitPerMinute: number;
  readonly trustedProxyHops?: number;
  readonly rateLimitStore?: 'database' | 'memory';
  readonly context: (family: LicenceFamily, centre: string) => Promise<ProposalContext | undefined>;
  readonly mail?: LicenceMailQueue;
  /** Stripe is configured: each licence is paid by card on its own signed page, as self-serve ones are. */
  readonly cardPayments?: boolean;
  /** After the licences are stored: each unit under offer on the site, each PDF rendered. */
  readonly afterSigning?: (licence: StoredLicence) => Promise<void>;
  readonly onStored?: () => void;
  readonly log: Logger;
  readonly now?: () => number;
};

export const proposalProblems = ['cross-site', 'link', 'expired-draft', 'withdrawn', 'expired', 'taken', 'rate-limited', 'unavailable', 'failure'] as const;
export type ProposalProblem = (typeof proposalProblems)[number];

const noStore = { 'cache-control': 'no-store' };
function seeOther(location: string, cookies: readonly string[] = []): Response {
  const headers = new Headers({ location, ...noStore });
  for (const cookie of cookies) headers.append('set-cookie', cookie);
  return new Response(null, { status: 303, headers });
}
const problemAt = (problem: ProposalProblem, extra = '') => seeOther(`${proposalPaths.problem}?reason=${problem}${extra}`);
const today = (now: number) => todayIn(businessTimeZone, new Date(now));
const secure = (deps: Pick<ProposalFlowDeps, 'siteUrl'>) => deps.siteUrl.startsWith('https:');

/** The stored proposal as the domain's terms (its units checked again as they are read). */
export function termsOfProposal(row: ProposalRow): ProposalTerms {
  return {
    prospect: { name: row.prospectName, email: row.prospectEmail, company: row.prospectCompany ?? undefined },
    centre: row.centre,
    family: row.family as LicenceFamily,
    units: proposalUnitsSchema.parse(row.units),
    startDate: row.startDate,
    termMonths: row.termMonths,
    rentFreeWeeks: row.rentFreeWeeks,
    depositPence: row.depositPence,
    specialTerms: row.specialTerms,
    validUntil: row.validUntil,
  };
}

export type OpenedProposal = { readonly row: ProposalRow; readonly state: ProposalLinkState; readonly terms: ProposalTerms };

/** The proposal a link names, or undefined when its signature is wrong (forged or altered). */
export async function proposalOfLink(db: Database, id: unknown, signature: unknown, linkKey: string, now: number): Promise<OpenedProposal | undefined> {
  if (!verifyProposalSignature(id, signature, linkKey)) return undefined;
  const row = await findProposal(db, id);
  if (!row) return undefined;
  return { row, state: proposalLinkState(row, today(now)), terms: termsOfProposal(row) };
}

/** The link's page was opened: the lead's history hears of it the first time. */
export const noteProposalOpened = (db: Database, id: string, now: number) => recordProposalOpened(db, id, today(now));

async function admit(request: Request, deps: ProposalFlowDeps, now: number) {
  if (isCrossSite(request, deps.siteUrl)) return problemAt('cross-site');
  if ((request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() !== 'application/x-www-form-urlencoded')
    return new Response('Send the form as a form post.', { status: 415, headers: noStore });
  const read = await readFormBody(request, maxBodyBytes);
  if (!read.ok) return problemAt('failure');
  const form = Object.fromEntries(read.value);
  const token = verifyFormToken(form.token, deps.formTokenSecret, now);
  if (!token.ok && token.reason !== 'too-quick') return problemAt('expired-draft');
  const draft = openProposalDraft(readCookie(request.headers.get('cookie') ?? '', proposalDraftCookieName), deps.draftKey, now);
  return { form, token, draft };
}

const definedErrors = (errors: FieldErrors): Record<string, string> =>
  Object.fromEntries(Object.entries(errors).flatMap(([field, message]) => (message ? [[field, message.slice(0, 300)]] : [])));

/** The proposal a draft is about, checked again; a closed one answers its problem. */
async function openDraftProposal(deps: ProposalFlowDeps, draft: ProposalDraft | undefined, now: number): Promise<OpenedProposal | Response> {
  if (!draft?.values.proposal) return problemAt('expired-draft');
  const opened = await proposalOfLink(deps.db, draft.values.proposal, draft.values.signature, deps.linkKey, now);
  if (!opened) return problemAt('link');
  if (opened.state === 'signed') return seeOther(proposalSignedPath(opened.row.id, deps.linkKey), clearProposalDraftCookies(secure(deps)));
  if (opened.state !== 'open') return problemAt(opened.state);
  return opened;
}

/** POST /api/licences/proposal/start: the prospect accepts to go on with the proposal the link names. */
export async function handleProposalStartPost(request: Request, deps: ProposalFlowDeps): Promise<Response> {
  try {
    const now = deps.now?.() ?? Date.now();
    const admitted = await admit(request, deps, now);
    if (admitted instanceof Response) return admitted;
    const { form, draft } = admitted;
    // Going back to the offer keeps what was typed for the same proposal.
    const same = draft && draft.values.proposal === form.p ? draft : undefined;
    const candidate: ProposalDraft = {
      key: same?.key ?? newDraftKey(),
      at: now,
      values: {
        ...same?.values,
        proposal: (form.p ?? '').slice(0, 40),
        signature: (form.s ?? '').slice(0, 100),
        openedAt: same?.values.openedAt ?? new Date(now).toISOString(),
      },
      ...(same?.checked ? { checked: true } : {}),
    };
    const opened = await openDraftProposal(deps, candidate, now);
    if (opened instanceof Response) return opened;
    const cookies = proposalDraftCookies(sealProposalDraft(candidate, deps.draftKey), secure(deps));
    return seeOther(candidate.checked ? proposalPaths.review : proposalPaths.details, cookies);
  } catch (error) {
    return proposalFailureResponse(error, deps.log);
  }
}

const detailFields = ['tenantKind', 'tenantName', 'companyNumber', 'addressLine1', 'addressLine2', 'town', 'postcode', 'name', 'role', 'email', 'phone', 'phoneCountry', 'website'];

/** POST /api/licences/proposal/details: the tenant and the signatory, checked as in the self-serve flow. */
export async function handleProposalDetailsPost(request: Request, deps: ProposalFlowDeps): Promise<Response> {
  try {
    const now = deps.now?.() ?? Date.now();
    const admitted = await admit(request, deps, now);
    if (admitted instanceof Response) return admitted;
    const { form, token, draft: previous } = admitted;
    const opened = await openDraftProposal(deps, previous, now);
    if (opened instanceof Response) return opened;
    if (!previous) return problemAt('expired-draft');
    const values = Object.fromEntries(detailFields.map((name) => [name, (form[name] ?? '').slice(0, 500)]));
    const checked = checkDetails(values);
    const errors = { ...checked.errors };
    if (!token.ok || now - token.issuedAt < minimumFillMs) errors.form = 'That was very quick. Check your details and send the form again.';
    const ok = Object.keys(errors).length === 0;
    if (!ok) deps.log.info({ fields: Object.keys(errors) }, 'proposal details refused: invalid input');
    const draft: ProposalDraft = {
      key: previous.key,
      at: now,
      values: { ...previous.values, ...values },
      ...(ok ? { checked: true } : { errors: definedErrors(errors) }),
    };
    return seeOther(ok ? proposalPaths.review : `${proposalPaths.details}#licence-errors`, proposalDraftCookies(sealProposalDraft(draft, deps.draftKey), secure(deps)));
  } catch (error) {
    return proposalFailureResponse(error, deps.log);
  }
}

export type ReviewedProposal = {
  readonly proposal: ProposalRow;
  readonly terms: ProposalTerms;
  readonly cost: ProposalCost;
  readonly context: ProposalContext;
  readonly details: LicenceDetails;
  readonly phoneE164: string;
  readonly text: string;
};

/** The draft and the stored proposal, checked again against today's CMS: what is shown and signed. */
export async function reviewProposal(
  opened: OpenedProposal,
  draft: ProposalDraft | undefined,
  contextOf: ProposalFlowDeps['context'],
): Promise<ReviewedProposal | undefined> {
  if (!draft?.checked) return undefined;
  const checked = checkDetails(draft.values);
  if (checked.errors) return undefined;
  const context = await contextOf(opened.terms.family, opened.terms.centre);
  if (!context) return undefined;
  const cost = proposalCostOf(opened.terms, context.vatRatePercent);
  const values = proposalMergeValues(opened.terms, cost, { licensor: context.licensor, centre: context.centre, permittedUse: context.template.permittedUse }, checked.details);
  return {
    proposal: opened.row,
    terms: opened.terms,
    cost,
    context,
    details: checked.details,
    phoneE164: checked.phoneE164,
    text: mergeLicence(context.template.body, values),
  };
}

/** POST /api/licences/proposal/sign: every unit's licence stored and held together, or none. */
export async function handleProposalSignPost(request: Request, deps: ProposalFlowDeps): Promise<Response> {
  try {
    const now = deps.now?.() ?? Date.now();
    const admitted = await admit(request, deps, now);
    if (admitted instanceof Response) return admitted;
    const { form, draft } = admitted;
    const opened = await openDraftProposal(deps, draft, now);
    if (opened instanceof Response) return opened;
    const reviewed = await reviewProposal(opened, draft, deps.context);
    if (!reviewed || !draft) return problemAt('expired-draft');
    const typedName = (form.typedName ?? '').slice(0, 200).normalize('NFC').trim();
    const problems = signatureProblems({ typedName, agreed: form.agree === 'yes', signatoryName: reviewed.details.name });
    if (Object.keys(problems).length > 0) {
      const retry: ProposalDraft = { ...draft, at: now, errors: definedErrors(problems) };
      return seeOther(`${proposalPaths.review}#licence-errors`, proposalDraftCookies(sealProposalDraft(retry, deps.draftKey), secure(deps)));
    }
    const client = clientAddress(request.headers, deps.trustedProxyHops ?? 0);
    const key = clientKey(`licence:${client.address}`);
    const limit = deps.rateLimitStore === 'memory' ? hitMemoryRateLimit(key, deps.rateLimitPerMinute, now) : await hitRateLimit(deps.db, key, deps.rateLimitPerMinute, now);
    if (!limit.allowed) return problemAt('rate-limited');
    const openedAt = new Date(draft.values.openedAt ?? '');
    const { details } = reviewed;
    const unitLicences = reviewed.terms.units.map((unit, index) => {
      const unitCost = reviewed.cost.units[index]!;
      return {
        idempotencyKey: `${draft.key}:${index}`,
        unit: { reference: unit.reference, name: unit.name, centre: unit.centre, workspaceType: unit.workspaceType },
        family: reviewed.terms.family,
        template: { id: reviewed.context.template.id, version: reviewed.context.template.version },
        signedText: reviewed.text,
        tenant: { kind: details.tenantKind, name: details.tenantName, companyNumber: details.companyNumber, registeredAddress: registeredAddressOf(details) },
        signatory: { name: details.name, role: details.role, email: details.email, phoneE164: reviewed.phoneE164, phoneCountry: details.phoneCountry },
        signatureName: typedName,
        startDate: reviewed.terms.startDate,
        noticeMonths: unit.noticeMonths,
        cost: {
          rentPence: unitCost.rentPence,
          serviceChargePence: unitCost.serviceChargePence,
          monthly: unitCost.monthly,
          rates: { kind: 'unknown' as const },
          depositMonths: 0,
          depositPence: unitCost.depositPence,
          dueTodayPence: unitCost.dueTodayPence,
          termMonths: reviewed.terms.termMonths,
          contractValuePence: unitCost.contractValuePence,
        },
        payment: deps.cardPayments ? ('card-pending' as const) : ('transfer-awaited' as const),
        holdHours: reviewed.context.settings.holdHours,
        openedAt: Number.isNaN(openedAt.getTime()) ? new Date(now) : openedAt,
        pagePath: proposalPaths.offer,
      };
    });
    let signed;
    try {
      signed = await signProposal(deps.db, reviewed.proposal.id, unitLicences, new Date(now), today(now), deps.mail);
    } catch (error) {
      if (error instanceof ProposalUnitTakenError) {
        deps.log.info({ proposal: reviewed.proposal.reference, unit: error.unitReference }, 'proposal refused: a unit is already held');
        return problemAt('taken', `&unit=${encodeURIComponent(error.unitReference)}&ref=${encodeURIComponent(reviewed.proposal.reference)}`);
      }
      if (error instanceof ProposalClosedError) return problemAt(error.state);
      throw error;
    }
    deps.log.info({ proposal: reviewed.proposal.reference, licences: signed.licences.length, created: signed.created }, 'proposal signed');
    if (signed.created) {
      deps.onStored?.();
      for (const licence of signed.licences) {
        // The signature is kept whatever happens next: a failure here is retried, never the prospect's.
        try {
          await deps.afterSigning?.({ ...licence, created: true });
        } catch (error) {
          deps.log.error({ reference: licence.reference, ...errorFacts(error) }, 'proposal after-signing step failed');
        }
      }
    }
    return seeOther(proposalSignedPath(reviewed.proposal.id, deps.linkKey), clearProposalDraftCookies(secure(deps)));
  } catch (error) {
    return proposalFailureResponse(error, deps.log);
  }
}

/** A failure below the handler: the log gets class, code and a reference, never the values. */
export function proposalFailureResponse(error: unknown, log: Logger): Response {
  if (isStorageOutage(error)) {
    log.error(errorFacts(error), 'proposal failed: storage unavailable');
    return problemAt('unavailable');
  }
  const errorReference = newErrorReference();
  log.error({ ...errorFacts(error), errorReference }, 'proposal failed: unexpected error');
  return problemAt('failure', `&ref=${encodeURIComponent(errorReference)}`);
}

