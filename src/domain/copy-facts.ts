import type { z } from 'zod';
import type { ShownPrice } from './prices';
import { copyTokensIn, typedCount, typedPrice } from '@/lib/copy-tokens';
import { centreTowns } from './centres';
import { claimsRentIncludesServiceCharge } from './copy-claims';

/*
 * The facts copy may state through copy tokens, and the check that stops them being typed:
 *   {centres}         how many centres there are (published centres on pages)
 *   {centresOffering} how many centres offer this workspace type (workspace type copy only)
 *   {price}           this workspace type's price with its unit and VAT, e.g. "£40 per week + VAT"
 *                     (workspace type copy only; write "from {price}")
 * The content facade fills them at render time; the publish check refuses copy that types them.
 */

export const siteCopyTokens = ['centres'] as const;
export const workspaceTypeCopyTokens = ['centres', 'centresOffering', 'price'] as const;

/** The number of centres: one per town. */
export const centreCount = centreTowns.length;

/** What {price} says: "£40 per week + VAT", or, when nothing is free, the whole price sentence. */
export function priceFact(price: ShownPrice): string {
  return price.parts ? `${price.parts.amount} ${price.parts.per} ${price.parts.vat}` : price.text;
}

type CopyRules = {
  readonly tokens: readonly string[];
  readonly prices: boolean;
  /** The type's units list a service charge on top of the rent (business units). */
  readonly serviceChargeOnTop?: boolean;
};

/** The problems with one piece of copy: unknown copy tokens, a typed price, a typed centre count. */
export function copyProblems(text: string, rules: CopyRules): string[] {
  const problems: string[] = [];
  for (const name of copyTokensIn(text)) {
    if (!rules.tokens.includes(name)) {
      problems.push(
        `Unknown copy token {${name}}: use ${rules.tokens.map((known) => `{${known}}`).join(', ')}`,
      );
    }
  }
  if (rules.prices && typedPrice.test(text)) {
    problems.push(
      'Do not type a price: write {price} and the page shows the lowest rent of the units listed',
    );
  }
  if (rules.serviceChargeOnTop && claimsRentIncludesServiceCharge(text)) {
    problems.push(
      'Do not say the rent includes the service charge: these units list it on top of the rent. Say one bill carries both.',
    );
  }
  if (typedCount(centreCount).test(text)) {
    problems.push(
      rules.tokens.includes('centresOffering')
        ? 'Do not type the number of centres: write {centres} (all centres) or {centresOffering} (centres offering this type)'
        : 'Do not type the number of centres: write {centres} and the page shows the count from the centres',
    );
  }
  return problems;
}

/** Adds an issue, at the string's path, for every problem in every string of a value. */
export function checkCopy(
  value: unknown,
  rules: CopyRules,
  ctx: z.RefinementCtx,
  path: PropertyKey[] = [],
): void {
  if (typeof value === 'string') {
    for (const message of copyProblems(value, rules)) ctx.addIssue({ code: 'custom', path, message });
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => checkCopy(item, rules, ctx, [...path, index]));
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) checkCopy(item, rules, ctx, [...path, key]);
  }
}

/** A size typed into copy: "250 sq ft", "23 m²", "1,200 square feet". */
const typedSize = /\d[\d,.]*\s*(?:sq\.?\s*f(?:ee)?t|square\s+(?:feet|foot|metres?|meters?)|m²|m2|sqm)/i;
/** A count typed into copy: "for 6 people", "up to 12", "8 desks". */
const typedUnitCount =
  /\bup to \d|\b\d+\s*(?:people|persons|desks?|seats?|workstations?|rooms?|units?|spaces?)\b/i;

/**
 * The problems with a unit's own words: its size, rent and capacity are fields, shown from the
 * fields, so prose that types them can only disagree with them one day (a summary said 200 sq ft
 * of a 250 sq ft unit).
 */
export function unitCopyProblems(text: string): string[] {
  const problems: string[] = [];
  if (typedPrice.test(text))
    problems.push('Do not type a price: the rent and service charge fields are shown beside the description');
  if (typedSize.test(text))
    problems.push('Do not type the size: the floor area field is shown beside the description');
  if (typedUnitCount.test(text))
    problems.push(
      'Do not type how many people or desks: the "Desks or people" field is shown beside the description',
    );
  return problems;
}
