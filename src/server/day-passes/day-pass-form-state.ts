import 'server-only';
import { formStateFrom, openViewingFormState, sealViewingFormState, type ViewingFormState } from '../viewings/viewing-form-state';

/*
 * What the day-pass form said and what was wrong with it, carried from POST /api/day-passes back
 * to the centre's day-pass page with JavaScript off. The viewing form's sealed cookie (AES-256-GCM,
 * short-lived, HttpOnly, never in a URL), under its own name and scoped to the day-pass pages.
 */

export const dayPassFormCookieName = 'nl_day_pass_form';
const maxAgeSeconds = 600;

/** The viewing form's state, and the promo code field as typed (docs/decisions/0054). */
export type DayPassFormState = ViewingFormState & { readonly values: ViewingFormState['values'] & { promo?: string } };

export function sealDayPassFormState(input: Record<string, string | string[]>, errors: Record<string, string | undefined>, secret: string, now?: number): string {
  const state = formStateFrom(input, errors, now);
  const promo = typeof input.promo === 'string' && input.promo !== '' ? input.promo.slice(0, 40) : undefined;
  const withPromo: DayPassFormState = { ...state, values: { ...state.values, ...(promo ? { promo } : {}) } };
  return sealViewingFormState(withPromo, secret);
}

export const openDayPassFormState = (value: string | undefined, secret: string): DayPassFormState | undefined =>
  openViewingFormState(value, secret);

export function dayPassFormCookie(sealed: string | undefined, secure: boolean): string {
  const common = `Path=/coworking/day-pass; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
  return sealed === undefined
    ? `${dayPassFormCookieName}=; ${common}; Max-Age=0`
    : `${dayPassFormCookieName}=${sealed}; ${common}; Max-Age=${maxAgeSeconds}`;
}
