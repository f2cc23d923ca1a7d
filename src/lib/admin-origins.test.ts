import { describe, expect, it } from 'vitest';
import { adminOrigins, isAllowedStaffPost, originOf } from './admin-origins';

const headers = (values: Record<string, string>) => new Headers(values);
const allowed = adminOrigins('https://www.northlight.example', [
  'https://admin.northlight.example',
  'http://127.0.0.1:4212',
]);

describe('the admin origins', () => {
  it("are SITE_URL's origin and each extra origin, once", () => {
    expect(allowed).toEqual([
      'https://www.northlight.example',
      'https://admin.northlight.example',
      'http://127.0.0.1:4212',
    ]);
    expect(adminOrigins('https://www.northlight.example/', ['https://www.northlight.example'])).toEqual([
      'https://www.northlight.example',
    ]);
  });

  it('take only bare http(s) origins', () => {
    expect(originOf('https://admin.northlight.example/')).toBe('https://admin.northlight.example');
    expect(originOf('http://localhost:3000')).toBe('http://localhost:3000');
    expect(originOf('HTTPS://Admin.Northlight.Example')).toBe('https://admin.northlight.example');
    for (const bad of [
      'admin.northlight.example',
      'ftp://x.example',
      'https://x.example/admin',
      'https://u:p@x.example',
      'https://x.example?a=1',
      'null',
      '',
    ])
      expect(originOf(bad), bad).toBeUndefined();
  });
});

describe('a staff post', () => {
  it('is accepted from exactly the allowed origins', () => {
    for (const origin of allowed)
      expect(isAllowedStaffPost(headers({ origin, 'sec-fetch-site': 'same-origin' }), allowed), origin).toBe(
        true,
      );
    // Origin alone (an older browser without Fetch Metadata) is enough when it is on the list.
    expect(isAllowedStaffPost(headers({ origin: 'https://admin.northlight.example' }), allowed)).toBe(true);
  });

  it('is refused from any other origin, even the host it was sent to', () => {
    for (const origin of [
      'https://evil.example',
      'http://www.northlight.example',
      'https://www.northlight.example:8443',
      'http://localhost:4212',
      'null',
    ])
      expect(isAllowedStaffPost(headers({ origin, 'sec-fetch-site': 'same-origin' }), allowed), origin).toBe(
        false,
      );
    // A Host header that matches the Origin proves nothing: the list decides.
    expect(
      isAllowedStaffPost(
        headers({ origin: 'http://preview.evil.example', host: 'preview.evil.example' }),
        allowed,
      ),
    ).toBe(false);
  });

  it('is refused when the browser says it is cross-site or same-site, whatever the Origin', () => {
    for (const site of ['cross-site', 'same-site', 'none'])
      expect(
        isAllowedStaffPost(
          headers({ origin: 'https://www.northlight.example', 'sec-fetch-site': site }),
          allowed,
        ),
        site,
      ).toBe(false);
  });

  it('without an Origin needs Sec-Fetch-Site: same-origin and an allowed host', () => {
    expect(isAllowedStaffPost(headers({}), allowed)).toBe(false);
    expect(isAllowedStaffPost(headers({ host: 'www.northlight.example' }), allowed)).toBe(false);
    expect(
      isAllowedStaffPost(
        headers({
          'sec-fetch-site': 'same-origin',
          host: 'app:3000',
          'x-forwarded-host': 'admin.northlight.example',
          'x-forwarded-proto': 'https',
        }),
        allowed,
      ),
    ).toBe(true);
    expect(
      isAllowedStaffPost(
        headers({ 'sec-fetch-site': 'same-origin', host: '127.0.0.1:4212' }),
        allowed,
        'http://127.0.0.1:4212/x',
      ),
    ).toBe(true);
    expect(
      isAllowedStaffPost(
        headers({ 'sec-fetch-site': 'same-origin', host: 'other.example' }),
        allowed,
        'http://other.example/x',
      ),
    ).toBe(false);
  });
});
