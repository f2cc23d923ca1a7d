import 'server-only';
import { cookies } from 'next/headers';
import { proposalCostOf, type ProposableUnit } from '@/domain/licence/proposal';
import { typeSettingsOf } from '@/domain/licence/settings';
import { depositMonthsOf, licenceFamilyOf, noticeMonthsOf, type LicenceFamily } from '@/domain/licence/terms';
import { monthlyCostOf } from '@/domain/monthly-cost';
import { isAvailableNow } from '@/domain/unit-availability';
import { site } from '@/domain/site';
import type { CentreSlug } from '@/domain/centres';
import { businessTimeZone, todayIn } from '@/lib/calendar-date';
import { formatAddress } from '@/lib/format';
import { serverEnv } from '@/env';
import { cmsSecret } from '@/server/cms-secret';
import { heldUnitReferences } from '@/server/licences/store';
import { findProposal } from '@/server/licences/proposals';
import { noteProposalOpened as noteOpened, proposalFailureResponse, proposalOfLink, termsOfProposal, type ProposalContext, type ProposalFlowDeps } from '@/server/licences/proposals-flow';
import { proposalDraftCookieName, proposalDraftKey, proposalLinkKey, proposalOfferPath, openProposalDraft, type ProposalDraft } from '@/server/licences/proposals-link';
import { registerProposalMailLoader } from '@/server/licences/proposals-mail';
import { logger } from '@/server/logger';
import { formPostGuards, getEnquiryRuntime } from '@/server/runtime';
import { getCentre, getListedUnits, getSiteSettings } from './index';
import { afterSigning, getLicenceSettings, getLicenceTemplates } from './licences';

/*
 * What proposals from sales read from the CMS (issue 38 item 6): the units sales may propose, as
 * listed, with the listing's rent and the deposit staff set; the template, centre, VAT rate and
 * hold time a proposal is signed against; and the wiring of the prospect's form posts and mail.
 */

export const proposalSigningKey = () => proposalLinkKey(cmsSecret());

/** The units a proposal may name, with the listing's figures; `free` false for those held or let. */
export async function getProposableUnits(): Promise<Map<string, ProposableUnit>> {
  const runtime = await getEnquiryRuntime();
  const [units, siteSettings, held] = await Promise.all([getListedUnits(), getSiteSettings(), heldUnitReferences(runtime.database.db)]);
  const today = todayIn(businessTimeZone);
  const proposable = new Map<string, ProposableUnit>();
  for (const unit of units) {
    if (!licenceFamilyOf(unit.workspaceType)) continue;
    const cost = monthlyCostOf(unit, { vatRatePercent: siteSettings.vatRatePercent });
    if (!cost) continue;
    const free = (isAvailableNow(unit, today) || unit.status === 'available-from') && !held.includes(unit.reference);
    proposable.set(unit.reference, {
      reference: unit.reference,
      name: unit.name,
      centre: unit.centre,
      workspaceType: unit.workspaceType,
      listedRentPence: cost.rentPence,
      serviceChargePence: cost.serviceChargePence,
      noticeMonths: noticeMonthsOf(unit),
      free,
      availableFrom: unit.status === 'available-from' && unit.availableFrom && unit.availableFrom > today ? unit.availableFrom : undefined,
      sizeSqFt: unit.sizeSqFt,
    });
  }
  return proposable;
}

/** The deposit staff set for a unit (its own, else its type's), in months of rent. */
export async function depositMonthsFor(): Promise<(unit: ProposableUnit) => number> {
  const [settings, units] = await Promise.all([getLicenceSettings(), getListedUnits()]);
  return (proposable) => {
    const unit = units.find((candidate) => candidate.reference === proposable.reference);
    if (!unit || !settings) return 0;
    return depositMonthsOf(unit, typeSettingsOf(settings, unit.workspaceType));
  };
}

/** The CMS's template for the family, the centre, the VAT rate and hold time: what a proposal is signed against. */
export async function getProposalContext(family: LicenceFamily, centre: string): Promise<ProposalContext | undefined> {
  const [settings, templates, siteSettings] = await Promise.all([getLicenceSettings(), getLicenceTemplates(), getSiteSettings()]);
  const template = templates.find((candidate) => candidate.family === family);
  if (!settings || !template) return undefined;
  const place = await getCentre(centre as CentreSlug);
  return {
    template,
    centre: { name: place.name, address: formatAddress(place.address) },
    settings: { holdHours: settings.holdHours, bank: settings.bank },
    vatRatePercent: siteSettings.vatRatePercent,
    licensor: site.legalName,
  };
}

/** The prospect's link, absolute, as mailed and as shown to sales. */
export const proposalLinkUrl = (id: string) => new URL(proposalOfferPath(id, proposalSigningKey()), serverEnv().SITE_URL).toString();

/** How a proposal's mail is made (instrumentation.ts registers it before the outbox worker starts). */
export function registerProposalMail(): void {
  registerProposalMailLoader(async (db, proposalId) => {
    const proposal = await findProposal(db, proposalId);
    if (!proposal) return undefined;
    const [siteSettings, centre] = await Promise.all([getSiteSettings(), getCentre(proposal.centre as CentreSlug)]);
    return {
      proposal,
      terms: termsOfProposal(proposal),
      centreName: centre.name,
      vatRatePercent: siteSettings.vatRatePercent,
      linkUrl: proposalLinkUrl(proposal.id),
    };
  });
}

export async function getOpenedProposal(id: unknown, signature: unknown) {
  const runtime = await getEnquiryRuntime();
  return proposalOfLink(runtime.database.db, id, signature, proposalSigningKey(), Date.now());
}

/** The prospect opened the link's page: the lead's history hears of it the first time. */
export async function noteProposalOpened(id: string): Promise<void> {
  await noteOpened((await getEnquiryRuntime()).database.db, id, Date.now());
}

export async function getProposalDraft(): Promise<ProposalDraft | undefined> {
  return openProposalDraft((await cookies()).get(proposalDraftCookieName)?.value, proposalDraftKey(cmsSecret()));
}

/** A proposal's figures as the prospect's pages show them, from the CMS's VAT rate. */
export async function proposalCostFor(terms: Parameters<typeof proposalCostOf>[0]) {
  return proposalCostOf(terms, (await getSiteSettings()).vatRatePercent);
}

/** POST handler of a proposal step: the runtime's guards, keys and the CMS's context around it. */
export function proposalFormPost(handle: (request: Request, deps: ProposalFlowDeps) => Promise<Response>): (request: Request) => Promise<Response> {
  const log = logger.child({ component: 'proposal-api' });
  return async (request) => {
    try {
      const runtime = await getEnquiryRuntime();
      const guards = formPostGuards(runtime);
      return await handle(request, {
        db: guards.db,
        siteUrl: guards.siteUrl,
        formTokenSecret: guards.formTokenSecret,
        linkKey: proposalSigningKey(),
        draftKey: proposalDraftKey(cmsSecret()),
        rateLimitPerMinute: guards.rateLimitPerMinute,
        trustedProxyHops: guards.trustedProxyHops,
        rateLimitStore: guards.rateLimitStore,
        context: getProposalContext,
        mail: { salesEmail: guards.channels.includes('email'), tenantMail: guards.visitorMail },
        cardPayments: runtime.payments !== undefined,
        afterSigning,
        onStored: guards.onStored,
        log,
      });
    } catch (error) {
      return proposalFailureResponse(error, log);
    }
  };
}
