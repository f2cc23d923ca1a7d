/*
 * A licence from signing to the keys. Signing holds the unit ('held'); the deposit and first month
 * arriving make it 'paid'; staff recording the identity check then make it 'let' (and a check
 * recorded before the money leaves it 'held' with verified set). An unpaid hold lapses ('expired')
 * after the hold time and frees the unit. Only 'held', 'paid' and 'let' hold a unit: the database
 * refuses a second one (licences_one_per_unit).
 */
export const licenceStatuses = ['held', 'paid', 'let', 'expired', 'cancelled'] as const;
export type LicenceStatus = (typeof licenceStatuses)[number];
export const holdingLicenceStatuses = ['held', 'paid', 'let'] as const satisfies readonly LicenceStatus[];

export const licenceStatusLabels: Record<LicenceStatus, string> = {
  held: 'Signed: unit held, awaiting payment',
  paid: 'Paid: awaiting the identity check',
  let: 'Let',
  expired: 'Lapsed: not paid in time, unit freed',
  cancelled: 'Cancelled',
};

/** What a licence holds: a coworking membership holds a desk on the floor, not the unit. */
export const heldSpaceNoun = (licence: { readonly desks: number | null }): 'unit' | 'desk' =>
  licence.desks === null ? 'unit' : 'desk';

/** The status as tenant and staff read it, naming what is held. */
export function licenceStatusLabel(licence: { readonly status: LicenceStatus; readonly desks: number | null }): string {
  return licenceStatusLabels[licence.status].replace('unit', heldSpaceNoun(licence));
}

/** How the deposit and first month are paid: by card at Checkout, or invoiced and paid by transfer. */
export const licencePayments = ['transfer-awaited', 'transfer-received', 'card-pending', 'card-paid', 'card-refunded'] as const;
export type LicencePayment = (typeof licencePayments)[number];
export const isPaid = (payment: LicencePayment) => payment === 'transfer-received' || payment === 'card-paid';

/** The events the audit page lists. */
export const licenceEventKinds = [
  'offer-opened',
  'signed',
  'paid',
  'mandate',
  'verified',
  'countersigned',
  'expired',
  'refunded',
] as const;
export type LicenceEventKind = (typeof licenceEventKinds)[number];
export const licenceEventLabels: Record<LicenceEventKind, string> = {
  'offer-opened': 'Offer opened',
  signed: 'Signed',
  paid: 'Deposit and first month paid',
  mandate: 'Monthly rent payments set up',
  verified: 'Identity verified',
  countersigned: 'Countersigned',
  expired: 'Hold lapsed',
  refunded: 'Payment after the hold lapsed refunded',
};
export type LicenceEvent = { readonly kind: LicenceEventKind; readonly at: string };

/** How the monthly rent is collected once set up at Checkout: a Bacs Direct Debit mandate, or a card. */
export const licenceMandateMethods = ['bacs_debit', 'card'] as const;
export type LicenceMandateMethod = (typeof licenceMandateMethods)[number];
export const licenceMandateLabels: Record<LicenceMandateMethod, string> = {
  bacs_debit: 'Direct Debit (Bacs)',
  card: 'Card',
};
