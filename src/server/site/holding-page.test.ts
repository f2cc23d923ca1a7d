import { describe, expect, it } from 'vitest';
import { holdingPageUrl } from './holding-page';

const site = 'https://www.northlight.example';

describe('holdingPageUrl', () => {
  it('fetches from our own host or a loopback name', () => {
    expect(holdingPageUrl(new URL('https://www.northlight.example/workspaces'), site)?.href).toBe(
      'https://www.northlight.example/coming-soon',
    );
    expect(holdingPageUrl(new URL('http://127.0.0.1:3210/locations'), site)?.href).toBe(
      'http://127.0.0.1:3210/coming-soon',
    );
    expect(holdingPageUrl(new URL('http://localhost:3000/'), site)?.href).toBe(
      'http://localhost:3000/coming-soon',
    );
    expect(holdingPageUrl(new URL('http://[::1]:3000/'), site)?.href).toBe('http://[::1]:3000/coming-soon');
  });

  it('never from a host a request names', () => {
    expect(holdingPageUrl(new URL('http://internal.example:8080/workspaces'), site)).toBeUndefined();
    expect(holdingPageUrl(new URL('http://169.254.169.254/'), site)).toBeUndefined();
    expect(holdingPageUrl(new URL('https://www.northlight.example.evil.example/'), site)).toBeUndefined();
  });
});
