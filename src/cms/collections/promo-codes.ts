import type { CollectionBeforeValidateHook, CollectionConfig, FieldHook } from 'payload';
import {
  isPromoCodeShape,
  normalisePromoCode,
  promoAmountBounds,
  promoCodeLength,
  promoCodeSchema,
  promoDiscountKinds,
  promoMaxUsesBounds,
  promoPercentBounds,
  promoProductLabels,
  promoProducts,
  type PromoCode,
} from '@/domain/promo-codes/promo-codes';
import { isCalendarDate } from '@/lib/calendar-date';
import { adminsOnly, hasRole } from '../access';
import { keepValidationMessages } from '../validate-with';

/*
 * Promo codes (issue 39 item 4, docs/promo-codes.md, docs/decisions/0054-promo-codes.md). Sales and
 * admins make them; centre managers can read them (they see codes on bookings). The code's rules
 * are the domain's (src/domain/promo-codes); its uses are counted in the site's own tables, where
 * the maximum and one use per email are held (src/server/promo-codes/redemptions.ts), and shown
 * on the code's page.
 */

export type PromoCodeDoc = {
  code?: string | null;
  kind?: string | null;
  percentOff?: number | null;
  amountOffPence?: number | null;
  appliesTo?: string[] | null;
  validFrom?: string | null;
  validUntil?: string | null;
  maxUses?: number | null;
  active?: boolean | null;
};

/** The CMS document as the domain reads it; undefined when it does not parse (the code is then not offered). */
export function docToPromoCode(doc: PromoCodeDoc): PromoCode | undefined {
  const day = (value: string | null | undefined) => (value ? value.slice(0, 10) : undefined);
  const parsed = promoCodeSchema.safeParse({
    code: doc.code ?? '',
    kind: doc.kind,
    percentOff: doc.kind === 'percent' ? (doc.percentOff ?? undefined) : undefined,
    amountOffPence: doc.kind === 'fixed' ? (doc.amountOffPence ?? undefined) : undefined,
    appliesTo: doc.appliesTo ?? [],
    validFrom: day(doc.validFrom),
    validUntil: day(doc.validUntil),
    maxUses: doc.maxUses ?? undefined,
    active: doc.active ?? false,
  });
  return parsed.success ? parsed.data : undefined;
}

const sellers = ({ req }: { req: { user?: unknown } }) => hasRole(req.user as never, 'admin', 'sales');
const readers = ({ req }: { req: { user?: unknown } }) => hasRole(req.user as never, 'admin', 'sales', 'centre-manager');

const normaliseCode: FieldHook = ({ value }) => (typeof value === 'string' ? normalisePromoCode(value) : value);

const wholeNumberBetween = (min: number, max: number) => (value: unknown) =>
  value === null || value === undefined || (typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max)
    ? true
    : `A whole number from ${min} to ${max}`;

/** The London calendar day staff chose: Payload's date field sends an ISO instant. */
const asDay = (value: unknown) => (typeof value === 'string' && value.length >= 10 && isCalendarDate(value.slice(0, 10)) ? value.slice(0, 10) : undefined);

const datesInOrder: CollectionBeforeValidateHook = ({ data }) => {
  const from = asDay(data?.validFrom);
  const until = asDay(data?.validUntil);
  if (from && until && from > until) throw new Error('The last day cannot be before the first day.');
  return data;
};

export const PromoCodes: CollectionConfig = {
  slug: 'promo-codes',
  labels: { singular: 'Promo code', plural: 'Promo codes' },
  admin: {
    group: 'Sales',
    useAsTitle: 'code',
    defaultColumns: ['code', 'kind', 'appliesTo', 'validUntil', 'active'],
    description:
      'Codes visitors type when they book a room or buy a day pass online. The discount comes off the price before VAT. See docs/promo-codes.md.',
  },
  access: { read: readers, create: sellers, update: sellers, delete: adminsOnly },
  hooks: { beforeValidate: [datesInOrder], afterError: [keepValidationMessages] },
  fields: [
    {
      name: 'code',
      label: 'Code',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      maxLength: promoCodeLength.max,
      hooks: { beforeValidate: [normaliseCode] },
      validate: (value: string | null | undefined) =>
        typeof value === 'string' && isPromoCodeShape(normalisePromoCode(value))
          ? true
          : `Letters, digits and dashes, ${promoCodeLength.min} to ${promoCodeLength.max} of them (e.g. SPRING25).`,
      admin: { description: 'What visitors type. Saved in capitals; visitors may type it in any case.' },
    },
    {
      name: 'note',
      label: 'Note for staff',
      type: 'text',
      maxLength: 200,
      admin: { description: 'Who it is for, where it was published. Visitors never see this.' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'kind',
          label: 'Discount',
          type: 'select',
          required: true,
          defaultValue: 'percent',
          options: promoDiscountKinds.map((value) => ({ value, label: value === 'percent' ? 'A percentage off' : 'A fixed amount off' })),
        },
        {
          name: 'percentOff',
          label: 'Percentage off',
          type: 'number',
          min: promoPercentBounds.min,
          max: promoPercentBounds.max,
          validate: (value: unknown, { siblingData }: { siblingData: Partial<PromoCodeDoc> }) =>
            siblingData.kind === 'percent' && (value === null || value === undefined)
              ? 'Give the percentage off.'
              : wholeNumberBetween(promoPercentBounds.min, promoPercentBounds.max)(value),
          admin: { condition: (_, sibling) => sibling?.kind === 'percent', description: '1 to 100. 100 makes it free.' },
        },
        {
          name: 'amountOffPence',
          label: 'Amount off, before VAT (pence)',
          type: 'number',
          min: promoAmountBounds.min,
          max: promoAmountBounds.max,
          validate: (value: unknown, { siblingData }: { siblingData: Partial<PromoCodeDoc> }) =>
            siblingData.kind === 'fixed' && (value === null || value === undefined)
              ? 'Give the amount off in pence.'
              : wholeNumberBetween(promoAmountBounds.min, promoAmountBounds.max)(value),
          admin: {
            condition: (_, sibling) => sibling?.kind === 'fixed',
            description: 'In pence: 1000 is £10. Never takes a price below £0.',
          },
        },
      ],
    },
    {
      name: 'appliesTo',
      label: 'Applies to',
      type: 'select',
      hasMany: true,
      required: true,
      options: promoProducts.map((value) => ({ value, label: promoProductLabels[value] })),
      admin: { description: 'A visitor who types it elsewhere is told it does not apply.' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'validFrom',
          label: 'First day',
          type: 'date',
          admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMM yyyy' }, description: 'UK date. Empty: from now.' },
        },
        {
          name: 'validUntil',
          label: 'Last day',
          type: 'date',
          admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMM yyyy' }, description: 'UK date, included. Empty: no end.' },
        },
      ],
    },
    {
      name: 'maxUses',
      label: 'Maximum uses',
      type: 'number',
      min: promoMaxUsesBounds.min,
      max: promoMaxUsesBounds.max,
      validate: wholeNumberBetween(promoMaxUsesBounds.min, promoMaxUsesBounds.max),
      admin: {
        description:
          'Across everyone. Empty: no limit. Each email address can use a code once. A cancelled booking, or a payment never made, gives its use back.',
      },
    },
    {
      name: 'active',
      label: 'Visitors can use it',
      type: 'checkbox',
      defaultValue: true,
      admin: { description: 'Untick to stop it at once. Bookings already made keep their discount.' },
    },
    {
      name: 'uses',
      label: 'Uses',
      type: 'ui',
      admin: { components: { Field: '/cms/promo-codes/uses-field#PromoCodeUses' } },
    },
  ],
};
