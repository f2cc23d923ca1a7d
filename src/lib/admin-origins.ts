/*
 * The origins the admin may be used under (issue 22 item 6, docs/decisions/0030): SITE_URL's, and
 * each of ADMIN_ORIGINS (the nginx host staff use, a preview host). The same list is Payload's
 * `csrf` and `cors`, and the one rule for the project's own staff posts (cancel, check-in, move,
 * lead changes): a post counts only when the browser proves it came from a page under one of
 * these origins. Exactly these: no other host, not even one the request was itself sent to.
 */

/** "https://admin.example.com" for a value that is an http(s) origin (no path, query or user), else undefined. */
export function originOf(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.username || url.password || url.search || url.hash || (url.pathname !== '/' && url.pathname !== ''))
    return undefined;
  return url.origin;
}

/** SITE_URL's origin first, then the extra ones, each once. */
export function adminOrigins(siteUrl: string, extra: readonly string[] = []): string[] {
  const site = new URL(siteUrl).origin;
  return [...new Set([site, ...extra.map((value) => originOf(value) ?? value)])];
}

type Headers = { get(name: string): string | null };

/**
 * Whether a state-changing staff request provably comes from a page of the admin: its Origin is
 * one of the allowed origins. A browser sends Origin with every POST; when it is missing, the
 * request must say Sec-Fetch-Site: same-origin and have been sent to an allowed origin (Host, or
 * the proxy's X-Forwarded-Host and -Proto). A request that proves nothing (a script without
 * either header) is refused, as is any cross-site or same-site (a sibling subdomain) one.
 */
export function isAllowedStaffPost(
  headers: Headers,
  allowed: readonly string[],
  requestUrl?: string,
): boolean {
  const fetchSite = headers.get('sec-fetch-site');
  if (fetchSite !== null && fetchSite !== 'same-origin') return false;
  const origin = headers.get('origin');
  if (origin !== null) return allowed.includes(origin);
  if (fetchSite !== 'same-origin') return false;
  const host = headers.get('x-forwarded-host') ?? headers.get('host');
  if (!host) return false;
  const protocol =
    headers.get('x-forwarded-proto') ?? (requestUrl ? new URL(requestUrl).protocol.replace(':', '') : 'http');
  return allowed.includes(`${protocol}://${host}`);
}
