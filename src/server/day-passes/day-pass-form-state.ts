import 'server-only';
import { formStateFrom, openViewingFormState, sealViewingFormState, type ViewingFormState } from '../viewings/viewing-form-state';

/*
 * What the day-pass form said and what was wrong with it, carried from POST /api/day-passes back
 * to the centre's day-pass page with JavaScript off. The viewing form's sealed cookie (AES-256-GCM,
 * short-lived, HttpOnly, never in a URL), under its own name and scoped to the day-pass pages.
 */

export const dayPassFormCookieName = 'nl_day_pass_form';
const maxAgeSeconds = 600;

export const sealDayPassFormState = (input: Record<string, string | string[]>, errors: Record<string, string | undefined>, secret: string, now?: number) =>
  sealViewingFormState(formStateFrom(input, errors, now), secret);

export const openDayPassFormState = (value: string | undefined, secret: string): ViewingFormState | undefined =>
  openViewingFormState(value, secret);

export function dayPassFormCookie(sealed: string | undefined, secure: boolean): string {
  const common = `Path=/coworking/day-pass; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
  return sealed === undefined
    ? `${dayPassFormCookieName}=; ${common}; Max-Age=0`
    : `${dayPassFormCookieName}=${sealed}; ${common}; Max-Age=${maxAgeSeconds}`;
}
