import { z } from 'zod';
import { cleanText, contactFields, optionalText } from '@/domain/enquiry/enquiry-schema';
import { companyNumberMessage, companyNumberPattern, normaliseCompanyNumber } from '@/domain/virtual-office/order-schema';
import { formatCalendarDay, isCalendarDate } from '@/lib/calendar-date';

/*
 * "Take this unit online": the steps' form posts (plain forms, no script needed), checked on the
 * server with these schemas; the pages show the messages beside the fields.
 */

export const licencePaths = {
  start: '/take-online',
  details: '/take-online/details',
  review: '/take-online/review',
  signed: '/take-online/signed',
  problem: '/take-online/problem',
  startApi: '/api/licences/start',
  detailsApi: '/api/licences/details',
  signApi: '/api/licences/sign',
} as const;

export const tenantKinds = ['company', 'llp', 'sole-trader'] as const;
export type TenantKind = (typeof tenantKinds)[number];
export const tenantKindLabels: Record<TenantKind, string> = {
  company: 'Limited company',
  llp: 'Limited liability partnership (LLP)',
  'sole-trader': 'Sole trader',
};

const ukPostcode = /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/;
export const normalisePostcode = (value: string) => {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  return compact.length > 3 ? `${compact.slice(0, -3)} ${compact.slice(-3)}` : compact;
};

export function startStepSchema(bounds: { readonly earliest: string; readonly latest: string }) {
  return z.object({
    unit: z.string().max(40),
    startDate: z
      .string({ error: 'Choose a start date.' })
      .max(10, { error: 'Enter a real date, such as 2027-03-15.' })
      .refine(isCalendarDate, { error: 'Enter a real date, such as 2027-03-15.' })
      .refine((date) => !isCalendarDate(date) || date >= bounds.earliest, {
        error: `The earliest start is ${formatCalendarDay(bounds.earliest)}.`,
      })
      .refine((date) => !isCalendarDate(date) || date <= bounds.latest, {
        error: `Choose a start on or before ${formatCalendarDay(bounds.latest)}; for a later one, ask an advisor.`,
      }),
  });
}

const companyNumber = z.preprocess(
  (value) => (typeof value === 'string' ? normaliseCompanyNumber(value.slice(0, 40)) : value),
  z.union([
    z.literal('').transform(() => undefined),
    z.string().regex(companyNumberPattern, { error: companyNumberMessage }),
    z.undefined(),
  ]),
);

export const detailsStepSchema = z.object({
  tenantKind: z.enum(tenantKinds, { error: 'Choose who is taking the unit.' }),
  tenantName: cleanText({ max: 160, min: 2, label: 'the business name' }),
  companyNumber: companyNumber.optional(),
  addressLine1: cleanText({ max: 120, min: 3, label: 'the first line of the registered address' }),
  addressLine2: optionalText({ max: 120, label: 'the second line of the address' }),
  town: cleanText({ max: 80, min: 2, label: 'the town' }),
  postcode: z
    .string({ error: 'Enter the postcode.' })
    .max(16, { error: 'Enter a UK postcode, such as SP10 3LF.' })
    .transform(normalisePostcode)
    .refine((value) => ukPostcode.test(value), { error: 'Enter a UK postcode, such as SP10 3LF.' }),
  name: contactFields.name,
  role: cleanText({ max: 80, min: 2, label: 'your role' }),
  email: contactFields.email,
  phone: contactFields.phone,
  phoneCountry: contactFields.phoneCountry,
  /** Honeypot: a field people never see. */
  website: optionalText({ max: 500, label: 'this field' }),
});
export type LicenceDetails = z.output<typeof detailsStepSchema>;

export const detailsFieldOrder = [
  'tenantKind',
  'tenantName',
  'companyNumber',
  'addressLine1',
  'addressLine2',
  'town',
  'postcode',
  'name',
  'role',
  'email',
  'phone',
] as const;

export const registeredAddressOf = (details: Pick<LicenceDetails, 'addressLine1' | 'addressLine2' | 'town' | 'postcode'>) =>
  [details.addressLine1, details.addressLine2, details.town, details.postcode].filter(Boolean).join(', ');
