import type { ConsentChoice } from './consent';

/*
 * The cookies Google's and Microsoft's tags set, by the purpose that allows them, and how to delete
 * them. Google's tags (cookie_domain "auto") and Microsoft's UET write their cookies on the highest
 * domain the browser accepts, the registrable domain (".northlight.co.uk" for www.northlight.co.uk),
 * not on the host. A cookie is deleted only by an expired cookie of the same name, path and domain,
 * so withdrawal expires each one on the host and on every parent domain; the browser ignores the
 * attempt on a public suffix (".co.uk"), and an IP address or "localhost" has host cookies only.
 */

export const trackingCookiePrefixes: Readonly<Record<keyof ConsentChoice, readonly string[]>> = {
  // _ga, _ga_<property id>, and Universal Analytics' _gid and _gat.
  analytics: ['_ga', '_gid'],
  // Google Ads' conversion linker (_gcl_au, _gcl_aw, _gcl_dc...) and Microsoft UET (_uetsid, _uetvid...).
  advertising: ['_gcl', '_uet'],
};

/** The names among `names` that a choice no longer allows. */
export function cookiesToWithdraw(names: readonly string[], choice: ConsentChoice): string[] {
  const prefixes = (Object.keys(trackingCookiePrefixes) as (keyof ConsentChoice)[])
    .filter((purpose) => !choice[purpose])
    .flatMap((purpose) => trackingCookiePrefixes[purpose]);
  return [...new Set(names)].filter((name) => prefixes.some((prefix) => name.startsWith(prefix)));
}

/** The Domain attributes a third-party tag may have used on this host: none (host-only), then each parent. */
export function cookieDomainsFor(hostname: string): (string | undefined)[] {
  const host = hostname.replace(/\.$/, '').toLowerCase();
  const isAddress = /^\d+(\.\d+){3}$/.test(host) || host.includes(':') || host.startsWith('[');
  if (isAddress || !host.includes('.')) return [undefined];
  const labels = host.split('.');
  const parents: string[] = [];
  // Down to two labels: a single label ("uk", "com") is always a public suffix.
  for (let start = 0; start <= labels.length - 2; start++) parents.push(labels.slice(start).join('.'));
  return [undefined, ...parents];
}

/** document.cookie strings that expire `name` wherever a tag may have written it. */
export function expireCookieEverywhere(name: string, hostname: string): string[] {
  return cookieDomainsFor(hostname).map(
    (domain) => `${name}=; Max-Age=0; Path=/${domain ? `; Domain=${domain}` : ''}`,
  );
}

/** Names of the cookies a document.cookie string holds. */
export function cookieNames(cookieString: string): string[] {
  return cookieString
    .split(';')
    .map((part) => part.trim().split('=')[0] ?? '')
    .filter(Boolean);
}
