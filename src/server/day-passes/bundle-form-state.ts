import 'server-only';
import { formStateFrom, openViewingFormState, sealViewingFormState, type ViewingFormState } from '../viewings/viewing-form-state';

/*
 * What a bundle form (buy, or use) said and what was wrong with it, carried back to the bundle page
 * with JavaScript off: the viewing form's sealed cookie under its own name, scoped to that page.
 */

export const bundleFormCookieName = 'nl_bundle_form';
const maxAgeSeconds = 600;

export const sealBundleFormState = (input: Record<string, string | string[]>, errors: Record<string, string | undefined>, secret: string, now?: number) =>
  sealViewingFormState(formStateFrom(input, errors, now), secret);

export const openBundleFormState = (value: string | undefined, secret: string): ViewingFormState | undefined =>
  openViewingFormState(value, secret);

export function bundleFormCookie(sealed: string | undefined, secure: boolean): string {
  const common = `Path=/coworking/day-pass/bundle; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
  return sealed === undefined
    ? `${bundleFormCookieName}=; ${common}; Max-Age=0`
    : `${bundleFormCookieName}=${sealed}; ${common}; Max-Age=${maxAgeSeconds}`;
}
