// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://www.northlight.co.uk/centres"}
import { afterEach, describe, expect, it } from 'vitest';
import { cookieDomainsFor, cookieNames, cookiesToWithdraw, expireCookieEverywhere } from './tracking-cookies';

/*
 * jsdom keeps cookies as a browser does (tough-cookie, public suffix list included), so these tests
 * check the deletion against the browser's rules, not against our own idea of them.
 */

/** What Google's tags do with cookie_domain "auto": the highest domain that takes the cookie. */
function setLikeGoogle(name: string, value: string): void {
  const labels = location.hostname.split('.');
  const candidates: string[] = [];
  for (let start = labels.length - 2; start >= 0; start--) candidates.push(labels.slice(start).join('.'));
  for (const domain of candidates) {
    document.cookie = `${name}=${value}; Max-Age=1000; Path=/; Domain=${domain}`;
    if (document.cookie.split('; ').includes(`${name}=${value}`)) return;
  }
  document.cookie = `${name}=${value}; Max-Age=1000; Path=/`;
}

afterEach(() => {
  for (const name of cookieNames(document.cookie)) {
    for (const expired of expireCookieEverywhere(name, location.hostname)) document.cookie = expired;
  }
});

describe('consent withdrawal', () => {
  it('deletes tracking cookies written on the registrable domain and on the host', () => {
    setLikeGoogle('_ga', 'GA1.1.1.2');
    setLikeGoogle('_gcl_au', '1.1.1');
    setLikeGoogle('_uetvid', 'abc');
    document.cookie = '_ga_ABC=GS1; Path=/'; // a host-only copy
    document.cookie = 'cookie_consent=true; Path=/';
    // What withdrawal used to do: expire on the host only. The domain cookies survive it.
    document.cookie = '_ga=; Max-Age=0; Path=/';
    expect(document.cookie).toContain('_ga=GA1.1.1.2');
    const withdrawn = cookiesToWithdraw(cookieNames(document.cookie), {
      analytics: false,
      advertising: false,
    });
    expect(withdrawn.sort()).toEqual(['_ga', '_ga_ABC', '_gcl_au', '_uetvid']);
    for (const name of withdrawn) {
      for (const expired of expireCookieEverywhere(name, location.hostname)) document.cookie = expired;
    }
    expect(document.cookie).toBe('cookie_consent=true');
  });

  it('keeps what is still allowed', () => {
    expect(
      cookiesToWithdraw(['_ga', '_ga_X', '_gid', '_gcl_aw', '_uetsid', 'channel_attrib'], {
        analytics: true,
        advertising: false,
      }),
    ).toEqual(['_gcl_aw', '_uetsid']);
    expect(cookiesToWithdraw(['_ga', '_gcl_au'], { analytics: false, advertising: true })).toEqual(['_ga']);
  });

  it('tries the host, then every parent domain, and never an address or a single label', () => {
    expect(cookieDomainsFor('www.northlight.co.uk')).toEqual([
      undefined,
      'www.northlight.co.uk',
      'northlight.co.uk',
      'co.uk',
    ]);
    expect(cookieDomainsFor('127.0.0.1')).toEqual([undefined]);
    expect(cookieDomainsFor('localhost')).toEqual([undefined]);
    expect(cookieDomainsFor('[::1]')).toEqual([undefined]);
  });
});
