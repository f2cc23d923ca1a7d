const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Where a dark build's holding route fetches the holding page: this same server, as the request
 * reached it. Next derives the request URL from the listening address, but a Host header can reach
 * it on some set-ups, and the Host header is the client's to choose: so only our own public host or
 * a loopback name is used. Anything else would let a request make the server fetch from a host of
 * its choice; it gets the plain-text holding answer instead.
 */
export function holdingPageUrl(requestUrl: URL, siteUrl: string): URL | undefined {
  const ownHost = new URL(siteUrl).host;
  return requestUrl.host === ownHost || loopbackHosts.has(requestUrl.hostname)
    ? new URL('/coming-soon', requestUrl.origin)
    : undefined;
}
