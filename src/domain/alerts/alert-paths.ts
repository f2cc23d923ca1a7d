import type { AlertWorkspaceType } from './alert-criteria';

/*
 * Where an alert points: a unit on its centre's page (the card's anchor), and the alert form
 * prefilled from the page that offers it. (A page per unit, /locations/[centre]/units/[ref], is
 * another piece of issue 21; alerts link to it once it exists.)
 */

export const unitAnchor = (reference: string) => `unit-${reference.toLowerCase()}`;

export const unitPagePath = (centre: string, reference: string) => `/locations/${centre}#${unitAnchor(reference)}`;

export function alertFormPath(prefill: { readonly type?: AlertWorkspaceType | undefined; readonly centre?: string | undefined }): string {
  const query = new URLSearchParams();
  if (prefill.type) query.set('type', prefill.type);
  if (prefill.centre) query.set('centre', prefill.centre);
  const search = query.toString();
  return `/alerts/new${search ? `?${search}` : ''}`;
}
