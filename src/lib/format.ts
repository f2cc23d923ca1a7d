/*
 * Display rules of the spec that several pages share. Pure functions, tested beside this file.
 */

const spacedPhonePattern = /^\+(\d{2})(\d{2})(\d{4})(\d{4})$/;

/**
 * "+441632960001" -> "+44 16 3296 0001": plus, a two-digit country code, then groups of 2, 4 and 4
 * digits. Anything of another shape is returned as given, because guessing groups misleads callers.
 */
export function formatPhoneForDisplay(raw: string): string {
  const compact = raw.replace(/[\s()-]/g, '');
  const match = spacedPhonePattern.exec(compact);
  if (!match) return raw.trim();
  return `+${match[1]} ${match[2]} ${match[3]} ${match[4]}`;
}

/** tel: href from any written form of a number: keeps the plus and digits only. */
export function telHref(raw: string): string {
  return `tel:${raw.replace(/[^\d+]/g, '')}`;
}

const wholePoundFormatter = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const poundAndPenceFormatter = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** "£40" for whole pounds, "£12.50" (never "£12.5") when there are pence. */
export function formatPounds(amount: number): string {
  return Number.isInteger(amount)
    ? wholePoundFormatter.format(amount)
    : poundAndPenceFormatter.format(amount);
}

/**
 * What a published price is based on. Rents (units, offices, virtual offices) are contract prices
 * and carry the spec's note; a meeting room is paid per booking and a coworking desk per month of
 * membership, so the contract note would not be true under those prices.
 */
export const priceBases = ['contract', 'booking', 'membership'] as const;
export type PriceBasis = (typeof priceBases)[number];

/** The note shown under prices of each basis; the site's only statement of terms beside a price. */
export const priceNotes: Readonly<Record<PriceBasis, string>> = {
  contract:
    'Prices are valid at the time of enquiry, are based on 24-month contracts, vary by product and inventory, and are subject to terms and conditions.',
  booking:
    'Meeting rooms are paid per booking, with no contract: each room’s hourly, half-day and day rates, and the price of your booking, are shown before you confirm.',
  membership:
    'Coworking prices are per person per month on a monthly membership, with no long contract; they are valid at the time of enquiry and subject to terms and conditions.',
};

/**
 * Each note's own marker, so a price points at the note that is true of it (three notes once shared
 * one "*"). A price carries the marker of its basis; the note under it starts with the same one.
 */
export const priceNoteMarkers: Readonly<Record<PriceBasis, string>> = {
  contract: '*',
  booking: '†',
  membership: '‡',
};

/** The spec's price note, for contract rents (weekly and monthly). */
export const priceNote = priceNotes.contract;

/** The notes a set of prices needs, once each, in a fixed order. */
export function priceNotesFor(bases: Iterable<PriceBasis>): string[] {
  const wanted = new Set(bases);
  return priceBases.filter((basis) => wanted.has(basis)).map((basis) => priceNotes[basis]);
}

/** The bases present, once each, in the notes' order: what a <PriceNote> lists. */
export function priceBasesFor(bases: Iterable<PriceBasis>): PriceBasis[] {
  const wanted = new Set(bases);
  return priceBases.filter((basis) => wanted.has(basis));
}

export type Address = {
  readonly street1?: string | null;
  readonly street2?: string | null;
  readonly street3?: string | null;
  readonly city?: string | null;
  readonly stateOrProvince?: string | null;
  readonly zipCode?: string | null;
};

const addressOrder = ['street1', 'street2', 'street3', 'city', 'stateOrProvince', 'zipCode'] as const;

/** Non-empty parts joined with commas in the spec's order. */
export function formatAddress(address: Address): string {
  return addressOrder
    .map((key) => address[key]?.trim() ?? '')
    .filter((part) => part !== '')
    .join(', ');
}

/** Miles with one decimal under ten, whole miles above. */
export function formatMiles(miles: number): string {
  const value = miles < 10 ? Math.round(miles * 10) / 10 : Math.round(miles);
  return `${value.toLocaleString('en-GB')} ${value === 1 ? 'mile' : 'miles'}`;
}
