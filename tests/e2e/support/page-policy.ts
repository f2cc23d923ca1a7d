import { createHash } from 'node:crypto';
import { get } from 'node:http';
import { expect, type Page } from '@playwright/test';
import { parse, type DefaultTreeAdapterTypes } from 'parse5';

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

/* The one Content-Security-Policy header of a response, with no 'unsafe-inline' for scripts or styles. */
function expectOnePolicy(headers: readonly { name: string; value: string }[], url: string): string {
  const policies = headers.filter((header) => header.name.toLowerCase() === 'content-security-policy');
  expect(
    policies.map((header) => header.value),
    `${url}: exactly one policy`,
  ).toHaveLength(1);
  const policy = policies[0]!.value;
  expect(directive(policy, 'script-src'), `${url}: script-src`).not.toContain("'unsafe-inline'");
  expect(directive(policy, 'style-src'), `${url}: style-src (a style attribute crept in?)`).not.toContain(
    "'unsafe-inline'",
  );
  return policy;
}

/* Whether a script-src allows an inline script, by its 'sha256-...' source or the policy's nonce. */
function allowsScript(scriptSrc: readonly string[], script: { hash: string; nonce?: string }): boolean {
  const nonce = scriptSrc.find((source) => source.startsWith("'nonce-"))?.slice(7, -1);
  return scriptSrc.includes(script.hash) || (nonce !== undefined && script.nonce === nonce);
}

/* What the browser's check below runs: a script with no src that is not a JSON data block. */
const dataBlock = /^application\/(ld\+)?json$/i;

function inlineScriptsOf(
  node: DefaultTreeAdapterTypes.ParentNode,
  found: { text: string; nonce?: string }[] = [],
) {
  for (const child of node.childNodes) {
    if (!('tagName' in child)) continue;
    const attribute = (name: string) => child.attrs.find((attr) => attr.name === name)?.value;
    if (
      child.tagName === 'script' &&
      attribute('src') === undefined &&
      !dataBlock.test(attribute('type') ?? '')
    ) {
      const text = child.childNodes.map((text) => ('value' in text ? text.value : '')).join('');
      found.push({ text, nonce: attribute('nonce') });
    }
    inlineScriptsOf(
      child.tagName === 'template' ? (child as DefaultTreeAdapterTypes.Template).content : child,
      found,
    );
  }
  return found;
}

/**
 * The same check without a browser, for the many pages one template renders (every unit's page):
 * the served HTML parsed by parse5, which follows the HTML standard's tokenizer as browsers do
 * (newlines normalised, entities left alone in script text), not by the site's own reader
 * (src/lib/inline-code.ts), and each inline script's sha256 looked up in the policy. What only a
 * browser shows (a violation reported while the page runs) is checked by expectOwnPolicy on a
 * sample of these pages and on every route of the axe sweep (a11y.spec.ts).
 */
export async function expectOwnPolicyInHtml(url: URL): Promise<string> {
  const response = await getPage(url);
  expect(response.status, `${url.pathname} status`).toBe(200);
  const policy = expectOnePolicy(response.headers, url.pathname);
  const scriptSrc = directive(policy, 'script-src');
  const scripts = inlineScriptsOf(parse(response.body));
  expect(scripts.length, `${url}: inline scripts`).toBeGreaterThan(0);
  // One expectation a page, not one a script: each costs Playwright a stack trace.
  const refused = scripts.flatMap((script) => {
    const hash = `'sha256-${createHash('sha256').update(script.text, 'utf8').digest('base64')}'`;
    return allowsScript(scriptSrc, { hash, nonce: script.nonce })
      ? []
      : [`"${script.text.slice(0, 60)}" (${hash})`];
  });
  expect(refused, `${url.pathname}: inline scripts the policy does not allow`).toEqual([]);
  return policy;
}

/*
 * Node's own HTTP client, not Playwright's request fixture (which relays each body through its
 * driver: 65 ms a page here), and not fetch, which joins repeated headers into one.
 */
function getPage(
  url: URL,
): Promise<{ status: number; headers: { name: string; value: string }[]; body: string }> {
  return new Promise((resolve, reject) => {
    get(url, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const raw = response.rawHeaders;
        const headers = raw.flatMap((name, index) =>
          index % 2 === 0 ? [{ name, value: raw[index + 1]! }] : [],
        );
        resolve({ status: response.statusCode ?? 0, headers, body: Buffer.concat(chunks).toString('utf8') });
      });
    }).on('error', reject);
  });
}

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
  const policy = expectOnePolicy(await response!.headersArray(), url);
  const scriptSrc = directive(policy, 'script-src');
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
    const allowed = allowsScript(scriptSrc, script);
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
