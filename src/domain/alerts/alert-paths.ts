import type { AlertWorkspaceType } from './alert-criteria';

/*
 * A unit card's anchor on its centre's page, and the alert form prefilled from the page that
 * offers it. An alert mail links to the unit's own page (unitPath in src/domain/routes.ts).
 */

export const unitAnchor = (reference: string) => `unit-${reference.toLowerCase()}`;


export function alertFormPath(prefill: { readonly type?: AlertWorkspaceType | undefined; readonly centre?: string | undefined }): string {
  const query = new URLSearchParams();
  if (prefill.type) query.set('type', prefill.type);
  if (prefill.centre) query.set('centre', prefill.centre);
  const search = query.toString();
  return `/alerts/new${search ? `?${search}` : ''}`;
}
