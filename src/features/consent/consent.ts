/*
 * Consent state and its cookie. Pure functions (no DOM) so the rules are unit-tested; the banner
 * and the head snippet call them.
 *
 * cookie_consent holds "true" (everything accepted) or "false" (everything rejected), as the spec
 * says; a mixed choice made in the settings view is stored as "analytics" or "advertising"
 * (docs/decisions/0005-consent.md).
 */

import { consentMaxAgeSeconds } from '@/lib/cookie-lifetimes';
import { consentCookieName, consentCookieValue, type ConsentChoice } from '@/domain/consent-choice';

/* The choice and its cookie value are shared with the server, which reads them too (src/domain/consent-choice.ts). */
export {
  allDenied,
  allGranted,
  consentCookieName,
  consentCookieValue,
  parseConsentCookieValue,
  type ConsentChoice,
} from '@/domain/consent-choice';

export type GoogleConsentState = {
  ad_storage: 'granted' | 'denied';
  ad_user_data: 'granted' | 'denied';
  ad_personalization: 'granted' | 'denied';
  analytics_storage: 'granted' | 'denied';
};

export function googleConsentFor(choice: ConsentChoice): GoogleConsentState {
  const ads = choice.advertising ? 'granted' : 'denied';
  return {
    ad_storage: ads,
    ad_user_data: ads,
    ad_personalization: ads,
    analytics_storage: choice.analytics ? 'granted' : 'denied',
  };
}

export function consentCookieHeader(choice: ConsentChoice, secure: boolean): string {
  const parts = [
    `${consentCookieName}=${consentCookieValue(choice)}`,
    `Max-Age=${consentMaxAgeSeconds}`,
    'Path=/',
    'SameSite=Lax',
  ];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

export type TagConfig = {
  readonly gtmId?: string | undefined;
  readonly gaId?: string | undefined;
  readonly tagHost: string;
  readonly mode: 'basic' | 'advanced';
};

/** Basic mode loads tags only once something is granted; advanced mode loads them at once. */
export function shouldLoadTags(config: TagConfig, choice: ConsentChoice | undefined): boolean {
  if (!config.gtmId && !config.gaId) return false;
  if (config.mode === 'advanced') return true;
  return Boolean(choice && (choice.analytics || choice.advertising));
}

/**
 * The inline <head> script: consent defaults (all denied, wait_for_update) pushed before any tag,
 * then a returning visitor's saved choice applied at once. gtag pushes the arguments object:
 * Google's tags ignore arrays.
 */
export function consentDefaultsScript(): string {
  return [
    'window.dataLayer=window.dataLayer||[];',
    'function gtag(){dataLayer.push(arguments);}',
    'window.gtag=gtag;',
    "gtag('consent','default',{ad_storage:'denied',ad_user_data:'denied',ad_personalization:'denied',analytics_storage:'denied',wait_for_update:500});",
    "window.uetq=window.uetq||[];window.uetq.push('consent','default',{ad_storage:'denied'});",
    '(function(){try{',
    `var m=document.cookie.match(/(?:^|; )${consentCookieName}=([^;]*)/);`,
    "var v=m&&m[1];var saved=/^(true|false|analytics|advertising)$/.test(v||'');",
    // Lets CSS show the server-rendered banner at first paint only when no choice is saved.
    "document.documentElement.setAttribute('data-consent',saved?'chosen':'pending');",
    "if(!saved||v==='false')return;",
    "var an=v==='true'||v==='analytics',ad=v==='true'||v==='advertising';",
    "var a=ad?'granted':'denied';",
    "gtag('consent','update',{ad_storage:a,ad_user_data:a,ad_personalization:a,analytics_storage:an?'granted':'denied'});",
    "window.uetq.push('consent','update',{ad_storage:a});",
    '}catch(e){}})();',
  ].join('');
}
