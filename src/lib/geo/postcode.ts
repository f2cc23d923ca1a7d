/*
 * UK postcode parsing for the centre finder. Pure and offline: it only decides what the visitor
 * typed (a full postcode, a district, something outside Great Britain, or not a postcode at all).
 * Whether the district exists is answered by the district table (outcodes.ts).
 */

/** Outward code (district): one or two letters, a digit, then an optional digit or letter. */
const outwardPattern = '[A-Z]{1,2}[0-9][A-Z0-9]?';
const fullPostcode = new RegExp(`^(${outwardPattern})([0-9][A-Z]{2})$`);
const districtOnly = new RegExp(`^(${outwardPattern})$`);
/** A sector such as "SO14 3": only recognised with the space, as "SO143" would be ambiguous. */
const sectorOnly = new RegExp(`^(${outwardPattern}) ([0-9])$`);

/*
 * Postcode areas in the UK postal system that our district table (OS Code-Point Open, Great
 * Britain only) cannot place: Northern Ireland and the Crown Dependencies.
 */
export const regionsOutsideGreatBritain = {
  BT: 'Northern Ireland',
  JE: 'Jersey',
  GY: 'Guernsey',
  IM: 'the Isle of Man',
} as const;
export type AreaOutsideGreatBritain = keyof typeof regionsOutsideGreatBritain;

export type ParsedPostcode =
  | {
      readonly kind: 'postcode';
      /** The district, e.g. "SO14". */
      readonly outcode: string;
      /** Tidy form for messages: "SO14 3AB", "SO14 3" or "SO14". */
      readonly display: string;
      readonly precision: 'full' | 'sector' | 'district';
    }
  | {
      readonly kind: 'outside-great-britain';
      readonly outcode: string;
      readonly display: string;
      readonly region: (typeof regionsOutsideGreatBritain)[AreaOutsideGreatBritain];
    }
  | { readonly kind: 'malformed'; readonly input: string };

/** Upper case, single spaces, trimmed: "  so14   3ab " -> "SO14 3AB". */
export function normalisePostcodeInput(raw: string): string {
  return raw.trim().replace(/\s+/g, ' ').toUpperCase();
}

/** The letters that start an outward code: "SO14" -> "SO", "B61" -> "B". */
export function postcodeArea(outcode: string): string {
  return /^[A-Z]+/.exec(outcode)?.[0] ?? '';
}

export function parsePostcode(raw: string): ParsedPostcode {
  const spaced = normalisePostcodeInput(raw);
  // At most one space, between the outward and inward parts: "SO1 4 3AB" is not a postcode.
  const compact = (spaced.match(/ /g) ?? []).length <= 1 ? spaced.replace(' ', '') : '';

  let outcode: string | undefined;
  let display = '';
  let precision: 'full' | 'sector' | 'district' = 'district';

  const full = fullPostcode.exec(compact);
  const sector = sectorOnly.exec(spaced);
  const district = districtOnly.exec(compact);
  if (full?.[1] && full[2]) {
    outcode = full[1];
    display = `${full[1]} ${full[2]}`;
    precision = 'full';
  } else if (sector?.[1] && sector[2]) {
    outcode = sector[1];
    display = `${sector[1]} ${sector[2]}`;
    precision = 'sector';
  } else if (district?.[1] && spaced === compact) {
    outcode = district[1];
    display = district[1];
  }

  if (!outcode) return { kind: 'malformed', input: raw.trim() };

  const area = postcodeArea(outcode);
  if (area in regionsOutsideGreatBritain) {
    return {
      kind: 'outside-great-britain',
      outcode,
      display,
      region: regionsOutsideGreatBritain[area as AreaOutsideGreatBritain],
    };
  }
  return { kind: 'postcode', outcode, display, precision };
}

/** True when the text has the shape of a postcode or district (used to tell it from a town name). */
export function looksLikePostcode(raw: string): boolean {
  return /[0-9]/.test(raw);
}
