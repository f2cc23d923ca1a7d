import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';

/*
 * Every prerendered page answers with a script policy that names the hash of each of its inline
 * scripts and has no 'unsafe-inline' (scripts/csp-hashes.mjs, docs/decisions/0007). The pages come
 * from the sitemap, so a new page is checked without touching this file; a browser then loads a
 * few of them and must see every inline script run without a violation.
 */

function directive(policy: string, name: string): string[] {
  const found = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name);
  return found?.slice(1) ?? [];
}

function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(
      ([, attributes]) =>
        !/\ssrc=/.test(attributes ?? '') && !/type="application\/ld\+json"/.test(attributes ?? ''),
    )
    .map(
      ([, , body]) =>
        `'sha256-${createHash('sha256')
          .update(body ?? '', 'utf8')
          .digest('base64')}'`,
    );
}

test('prerendered pages allow their own inline scripts by hash, without unsafe-inline for scripts or styles', async ({
  request,
}) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
  expect(paths.length).toBeGreaterThan(40);
  for (const path of paths) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const policy = response.headers()['content-security-policy'] ?? '';
    const sources = directive(policy, 'script-src');
    // No page of the site has a style attribute, so none needs 'unsafe-inline' for styles either.
    expect(directive(policy, 'style-src'), `${path}: style-src`).not.toContain("'unsafe-inline'");
    expect(sources, `${path}: script-src`).not.toContain("'unsafe-inline'");
    expect(sources, `${path}: script-src`).not.toContain("'unsafe-eval'");
    const hashes = inlineScriptHashes(await response.text());
    expect(hashes.length, `${path}: inline scripts`).toBeGreaterThan(0);
    for (const hash of hashes) expect(sources, `${path}: a hash for each inline script`).toContain(hash);
  }
});

test('the browser runs every inline script under the hashed policy', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      violations.push(message.text());
  });
  for (const path of ['/', '/locations', '/workspaces/workshops', '/privacy']) {
    await page.goto(path);
    // The consent script ran (it marks <html>) and React hydrated (the banner is interactive).
    await expect(page.locator('html')).toHaveAttribute('data-consent', 'pending');
    await expect(page.getByTestId('cookie-banner')).toHaveAttribute('data-cookie-banner', 'open');
  }
  expect(violations).toEqual([]);
});
