import { expect, type Page } from '@playwright/test';

/*
 * What the browser itself says about a page's Content-Security-Policy: the policy it was sent (one
 * header, no 'unsafe-inline' for scripts), the sha256 of each inline script as the browser parsed
 * it (not as our server-side reader found it), whether each is allowed by hash or by the policy's
 * nonce, and every violation the page reported while it loaded.
 */
export type PagePolicy = {
  readonly policy: string;
  /** The hash sources of the page's inline scripts, as 'sha256-...' with quotes. */
  readonly scriptHashes: readonly string[];
};

type Watched = Page & { __policyWatch?: { console: string[] } };

/** Once per page: collects console errors and securitypolicyviolation events of every load. */
export async function watchPolicy(page: Page): Promise<void> {
  const watched = page as Watched;
  if (watched.__policyWatch) return;
  const state = { console: [] as string[] };
  watched.__policyWatch = state;
  page.on('console', (message) => {
    if (message.type() === 'error') state.console.push(message.text());
  });
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = violations;
    document.addEventListener('securitypolicyviolation', (event) => {
      violations.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
}

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([first]) => first === name)
    ?.slice(1) ?? [];

/** Loads the page and checks that its policy allows exactly its own inline scripts. */
export async function expectOwnPolicy(page: Page, url: string, expectedStatus = 200): Promise<PagePolicy> {
  await watchPolicy(page);
  const state = (page as Watched).__policyWatch!;
  state.console.length = 0;
  // Inline scripts run (or are refused) while the document is parsed: by DOMContentLoaded every
  // one has met the policy. Waiting for images and fonts too would double this spec's time; what
  // runs later (hydration, consent, tags) is checked after 'load' on every route by a11y.spec.ts.
  const response = await page.goto(url, { waitUntil: 'domcontentloaded' });
  expect(response?.status(), `${url} status`).toBe(expectedStatus);
  const policies = (await response!.headersArray()).filter(
    (header) => header.name.toLowerCase() === 'content-security-policy',
  );
  expect(
    policies.map((header) => header.value),
    `${url}: exactly one policy`,
  ).toHaveLength(1);
  const policy = policies[0]!.value;
  const scriptSrc = directive(policy, 'script-src');
  expect(scriptSrc, `${url}: script-src`).not.toContain("'unsafe-inline'");
  expect(directive(policy, 'style-src'), `${url}: style-src (a style attribute crept in?)`).not.toContain(
    "'unsafe-inline'",
  );
  const nonce = scriptSrc.find((source) => source.startsWith("'nonce-"))?.slice(7, -1);
  const scripts = await page.evaluate(async () => {
    const dataBlock = /^application\/(ld\+)?json$/i;
    const inline = [...document.querySelectorAll('script')].filter(
      (script) => !script.hasAttribute('src') && !dataBlock.test(script.type),
    );
    return Promise.all(
      inline.map(async (script) => {
        const digest = await crypto.subtle.digest(
          'SHA-256',
          new TextEncoder().encode(script.textContent ?? ''),
        );
        const hash = btoa(String.fromCharCode(...new Uint8Array(digest)));
        return {
          hash: `'sha256-${hash}'`,
          nonce: script.nonce,
          start: (script.textContent ?? '').slice(0, 60),
        };
      }),
    );
  });
  expect(scripts.length, `${url}: inline scripts`).toBeGreaterThan(0);
  for (const script of scripts) {
    const allowed = scriptSrc.includes(script.hash) || (nonce !== undefined && script.nonce === nonce);
    expect(allowed, `${url}: inline script "${script.start}" (${script.hash}) is allowed`).toBe(true);
  }
  // A violation is reported from a queued task: let the queue run before reading the list.
  const violations = await page.evaluate(
    () =>
      new Promise<string[]>((resolve) =>
        setTimeout(() => resolve((window as unknown as { __cspViolations: string[] }).__cspViolations), 50),
      ),
  );
  expect(violations, `${url}: CSP violations`).toEqual([]);
  expect(
    state.console.filter((text) => /Content Security Policy/i.test(text)),
    `${url}: CSP errors on the console`,
  ).toEqual([]);
  return { policy, scriptHashes: scripts.map((script) => script.hash) };
}
