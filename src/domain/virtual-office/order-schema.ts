import { z } from 'zod';
import { centreSlugs } from '@/domain/centres';
import { cleanText, contactFields, optionalText } from '@/domain/enquiry/enquiry-schema';
import { addDays, isCalendarDate } from '@/lib/calendar-date';
import type { PriceWithVat } from '@/domain/vat';
import type { OrderPaymentStep } from './payment';
import { virtualOfficePlanKinds } from './plans';

/*
 * A virtual-office order, as the order pages post it (plain form posts, no script needed). The
 * contact fields are the enquiry form's own, so every form takes the same names, emails and phones;
 * the server adds the libphonenumber-js check on top.
 */

export const orderStatuses = [
  'awaiting-id-check',
  'verified',
  'active',
  'cancelled',
  'id-rejected',
  'expired',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];
export const orderStatusLabels: Record<OrderStatus, string> = {
  'awaiting-id-check': 'Awaiting ID check',
  verified: 'ID checked, awaiting payment',
  active: 'Active',
  cancelled: 'Cancelled',
  'id-rejected': 'ID check not passed',
  expired: 'Lapsed: the first month was not paid',
};

/*
 * An order goes live ('active') once nothing stands in its way: its identity check recorded (or
 * none needed) and its first month paid by card or to be invoiced. Staff verifying an order whose
 * card payment is still awaited leave it 'verified'; the payment then makes it active.
 */
export function statusOnceVerified(payment: string): Extract<OrderStatus, 'verified' | 'active'> {
  return payment === 'invoice' || payment === 'card-paid' ? 'active' : 'verified';
}

/** The longest reason staff can give the buyer for an identity check not passed. */
export const idRejectionReasonMax = 500;

/**
 * The status an order starts in: a plan the law asks us to check starts by waiting for that check;
 * one that needs none (call answering) is as if verified, so it is active at once when invoiced and
 * when its card payment arrives (the webhook moves 'verified' on), with no one to wait for.
 */
export function initialOrderStatus(needsIdCheck: boolean, payment: string): OrderStatus {
  return needsIdCheck ? 'awaiting-id-check' : statusOnceVerified(payment);
}

/** The order stands: placed and not cancelled, refused or lapsed (its confirmation mail was queued with it). */
export function isPlaced(status: OrderStatus): boolean {
  return status === 'awaiting-id-check' || status === 'verified' || status === 'active';
}

/** The buyer may cancel online until the service has started. */
export function isCancellable(status: OrderStatus): boolean {
  return status === 'awaiting-id-check' || status === 'verified';
}

/** How far ahead a start date may be. */
export const orderStartMaxDaysAhead = 180;

/**
 * A Companies House number: 8 characters, either 8 digits (England and Wales, e.g. 01234567) or a
 * 2-letter prefix and 6 digits (SC Scotland, NI Northern Ireland, OC LLPs...). Spaces are ignored and
 * letters upper-cased, as people copy it from letters and the register.
 */
export const companyNumberPattern = /^(?:\d{8}|[A-Z]{2}\d{6})$/;
export const companyNumberMessage =
  'A company number has 8 characters: 8 digits (such as 01234567) or 2 letters and 6 digits (such as SC123456).';

export function normaliseCompanyNumber(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

const companyNumber = z.preprocess(
  (value) => (typeof value === 'string' ? normaliseCompanyNumber(value.slice(0, 40)) : value),
  z.union([
    z.literal('').transform(() => undefined),
    z.string().regex(companyNumberPattern, { error: companyNumberMessage }),
    z.undefined(),
  ]),
);

/** The order's details (step 3 of the order pages): who is buying, and from when. */
export function orderDetailsSchema(today: string) {
  return z
    .object({
      plan: z.enum(virtualOfficePlanKinds, { error: 'Choose a plan from the list.' }),
      centre: z.enum(centreSlugs, { error: 'Choose a centre from the list.' }),
      businessName: cleanText({ max: 160, min: 1, label: 'the business name' }),
      companyNumber: companyNumber.optional(),
      ...contactFields,
      startDate: z
        .string({ error: 'Choose a start date.' })
        .max(10, { error: 'Enter a real date, such as 2027-03-15.' })
        .refine(isCalendarDate, { error: 'Enter a real date, such as 2027-03-15.' }),
      /** Honeypot: a field people never see. */
      website: optionalText({ max: 500, label: 'this field' }),
    })
    .superRefine((value, ctx) => {
      if (!isCalendarDate(value.startDate)) return;
      if (value.startDate < today)
        ctx.addIssue({ code: 'custom', path: ['startDate'], message: 'Choose a start date today or later.' });
      else if (value.startDate > addDays(today, orderStartMaxDaysAhead))
        ctx.addIssue({
          code: 'custom',
          path: ['startDate'],
          message: 'Choose a start date within the next six months.',
        });
    });
}
export type OrderDetails = z.output<ReturnType<typeof orderDetailsSchema>>;
export type OrderDetailsInput = Partial<Record<keyof OrderDetails, string>>;

/** The fields the details form posts, in the order they appear (for the error summary). */
export const orderFieldOrder = [
  'plan',
  'centre',
  'businessName',
  'companyNumber',
  'name',
  'email',
  'phone',
  'startDate',
] as const;

export const orderFieldLabels: Record<(typeof orderFieldOrder)[number], string> = {
  plan: 'Plan',
  centre: 'Centre',
  businessName: 'Business name',
  companyNumber: 'Company number',
  name: 'Your name',
  email: 'Email',
  phone: 'Phone',
  startDate: 'Start date',
};

/** Where the order's pages live. */
export const orderPaths = {
  start: '/virtual-offices/order',
  details: '/virtual-offices/order/details',
  review: '/virtual-offices/order/review',
  confirmed: '/virtual-offices/order/confirmed',
  manage: '/virtual-offices/order/manage',
  problem: '/virtual-offices/order/problem',
  detailsApi: '/api/virtual-office-orders/details',
  placeApi: '/api/virtual-office-orders',
  cancelApi: '/api/virtual-office-orders/cancel',
} as const;

/** An order as its pages show it: the draft under review, or a stored order. */
export type OrderFacts = {
  readonly reference?: string;
  readonly status?: OrderStatus;
  readonly planName: string;
  readonly town: string;
  readonly price: PriceWithVat;
  readonly startDate: string;
  readonly businessName: string;
  readonly companyNumber?: string | null | undefined;
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly payment: OrderPaymentStep;
  /** A promo code on the first month (docs/decisions/0054): its code and the pence off before VAT. */
  readonly promo?:
    { readonly code: string; readonly discountPence: number; readonly released?: boolean } | undefined;
};
