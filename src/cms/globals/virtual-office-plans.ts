import type { GlobalConfig } from 'payload';
import { centreTowns } from '@/domain/centres';
import {
  monthlyPriceBounds,
  poundsToPence,
  virtualOfficePlanKinds,
  virtualOfficePlansSchema,
  type VirtualOfficePlans as VirtualOfficePlansValue,
} from '@/domain/virtual-office/plans';
import { alphabeticalByTown } from '@/lib/alphabetical';
import { contentEditors } from '../access';
import { revalidateGlobalOnPublish } from '../revalidate';
import { contentVersions, validateGlobalWith } from '../validate-with';

/*
 * The virtual-office plans and their monthly prices at each centre (issue 20 item 4). Editors
 * price in pounds, ex VAT; the site adds VAT at the rate in the site settings. A price at a centre
 * that does not offer virtual offices is kept but not offered.
 */

export const planKindLabels: Record<(typeof virtualOfficePlanKinds)[number], string> = {
  'business-address': 'Business address',
  'mail-handling': 'Mail handling',
  'mail-forwarding': 'Mail forwarding',
  'call-answering': 'Call answering',
  'registered-office': 'Registered office for Companies House',
};

type PlansDoc = {
  plans?:
    | {
        kind?: string;
        name?: string;
        description?: string;
        included?: { item?: string }[] | null;
        needsIdCheck?: boolean | null;
        prices?: { centre?: string; monthlyPounds?: number }[] | null;
      }[]
    | null;
};

/** The CMS document as the site reads it: pounds become pence. */
export function docToVirtualOfficePlans(doc: unknown): unknown {
  const plans = (doc as PlansDoc).plans ?? [];
  return {
    plans: plans.map((plan) => ({
      kind: plan.kind,
      name: plan.name,
      description: plan.description,
      included: (plan.included ?? []).map((entry) => entry.item),
      needsIdCheck: plan.needsIdCheck === true,
      prices: (plan.prices ?? []).map((price) => ({
        centre: price.centre,
        monthlyPence:
          typeof price.monthlyPounds === 'number' ? poundsToPence(price.monthlyPounds) : price.monthlyPounds,
      })),
    })),
  };
}

export function virtualOfficePlansToDoc(value: VirtualOfficePlansValue): Record<string, unknown> {
  return {
    plans: value.plans.map((plan) => ({
      kind: plan.kind,
      name: plan.name,
      description: plan.description,
      included: plan.included.map((item) => ({ item })),
      needsIdCheck: plan.needsIdCheck,
      prices: plan.prices.map((price) => ({ centre: price.centre, monthlyPounds: price.monthlyPence / 100 })),
    })),
  };
}

export const VirtualOfficePlans: GlobalConfig = {
  slug: 'virtual-office-plans',
  label: 'Virtual-office plans and prices',
  admin: {
    group: 'Content',
    description:
      'What each virtual-office plan includes and its monthly price (in pounds, before VAT) at each centre that offers virtual offices. Publish to update the site and the order pages.',
  },
  versions: { ...contentVersions, max: 50 },
  access: { read: contentEditors, update: contentEditors },
  hooks: {
    beforeChange: [
      validateGlobalWith(virtualOfficePlansSchema, docToVirtualOfficePlans, 'virtual-office-plans'),
    ],
    afterChange: [revalidateGlobalOnPublish],
  },
  fields: [
    {
      name: 'plans',
      label: 'Plans',
      type: 'array',
      minRows: 1,
      maxRows: virtualOfficePlanKinds.length,
      admin: { initCollapsed: true },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'kind',
              label: 'Plan',
              type: 'select',
              required: true,
              options: virtualOfficePlanKinds.map((kind) => ({ value: kind, label: planKindLabels[kind] })),
            },
            { name: 'name', label: 'Name shown', type: 'text', required: true, minLength: 3, maxLength: 60 },
          ],
        },
        {
          name: 'description',
          label: 'Description',
          type: 'textarea',
          required: true,
          minLength: 10,
          maxLength: 300,
        },
        {
          name: 'included',
          label: 'What is included',
          type: 'array',
          minRows: 1,
          maxRows: 10,
          fields: [
            { name: 'item', label: 'Included', type: 'text', required: true, minLength: 3, maxLength: 120 },
          ],
        },
        {
          name: 'needsIdCheck',
          label:
            'Needs the identity check before it starts (money-laundering rules: any plan that gives an address)',
          type: 'checkbox',
          defaultValue: true,
        },
        {
          name: 'prices',
          label: 'Monthly price at each centre (£, before VAT)',
          type: 'array',
          maxRows: centreTowns.length,
          fields: [
            {
              type: 'row',
              fields: [
                {
                  name: 'centre',
                  label: 'Centre',
                  type: 'select',
                  required: true,
                  options: alphabeticalByTown(centreTowns).map((town) => ({
                    value: town.slug,
                    label: town.town,
                  })),
                },
                {
                  name: 'monthlyPounds',
                  label: 'Per month (£, ex VAT)',
                  type: 'number',
                  required: true,
                  min: monthlyPriceBounds.min / 100,
                  max: monthlyPriceBounds.max / 100,
                },
              ],
            },
          ],
        },
      ],
    },
  ],
};
