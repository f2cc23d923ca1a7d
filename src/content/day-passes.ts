import 'server-only';
import config from '@payload-config';
import { getPayload } from 'payload';
import { docToDayPassSettings, type CentreDayPassesDoc } from '@/cms/collections/centre-day-passes';
import { docToBundleSettings } from '@/cms/globals/bundle-settings';
import { bundleSettingsSchema, type BundleSettings } from '@/domain/day-pass/bundle';
import type { Centre } from '@/domain/centre-directory';
import { centreSlugs, type CentreSlug } from '@/domain/centres';
import { dayPassPrice, sellableDayPassDates, type DayPassSettings } from '@/domain/day-pass/day-pass';
import type { PriceWithVat } from '@/domain/vat';
import type { DayPassBundleRow, DayPassRow } from '@/server/db/schema';
import { bundlePasses, findBundle } from '@/server/day-passes/bundles';
import { dayPassUse, findDayPass } from '@/server/day-passes/day-passes';
import { verifyManageLink } from '@/server/links/manage-link';
import { getEnquiryRuntime, manageSigningKey } from '@/server/runtime';
import { getCentres, getSiteSettings } from './index';

/*
 * What the day-pass pages, POST /api/day-passes and the pass mail read. The settings are read from
 * the published centres on every call, never from a build-time copy: a change of desks, price or
 * closed dates in the CMS applies to the next request. A centre sells passes only when it offers
 * coworking and its "Day passes" tab is switched on and complete.
 */

export type DayPassCentre = { readonly centre: Centre; readonly settings: DayPassSettings };

export async function getDayPassSettings(): Promise<ReadonlyMap<string, DayPassSettings>> {
  const payload = await getPayload({ config });
  const { docs } = await payload.find({
    collection: 'centres',
    where: { _status: { equals: 'published' } },
    depth: 0,
    limit: centreSlugs.length,
    select: { slug: true, dayPasses: true },
    overrideAccess: true,
  });
  const settings = new Map<string, DayPassSettings>();
  for (const doc of docs as { slug?: string; dayPasses?: CentreDayPassesDoc }[]) {
    const parsed = docToDayPassSettings(doc.dayPasses);
    if (doc.slug && parsed) settings.set(doc.slug, parsed);
  }
  return settings;
}

/** The centres selling day passes, in the site's order (alphabetical by town). */
export async function getDayPassCentres(): Promise<DayPassCentre[]> {
  const [centres, settings] = await Promise.all([getCentres(), getDayPassSettings()]);
  return centres.flatMap((centre) => {
    const found = settings.get(centre.slug);
    return found && centre.offers.includes('coworking-spaces') ? [{ centre, settings: found }] : [];
  });
}

export async function getDayPassCentre(slug: string): Promise<DayPassCentre | undefined> {
  if (!(centreSlugs as readonly string[]).includes(slug)) return undefined;
  return (await getDayPassCentres()).find((entry) => entry.centre.slug === (slug as CentreSlug));
}

export type DayPassDate = { readonly date: string; readonly desksLeft: number };

/** The centre's offer now: dates on sale with desks left, the price with VAT, the trial day. */
export async function getDayPassOffer(
  slug: string,
  now: Date = new Date(),
): Promise<
  | (DayPassCentre & { readonly dates: DayPassDate[]; readonly price: PriceWithVat; readonly vatRatePercent: number })
  | undefined
> {
  const found = await getDayPassCentre(slug);
  if (!found) return undefined;
  const [runtime, siteSettings] = await Promise.all([getEnquiryRuntime(), getSiteSettings()]);
  const dates = sellableDayPassDates(found.settings, found.centre.openingHours, now);
  const use =
    dates.length > 0 ? await dayPassUse(runtime.database.db, found.centre.slug, dates[0]!, dates.at(-1)!) : new Map<string, number>();
  return {
    ...found,
    dates: dates.map((date) => ({ date, desksLeft: Math.max(0, found.settings.desks - (use.get(date) ?? 0)) })),
    price: dayPassPrice(found.settings, siteSettings.vatRatePercent, false),
    vatRatePercent: siteSettings.vatRatePercent,
  };
}

export type SignedDayPass =
  | { readonly ok: true; readonly pass: DayPassRow; readonly centre: Centre | undefined; readonly mailed: boolean }
  | { readonly ok: false; readonly reason: 'forged' | 'expired' };

/** The pass a signed manage link names, with its centre; or why the link does not open it. */
export async function getSignedDayPass(
  id: string | string[] | undefined,
  signature: string | string[] | undefined,
): Promise<SignedDayPass> {
  if (typeof id !== 'string' || typeof signature !== 'string') return { ok: false, reason: 'forged' };
  const verdict = verifyManageLink('day-pass', id, signature, manageSigningKey());
  if (!verdict.valid) return { ok: false, reason: verdict.reason };
  const runtime = await getEnquiryRuntime();
  const pass = await findDayPass(runtime.database.db, id);
  if (!pass) return { ok: false, reason: 'forged' };
  const centres = await getCentres();
  return {
    ok: true,
    pass,
    centre: centres.find((centre) => centre.slug === pass.centre),
    mailed: runtime.delivery.visitorMail !== undefined,
  };
}

/** The bundle sizes' prices and validity as the CMS has them now; undefined when incomplete. */
export async function getBundleSettings(): Promise<BundleSettings | undefined> {
  const payload = await getPayload({ config });
  const doc = await payload.findGlobal({ slug: 'bundle-settings', depth: 0, overrideAccess: true });
  const parsed = bundleSettingsSchema.safeParse(docToBundleSettings(doc));
  return parsed.success ? parsed.data : undefined;
}

export type SignedBundle =
  | { readonly ok: true; readonly bundle: DayPassBundleRow; readonly passes: readonly DayPassRow[]; readonly daysUsed: number }
  | { readonly ok: false; readonly reason: 'forged' | 'expired' };

/** The bundle a signed link names, with the days booked from it; or why the link does not open it. */
export async function getSignedBundle(id: string | string[] | undefined, signature: string | string[] | undefined): Promise<SignedBundle> {
  if (typeof id !== 'string' || typeof signature !== 'string') return { ok: false, reason: 'forged' };
  const verdict = verifyManageLink('day-pass-bundle', id, signature, manageSigningKey());
  if (!verdict.valid) return { ok: false, reason: verdict.reason };
  const { db } = (await getEnquiryRuntime()).database;
  const bundle = await findBundle(db, id);
  if (!bundle) return { ok: false, reason: 'forged' };
  const passes = await bundlePasses(db, id);
  return { ok: true, bundle, passes, daysUsed: passes.filter((pass) => pass.status === 'confirmed').length };
}
