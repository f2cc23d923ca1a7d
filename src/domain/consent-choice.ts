/*
 * The visitor's consent choice and the `cookie_consent` values that hold it (docs/decisions/0005):
 * "true" (everything accepted), "false" (everything rejected), "analytics" or "advertising" for a
 * mixed choice. Shared by the banner (src/features/consent), the analytics events that wait for
 * it and the server, which keeps ad click ids only when the request's cookie grants advertising.
 */

export const consentCookieName = 'cookie_consent';

export type ConsentChoice = { readonly analytics: boolean; readonly advertising: boolean };

export const allGranted: ConsentChoice = { analytics: true, advertising: true };
export const allDenied: ConsentChoice = { analytics: false, advertising: false };

export function consentCookieValue(choice: ConsentChoice): string {
  if (choice.analytics && choice.advertising) return 'true';
  if (!choice.analytics && !choice.advertising) return 'false';
  return choice.analytics ? 'analytics' : 'advertising';
}

export function parseConsentCookieValue(value: string | undefined): ConsentChoice | undefined {
  switch (value) {
    case 'true':
      return allGranted;
    case 'false':
      return allDenied;
    case 'analytics':
      return { analytics: true, advertising: false };
    case 'advertising':
      return { analytics: false, advertising: true };
    default:
      return undefined;
  }
}
