import type { z } from 'zod';
import type { ShownPrice } from './prices';
import { copyTokensIn, typedCount, typedPrice } from '@/lib/copy-tokens';
import { centreTowns } from './centres';

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

type CopyRules = { readonly tokens: readonly string[]; readonly prices: boolean };

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
    problems.push('Do not type a price: write {price} and the page shows the lowest rent of the units listed');
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
