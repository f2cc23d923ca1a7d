import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { byteBudgetsKiB, slackKiB } from './byte-budgets.mjs';
import { checkBudgets, measureRoute, stylesheetSources } from './check-byte-budgets.mjs';

/* A build's output in miniature: two prerendered pages, their chunks and stylesheet. */
const buildDir = mkdtempSync(path.join(os.tmpdir(), 'byte-budgets-'));
afterAll(() => rmSync(buildDir, { recursive: true, force: true }));
const write = (file, text) => {
  mkdirSync(path.dirname(path.join(buildDir, file)), { recursive: true });
  writeFileSync(path.join(buildDir, file), text);
  return gzipSync(text).length;
};
const random = (length) =>
  Array.from({ length }, () => String.fromCharCode(33 + Math.floor(Math.random() * 90))).join('');
const frameworkGzip = write('static/chunks/framework.js', random(4000));
const pageGzip = write('static/chunks/page.js', random(1500));
const cssGzip = write('static/chunks/site.css', `body{color:#14213d}${random(800)}`);
const page = (body) =>
  `<html><head><link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>` +
  `<link rel="preload" as="font" href="/fonts/inter.woff2"/>` +
  `<script src="/_next/static/chunks/framework.js" async=""></script><script src="/_next/static/chunks/page.js" async=""></script>` +
  `<script src="/_next/static/chunks/polyfills.js" noModule=""></script></head><body>${body}</body></html>`;
const homeHtml = page(random(3000));
const homeGzip = write('server/app/index.html', homeHtml);
write('server/app/locations/andover.html', page(random(6000)));

const kib = (bytes) => bytes / 1024;

describe('byte budgets', () => {
  it('measure a route: its first-load scripts, HTML and stylesheets, gzip', () => {
    expect(stylesheetSources(homeHtml)).toEqual(['/_next/static/chunks/site.css']);
    expect(measureRoute(buildDir, '/')).toEqual({
      script: frameworkGzip + pageGzip,
      html: homeGzip,
      css: cssGzip,
    });
    expect(() => measureRoute(buildDir, '/nowhere')).toThrow(/no prerendered HTML/);
  });

  it('pass within a budget, fail over it', () => {
    const { script, html, css } = measureRoute(buildDir, '/');
    const exact = { '/': { script: kib(script) + 0.01, html: kib(html) + 0.01, css: kib(css) + 0.01 } };
    expect(checkBudgets(buildDir, exact, 1).problems).toEqual([]);
    const tight = { '/': { ...exact['/'], html: kib(html) - 0.01 } };
    expect(checkBudgets(buildDir, tight, 1).problems).toEqual([
      expect.stringMatching(/^\/ html: [\d.]+ KiB gzip, over its budget/),
    ]);
  });

  it('fail when a figure falls a whole slack under its budget: budgets only go down', () => {
    const { script, html, css } = measureRoute(buildDir, '/');
    const loose = { '/': { script: kib(script) + 0.01, html: kib(html) + 1.5, css: kib(css) + 0.01 } };
    expect(checkBudgets(buildDir, loose, 1).problems).toEqual([
      expect.stringMatching(
        /^\/ html: .* under its budget .*: lower the budget to [\d.]+ \(budgets only go down\)$/,
      ),
    ]);
  });

  it('hold every figure of the budget file with a small slack', () => {
    expect(slackKiB).toBeLessThanOrEqual(1);
    for (const [route, budget] of Object.entries(byteBudgetsKiB)) {
      expect(route).toMatch(/^\//);
      for (const kind of ['script', 'html', 'css'])
        expect(budget[kind], `${route} ${kind}`).toBeGreaterThan(0);
    }
  });
});
