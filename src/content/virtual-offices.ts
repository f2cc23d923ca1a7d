import 'server-only';
import config from '@payload-config';
import { getPayload } from 'payload';
import { docToVirtualOfficePlans } from '@/cms/globals/virtual-office-plans';
import type { CentreSlug } from '@/domain/centres';
import {
  offeredPlans,
  virtualOfficePlansSchema,
  type VirtualOfficePlan,
} from '@/domain/virtual-office/plans';
import { getCentresOffering, getSiteSettings } from './centres';
import { sharedRead } from './shared-read';

/*
 * The virtual-office plans the site offers (CMS global virtual-office-plans), priced only at the
 * published centres that offer virtual offices, and the VAT rate from the site settings.
 */

export type VirtualOfficeOffer = {
  readonly plans: readonly VirtualOfficePlan[];
  /** Centres that offer virtual offices, alphabetical by town. */
  readonly centres: readonly { readonly slug: CentreSlug; readonly town: string }[];
  readonly vatRatePercent: number;
};

export const getVirtualOfficeOffer = sharedRead(async (): Promise<VirtualOfficeOffer> => {
  const payload = await getPayload({ config });
  const [doc, centres, settings] = await Promise.all([
    payload.findGlobal({ slug: 'virtual-office-plans', depth: 0, overrideAccess: true }),
    getCentresOffering('virtual-offices'),
    getSiteSettings(),
  ]);
  const parsed = virtualOfficePlansSchema.safeParse(docToVirtualOfficePlans(doc));
  const plans = parsed.success ? parsed.data.plans : [];
  const offered = offeredPlans(
    plans,
    centres.map((centre) => centre.slug),
  );
  const priced = new Set(offered.flatMap((plan) => plan.prices.map((price) => price.centre)));
  return {
    plans: offered,
    centres: centres
      .filter((centre) => priced.has(centre.slug))
      .map((centre) => ({ slug: centre.slug, town: centre.town })),
    vatRatePercent: settings.vatRatePercent,
  };
});
