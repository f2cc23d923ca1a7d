import { z } from 'zod';
import { centreSlugs, type CentreSlug } from '@/domain/centres';

/*
 * Virtual-office plans (issue 20 item 4): what each includes, whether UK anti-money-laundering
 * rules need the buyer's identity checked before it starts, and its monthly price (ex VAT) at each
 * centre that offers virtual offices. Edited in the CMS (global virtual-office-plans), seeded in
 * src/cms/seed/virtual-office-plans.ts; nothing here has a price.
 */

export const virtualOfficePlanKinds = [
  'business-address',
  'mail-handling',
  'mail-forwarding',
  'call-answering',
  'registered-office',
] as const;
export type VirtualOfficePlanKind = (typeof virtualOfficePlanKinds)[number];

/** Bounds of a monthly price, in pence: £1 to £2,000 (a month). */
export const monthlyPriceBounds = { min: 100, max: 200_000 } as const;

export const planPriceSchema = z.object({
  centre: z.enum(centreSlugs, { error: 'Choose a centre from the list.' }),
  monthlyPence: z
    .number({ error: 'Give the monthly price.' })
    .int({ error: 'Give the price in pounds and pence (at most two decimal places).' })
    .min(monthlyPriceBounds.min, { error: 'A monthly price is at least £1.' })
    .max(monthlyPriceBounds.max, { error: 'Check the price: it is over £2,000 for a month.' }),
});
export type PlanPrice = z.infer<typeof planPriceSchema>;

export const virtualOfficePlanSchema = z
  .object({
    kind: z.enum(virtualOfficePlanKinds),
    name: z.string().trim().min(3).max(60),
    description: z.string().trim().min(10).max(300),
    included: z.array(z.string().trim().min(3).max(120)).min(1).max(10),
    needsIdCheck: z.boolean(),
    prices: z.array(planPriceSchema).max(centreSlugs.length),
  })
  .superRefine((plan, ctx) => {
    const seen = new Set<string>();
    plan.prices.forEach((price, index) => {
      if (seen.has(price.centre))
        ctx.addIssue({
          code: 'custom',
          path: ['prices', index, 'centre'],
          message: 'This centre already has a price for this plan.',
        });
      seen.add(price.centre);
    });
  });
export type VirtualOfficePlan = z.infer<typeof virtualOfficePlanSchema>;

export const virtualOfficePlansSchema = z
  .object({ plans: z.array(virtualOfficePlanSchema).min(1).max(virtualOfficePlanKinds.length) })
  .superRefine((value, ctx) => {
    const seen = new Set<string>();
    value.plans.forEach((plan, index) => {
      if (seen.has(plan.kind))
        ctx.addIssue({ code: 'custom', path: ['plans', index, 'kind'], message: 'Each plan appears once.' });
      seen.add(plan.kind);
    });
  });
export type VirtualOfficePlans = z.infer<typeof virtualOfficePlansSchema>;

/** What the CMS stores (pounds, as editors think) in the domain's pence; a fraction of a penny stays visible to the check. */
export function poundsToPence(pounds: number): number {
  const pence = pounds * 100;
  const rounded = Math.round(pence);
  return Math.abs(pence - rounded) < 1e-6 ? rounded : pence;
}

/**
 * The plans as the site offers them: prices only at centres that offer virtual offices (a centre
 * that stopped offering them keeps its prices in the CMS, unused), plans with no such price left off,
 * in the plans' own order.
 */
export function offeredPlans(
  plans: readonly VirtualOfficePlan[],
  offering: Iterable<CentreSlug>,
): VirtualOfficePlan[] {
  const centres = new Set(offering);
  return plans.flatMap((plan) => {
    const prices = plan.prices.filter((price) => centres.has(price.centre));
    return prices.length > 0 ? [{ ...plan, prices }] : [];
  });
}

/** The plan's monthly price (ex VAT) at a centre, if it is offered there. */
export function monthlyPenceAt(plan: VirtualOfficePlan, centre: string): number | undefined {
  return plan.prices.find((price) => price.centre === centre)?.monthlyPence;
}

/** The lowest monthly price (ex VAT) of a plan, or of all plans at a centre: the "from £X" figure. */
export function cheapestMonthlyPence(
  plans: readonly VirtualOfficePlan[],
  centre?: string,
): number | undefined {
  const prices = plans.flatMap((plan) =>
    plan.prices
      .filter((price) => centre === undefined || price.centre === centre)
      .map((price) => price.monthlyPence),
  );
  return prices.length > 0 ? Math.min(...prices) : undefined;
}

export function findPlan(plans: readonly VirtualOfficePlan[], kind: unknown): VirtualOfficePlan | undefined {
  return plans.find((plan) => plan.kind === kind);
}
