import type { GlobalConfig } from 'payload';
import { bundleSettingsSchema, bundleValidityBounds } from '@/domain/day-pass/bundle';
import { contentEditors, hasRole } from '../access';
import { revalidateGlobalOnPublish } from '../revalidate';
import { validateGlobalWith } from '../validate-with';

/*
 * Bundles of 5 or 10 day passes (issue 39 item 1, docs/decisions/0056, docs/day-passes.md): one set
 * of prices and one validity for the whole group, because a bundle is used at any centre. Sold
 * online only, so the site also stops selling them while Stripe is not configured.
 */

export const docToBundleSettings = (doc: unknown): unknown => {
  const value = (doc ?? {}) as Record<string, unknown>;
  return {
    onSale: value.onSale === true,
    price5DaysPence: value.price5DaysPence,
    price10DaysPence: value.price10DaysPence,
    validMonths: value.validMonths,
  };
};

const pence = { type: 'number', required: true, min: 0, max: 500_000, admin: { step: 1 } } as const;

export const BundleSettingsGlobal: GlobalConfig = {
  slug: 'bundle-settings',
  label: 'Day-pass bundles',
  admin: {
    group: 'Content',
    description: 'Bundles of 5 or 10 coworking days, used at any centre selling day passes. See docs/day-passes.md.',
  },
  access: { read: ({ req }) => hasRole(req.user, 'admin', 'editor', 'sales'), update: contentEditors },
  hooks: {
    beforeChange: [validateGlobalWith(bundleSettingsSchema, docToBundleSettings, 'bundle-settings')],
    afterChange: [revalidateGlobalOnPublish],
  },
  fields: [
    {
      name: 'onSale',
      label: 'Sell bundles online',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Bundles are paid by card online: they are only offered while Stripe is set up (docs/payments.md).' },
    },
    {
      type: 'row',
      fields: [
        { ...pence, name: 'price5DaysPence', label: 'Price of 5 days, before VAT (pence)', defaultValue: 11000 },
        { ...pence, name: 'price10DaysPence', label: 'Price of 10 days, before VAT (pence)', defaultValue: 20000 },
        {
          name: 'validMonths',
          label: 'Valid for (months from purchase)',
          type: 'number',
          required: true,
          defaultValue: 6,
          min: bundleValidityBounds.min,
          max: bundleValidityBounds.max,
        },
      ],
    },
  ],
};
