import 'server-only';
import config from '@payload-config';
import { cookies } from 'next/headers';
import { getPayload } from 'payload';
import { docToLicenceSettings } from '@/cms/globals/licence-settings';
import { licenceSettingsSchema, licenceTemplateSchema, typeSettingsOf, type LicenceSettings, type LicenceTemplate } from '@/domain/licence/settings';
import type { LicenceOffer } from '@/domain/licence/offer';
import { licenceFamilyOf, mayTakeOnline, membershipDesksOf } from '@/domain/licence/terms';
import { site } from '@/domain/site';
import type { Unit } from '@/domain/units';
import type { WorkspaceTypeSlug } from '@/domain/workspace-type-slugs';
import { businessTimeZone, todayIn } from '@/lib/calendar-date';
import { formatAddress } from '@/lib/format';
import { serverEnv } from '@/env';
import { cmsSecret } from '@/server/cms-secret';
import type { Database } from '@/server/db/client';
import type { LicenceRow } from '@/server/db/schema';
import { registerLicenceMailLoader } from '@/server/licences/mail';
import { licenceDraftCookieName, licenceDraftKey, openLicenceDraft, type LicenceDraft } from '@/server/licences/draft';
import { licenceFailureResponse, reviewDraft, type LicenceHandlerDeps } from '@/server/licences/handler';
import { licenceLinkKey, licenceSignedPath, signLicenceId, verifyLicenceSignature } from '@/server/licences/link';
import { LicenceHoldExpiry } from '@/server/licences/expiry';
import { handleLicencePayPost, expireLicenceCheckout, type PayStep } from '@/server/licences/payment';
import { renderLicencePdf } from '@/server/licences/pdf';
import { recordExpiredProposals } from '@/server/licences/proposals';
import {
  expireLapsedHolds,
  findLicence,
  findLicenceDocument,
  heldUnitReferences,
  membersByFloor,
  storeLicenceDocument,
  type StoredLicence,
} from '@/server/licences/store';
import { logger } from '@/server/logger';
import { formPostGuards, getEnquiryRuntime } from '@/server/runtime';
import type { LicencePaymentRoute } from '@/domain/licence/payment';
import { getCentre, getListedUnits, getSiteSettings } from './index';
import { findPromoCode } from './promo-codes';
import { promoForLicence, type PromoApplied } from '@/server/promo-codes/redemptions';
import { sharedRead } from './shared-read';

/*
 * What "Take this unit online" reads (issue 38): the CMS's licence settings and templates, the unit
 * as listed, and the licences table's holds; and what it changes in the CMS: a signed unit shows
 * "Under offer" everywhere (publishing it revalidates every page that lists it), a lapsed hold
 * lists it again.
 */

const cms = () => getPayload({ config });
const log = logger.child({ component: 'licences' });

export const getLicenceSettings = sharedRead(async (): Promise<LicenceSettings | undefined> => {
  const doc = await (await cms()).findGlobal({ slug: 'licence-settings', depth: 0, overrideAccess: true });
  const parsed = licenceSettingsSchema.safeParse(docToLicenceSettings(doc));
  return parsed.success ? parsed.data : undefined;
});

export const getLicenceTemplates = sharedRead(async (): Promise<readonly LicenceTemplate[]> => {
  const { docs } = await (await cms()).find({ collection: 'licence-templates', depth: 0, pagination: false, overrideAccess: true });
  return docs.flatMap((doc) => {
    const parsed = licenceTemplateSchema.safeParse(doc);
    return parsed.success ? [parsed.data] : [];
  });
});

/** Whether a listed unit shows "Take this unit online" (its status comes from the CMS, which a hold updates). */
export async function unitTakesOnline(unit: Unit): Promise<boolean> {
  const [settings, templates] = await Promise.all([getLicenceSettings(), getLicenceTemplates()]);
  const family = licenceFamilyOf(unit.workspaceType);
  if (!settings || !family || !templates.some((template) => template.family === family)) return false;
  return mayTakeOnline(unit, typeSettingsOf(settings, unit.workspaceType), todayIn(businessTimeZone));
}

/** Whether units of a workspace type are offered online at all (its CMS setting and a licence template). */
export async function typeTakesOnline(type: WorkspaceTypeSlug): Promise<boolean> {
  const [settings, templates] = await Promise.all([getLicenceSettings(), getLicenceTemplates()]);
  const family = licenceFamilyOf(type);
  if (!settings || !family || !templates.some((template) => template.family === family)) return false;
  return typeSettingsOf(settings, type).takeOnline;
}

/** The unit as offered online now; undefined when it is unknown, not listed, not online or held. */
export async function getLicenceOffer(reference: string): Promise<LicenceOffer | undefined> {
  const wanted = reference.toUpperCase();
  const runtime = await getEnquiryRuntime();
  await releaseLapsedHolds();
  const [units, settings, templates, siteSettings, held, members] = await Promise.all([
    getListedUnits(),
    getLicenceSettings(),
    getLicenceTemplates(),
    getSiteSettings(),
    heldUnitReferences(runtime.database.db),
    membersByFloor(runtime.database.db),
  ]);
  const unit = units.find((candidate) => candidate.reference === wanted);
  const family = unit ? licenceFamilyOf(unit.workspaceType) : undefined;
  const template = templates.find((candidate) => candidate.family === family);
  if (!unit || !settings || !template || held.includes(unit.reference)) return undefined;
  const centre = await getCentre(unit.centre);
  const desks = membershipDesksOf(unit);
  return {
    unit,
    centre: { name: centre.name, address: formatAddress(centre.address) },
    settings,
    template,
    vatRatePercent: siteSettings.vatRatePercent,
    licensor: site.legalName,
    desksFree: desks === undefined ? undefined : Math.max(0, desks - (members.get(unit.reference) ?? 0)),
  };
}

async function setUnitAvailability(reference: string, availability: 'under-offer' | 'available' | 'available-from'): Promise<void> {
  await (await cms()).update({
    collection: 'units',
    where: { reference: { equals: reference } },
    data: { availability, _status: 'published' } as never,
    overrideAccess: true,
  });
}

/**
 * Lapsed unpaid holds end: the tenant is told (through the outbox), an open Checkout Session is
 * closed at Stripe, and the unit is listed again (as free now, or from its date).
 */
export async function releaseLapsedHolds(now = new Date()): Promise<number> {
  const runtime = await getEnquiryRuntime();
  const lapsed = await expireLapsedHolds(runtime.database.db, now, { tenantMail: runtime.delivery.visitorMail !== undefined });
  if (lapsed.length > 0) runtime.worker.kick();
  for (const { reference, unitReference, checkoutSessionId } of lapsed) {
    if (checkoutSessionId && runtime.payments) await expireLicenceCheckout(runtime.payments, checkoutSessionId, log);
    const { docs } = await (await cms()).find({
      collection: 'units',
      where: { reference: { equals: unitReference } },
      depth: 0,
      limit: 1,
      overrideAccess: true,
    });
    const unit = docs[0] as { availability?: string; availableFrom?: string | null } | undefined;
    // Staff may have let or withdrawn it in the meantime: only a unit still under offer is freed.
    if (unit?.availability !== 'under-offer') continue;
    const from = unit.availableFrom ? todayIn(businessTimeZone, new Date(unit.availableFrom)) : undefined;
    await setUnitAvailability(unitReference, from && from > todayIn(businessTimeZone, now) ? 'available-from' : 'available');
    log.info({ reference, unit: unitReference }, 'licence hold lapsed: unit listed again');
  }
  return lapsed.length;
}

/**
 * The signed PDF (or the countersigned one), rendered from the stored row when it is not there yet
 * (or its render failed). The countersigned copy carries the countersignature and every event up
 * to it on its audit page.
 */
export async function ensureLicencePdf(
  licence: LicenceRow,
  db?: Database,
  kind: 'signed' | 'countersigned' = 'signed',
): Promise<Buffer> {
  db ??= (await getEnquiryRuntime()).database.db;
  const stored = await findLicenceDocument(db, licence.id, kind);
  if (stored) return stored;
  const countersigned =
    kind === 'countersigned' && licence.countersignedAt && licence.countersignedBy
      ? { by: licence.countersignedBy, at: licence.countersignedAt }
      : undefined;
  if (kind === 'countersigned' && !countersigned) throw new Error('licence not countersigned');
  const templates = await getLicenceTemplates();
  const title = templates.find((template) => template.family === licence.family)?.title ?? 'Licence';
  const pdf = await renderLicencePdf({
    reference: licence.reference,
    title,
    signedText: licence.signedText,
    signedTextSha256: licence.signedTextSha256,
    templateVersion: licence.templateVersion,
    signatoryName: licence.signatoryName,
    signatoryRole: licence.signatoryRole,
    tenantName: licence.tenantName,
    email: licence.email,
    signatureName: licence.signatureName,
    signedAt: licence.signedAt,
    events: licence.events,
    countersigned,
  });
  await storeLicenceDocument(db, licence.id, kind, pdf);
  return (await findLicenceDocument(db, licence.id, kind)) ?? Buffer.from(pdf);
}

/** After signing: the unit is under offer on every page, and the signed PDF is kept. */
export async function afterSigning(stored: StoredLicence): Promise<void> {
  const runtime = await getEnquiryRuntime();
  const licence = await findLicence(runtime.database.db, stored.id);
  if (!licence) return;
  // A coworking floor stays listed while a desk is free; its last member puts it under offer.
  if (licence.desks === null || (await heldUnitReferences(runtime.database.db)).includes(licence.unitReference))
    await setUnitAvailability(licence.unitReference, 'under-offer');
  await ensureLicencePdf(licence, runtime.database.db);
}

/** The admin's page of one licence. */
export const licenceAdminPath = (id: string) => `/admin/licences?licence=${encodeURIComponent(id)}`;

/** How a licence's mails are made (instrumentation.ts registers it before the outbox worker starts). */
export function registerLicenceMail(): void {
  registerLicenceMailLoader(async (db, licenceId, document) => {
    const licence = await findLicence(db, licenceId);
    if (!licence) return undefined;
    const [pdf, settings] = await Promise.all([ensureLicencePdf(licence, db, document), getLicenceSettings()]);
    const siteUrl = serverEnv().SITE_URL;
    return {
      licence,
      promo: await promoForLicence(db, licence.id),
      pdf,
      bank: settings?.bank,
      pageUrl: new URL(licenceSignedPath(licence.id, licenceSigningKey()), siteUrl).toString(),
      adminUrl: new URL(licenceAdminPath(licence.id), siteUrl).toString(),
    };
  });
}

export const licenceSigningKey = () => licenceLinkKey(cmsSecret());

/** The tenant's copy of the signed PDF, behind the same signed link as the licence's page. */
export const licencePdfPath = (id: string) =>
  `/api/licences/pdf?l=${encodeURIComponent(id)}&s=${encodeURIComponent(signLicenceId(id, licenceSigningKey()))}`;

/** The PDF as a private download: never cached by a shared cache, never a public media URL. */
export async function licencePdfResponse(licence: LicenceRow, kind: 'signed' | 'countersigned' = 'signed'): Promise<Response> {
  const pdf = await ensureLicencePdf(licence, undefined, kind);
  return new Response(new Uint8Array(pdf), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="Northlight-licence-${licence.reference}${kind === 'countersigned' ? '-countersigned' : ''}.pdf"`,
      'cache-control': 'private, no-store',
      'x-robots-tag': 'noindex',
    },
  });
}

export async function getLicenceDraft(): Promise<LicenceDraft | undefined> {
  return openLicenceDraft((await cookies()).get(licenceDraftCookieName)?.value, licenceDraftKey(cmsSecret()));
}

/** The draft checked again against today's data: what the review page shows and signing would store. */
export async function getReviewedLicence(draft: LicenceDraft | undefined) {
  return reviewDraft(draft, getLicenceOffer, Date.now());
}

/** The code on a membership's first month (its signed page), once its signed link was checked. */
export async function getLicencePromo(licenceId: string): Promise<PromoApplied | undefined> {
  return promoForLicence((await getEnquiryRuntime()).database.db, licenceId);
}

/** The licence a signed link names, or undefined when the signature or the licence is wrong. */
export async function getSignedLicence(
  id: string | string[] | undefined,
  signature: string | string[] | undefined,
): Promise<LicenceRow | undefined> {
  if (typeof id !== 'string' || typeof signature !== 'string') return undefined;
  if (!verifyLicenceSignature(id, signature, licenceSigningKey())) return undefined;
  const runtime = await getEnquiryRuntime();
  return findLicence(runtime.database.db, id);
}


/** POST handler of a step: the runtime's guards, keys and the offer around it. */
export function licenceFormPost(
  handle: (request: Request, deps: LicenceHandlerDeps) => Promise<Response>,
): (request: Request) => Promise<Response> {
  const handlerLog = logger.child({ component: 'licence-api' });
  return async (request) => {
    try {
      const runtime = await getEnquiryRuntime();
      const guards = formPostGuards(runtime);
      return await handle(request, {
        db: guards.db,
        rateLimitPerMinute: guards.rateLimitPerMinute,
        trustedProxyHops: guards.trustedProxyHops,
        rateLimitStore: guards.rateLimitStore,
        siteUrl: guards.siteUrl,
        formTokenSecret: guards.formTokenSecret,
        linkKey: licenceSigningKey(),
        draftKey: licenceDraftKey(cmsSecret()),
        offer: getLicenceOffer,
        // With Stripe configured the deposit is paid at Checkout (docs/decisions/0041), else by transfer.
        cardPayments: runtime.payments !== undefined,
        mail: { salesEmail: guards.channels.includes('email'), tenantMail: guards.visitorMail },
        onStored: guards.onStored,
        afterSigning,
        promoCodes: findPromoCode,
        log: handlerLog,
      });
    } catch (error) {
      return licenceFailureResponse(error, handlerLog);
    }
  };
}

/** How the deposit is paid, as the review page states it before signing: by card when Stripe is configured. */
export async function licencePaymentRoute(): Promise<LicencePaymentRoute> {
  return (await getEnquiryRuntime()).payments ? 'card' : 'transfer';
}

/** POST /api/licences/pay and /api/licences/mandate: the signed page's buttons to Stripe Checkout. */
export function licencePayPost(step: PayStep): (request: Request) => Promise<Response> {
  const payLog = logger.child({ component: 'licence-pay' });
  return async (request) => {
    const runtime = await getEnquiryRuntime();
    return handleLicencePayPost(
      request,
      { db: runtime.database.db, payments: runtime.payments, siteUrl: serverEnv().SITE_URL, linkKey: licenceSigningKey(), log: payLog },
      step,
    );
  };
}

/**
 * One pass of the timer: lapsed holds end, and proposals past their last day unsigned are written
 * in their leads' histories as expired (before, that waited for someone to open the proposals list).
 */
async function endLapsedOffers(): Promise<number> {
  const ended = await releaseLapsedHolds();
  const expired = await recordExpiredProposals((await getEnquiryRuntime()).database.db, todayIn(businessTimeZone));
  return ended + expired;
}

/** Started once per process with the CMS (instrumentation.ts): unpaid holds end on their own. */
const holdExpiryKey = Symbol.for('northlight.licenceHoldExpiry');
type GlobalWithExpiry = typeof globalThis & { [holdExpiryKey]?: LicenceHoldExpiry };

export function startLicenceHoldExpiry(): void {
  const global = globalThis as GlobalWithExpiry;
  global[holdExpiryKey] ??= new LicenceHoldExpiry(endLapsedOffers, log);
  global[holdExpiryKey].start();
}
