import type { CentreSlug } from '@/domain/centres';
import {
  virtualOfficePlansSchema,
  type VirtualOfficePlan,
  type VirtualOfficePlanKind,
  type VirtualOfficePlans,
} from '@/domain/virtual-office/plans';
import { centresOffering } from './centres';

/*
 * The virtual-office plans an empty database starts with, priced at every centre that offers
 * virtual offices. Prices are monthly, ex VAT, in pence, and plausible for the UK market outside
 * London: a plain business address in a market town is the cheapest thing we sell. The product
 * copy says virtual offices start "from £59" a month (seed/products.ts, price 59): the business
 * address at a first-tier centre is £59, so that claim is true of these plans; a test
 * (virtual-office-plans.test.ts) keeps it so.
 */

/** Price (pence, ex VAT) at a first-tier centre; dearer towns add their tier's uplift. */
const basePence: Record<VirtualOfficePlanKind, number> = {
  'business-address': 5900,
  'registered-office': 6500,
  'mail-handling': 7900,
  'mail-forwarding': 9500,
  'call-answering': 12900,
};

/** Towns near London or on the south coast's busiest stretch cost more to run. */
const tierUpliftPence: Partial<Record<CentreSlug, number>> = {
  crawley: 1200,
  dartford: 1200,
  'haywards-heath': 1200,
  'high-wycombe': 1200,
  luton: 1200,
  northfleet: 1200,
  camberley: 600,
  chichester: 600,
  southampton: 600,
  winchester: 600,
  basingstoke: 600,
  ipswich: 600,
};

const plans: readonly Omit<VirtualOfficePlan, 'prices'>[] = [
  {
    kind: 'business-address',
    name: 'Business address',
    description:
      'A professional address for your website, letterheads and invoices, so your home address stays private.',
    included: [
      'Use of the centre’s address for trading and correspondence',
      'Post received and held at reception for you to collect',
      'An email when post arrives',
    ],
    needsIdCheck: true,
  },
  {
    kind: 'registered-office',
    name: 'Registered office for Companies House',
    description:
      'Our address as your company’s registered office and directors’ service address on the public register.',
    included: [
      'Registered office and service address for every director',
      'Letters from Companies House and HMRC scanned the day they arrive',
      'We file nothing for you: you change the address at Companies House yourself',
    ],
    needsIdCheck: true,
  },
  {
    kind: 'mail-handling',
    name: 'Mail handling',
    description:
      'A business address with every letter opened on your instruction and scanned to you the same day.',
    included: [
      'Business address for trading and correspondence',
      'Letters scanned and emailed the day they arrive',
      'Parcels signed for and held for 14 days',
    ],
    needsIdCheck: true,
  },
  {
    kind: 'mail-forwarding',
    name: 'Mail forwarding',
    description: 'A business address with your post sent on to you every week, or every day if you prefer.',
    included: [
      'Business address for trading and correspondence',
      'Post forwarded weekly to a UK address (postage at cost)',
      'Daily forwarding on request',
    ],
    needsIdCheck: true,
  },
  {
    kind: 'call-answering',
    name: 'Call answering',
    description:
      'A local phone number answered in your business’s name by our reception team, with messages sent to you at once.',
    included: [
      'A local number with the centre’s area code',
      'Calls answered in your business’s name, 9:00 to 17:30 on weekdays',
      'Messages by email or text straight after each call',
    ],
    // Answering calls is not a trust or company service under the Money Laundering Regulations 2017.
    needsIdCheck: false,
  },
];

export const seedVirtualOfficePlans: VirtualOfficePlans = virtualOfficePlansSchema.parse({
  plans: plans.map((plan) => ({
    ...plan,
    prices: centresOffering('virtual-offices').map((centre) => ({
      centre: centre.slug,
      monthlyPence: basePence[plan.kind] + (tierUpliftPence[centre.slug] ?? 0),
    })),
  })),
});
