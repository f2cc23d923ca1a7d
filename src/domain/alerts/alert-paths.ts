import type { AlertWorkspaceType } from './alert-criteria';

/*
 * A unit card's anchor on its centre's page, and the alert form prefilled from the page that
 * offers it. An alert mail links to the unit's own page (unitPath in src/domain/routes.ts).
 */

export const unitAnchor = (reference: string) => `unit-${reference.toLowerCase()}`;

/** What a page can prefill: the type and centre it is about, and a list's size and budget. */
export type AlertPrefill = {
  readonly type?: AlertWorkspaceType | undefined;
  readonly centre?: string | undefined;
  readonly minSqFt?: number | undefined;
  readonly maxSqFt?: number | undefined;
  readonly budgetPounds?: number | undefined;
};

export function alertFormPath(prefill: AlertPrefill): string {
  const query = new URLSearchParams();
  if (prefill.type) query.set('type', prefill.type);
  if (prefill.centre) query.set('centre', prefill.centre);
  if (prefill.minSqFt) query.set('min', String(prefill.minSqFt));
  if (prefill.maxSqFt) query.set('max', String(prefill.maxSqFt));
  if (prefill.budgetPounds) query.set('budget', String(prefill.budgetPounds));
  const search = query.toString();
  return `/alerts/new${search ? `?${search}` : ''}`;
}
