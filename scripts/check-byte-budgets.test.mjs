import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { byteBudgetsKiB, elementBudgets, elementSlack, slackKiB } from './byte-budgets.mjs';
import { paintFirst } from '../src/server/site/paint-first.mjs';
import { checkBudgets, countElements, measureRoute, stylesheetSources } from './check-byte-budgets.mjs';

/* A build's output in miniature: two prerendered pages, their chunks and stylesheet. */
const buildDir = mkdtempSync(path.join(os.tmpdir(), 'byte-budgets-'));
afterAll(() => rmSync(buildDir, { recursive: true, force: true }));
const write = (file, text) => {
  mkdirSync(path.dirname(path.join(buildDir, file)), { recursive: true });
  writeFileSync(path.join(buildDir, file), text);
  return gzipSync(text).length;
};
const random = (length) =>
  Array.from({ length }, () => String.fromCharCode(33 + Math.floor(Math.random() * 90)))
    .join('')
    // No '<': the text is not markup, and the element count stays that of the page around it.
    .replaceAll('<', '>');
const frameworkGzip = write('static/chunks/framework.js', random(4000));
const pageGzip = write('static/chunks/page.js', random(1500));
const cssGzip = write('static/chunks/site.css', `body{color:#14213d}${random(800)}`);
const page = (body) =>
  `<html><head><link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>` +
  `<link rel="preload" as="font" href="/fonts/inter.woff2"/>` +
  `<script src="/_next/static/chunks/framework.js" async=""></script><script src="/_next/static/chunks/page.js" async=""></script>` +
  `<script src="/_next/static/chunks/polyfills.js" noModule=""></script></head><body>${body}</body></html>`;
const homeHtml = page(random(3000));
write('server/app/index.html', homeHtml);
/* Measured as the page cache sends it: the chunks preloaded and run after the first paint. */
const homeGzip = gzipSync(paintFirst(homeHtml)).length;
write('server/app/locations/andover.html', page(random(6000)));

const kib = (bytes) => bytes / 1024;

describe('byte budgets', () => {
  it('measure a route as it is sent: its first-load scripts, HTML and stylesheets, gzip', () => {
    expect(stylesheetSources(homeHtml)).toEqual(['/_next/static/chunks/site.css']);
    expect(homeGzip).toBeGreaterThan(gzipSync(homeHtml).length);
    expect(measureRoute(buildDir, '/')).toEqual({
      script: frameworkGzip + pageGzip,
      html: homeGzip,
      css: cssGzip,
      elements: 1,
    });
    expect(() => measureRoute(buildDir, '/nowhere')).toThrow(/no prerendered HTML/);
  });

  it('pass within a budget, fail over it', () => {
    const { script, html, css } = measureRoute(buildDir, '/');
    const exact = { '/': { script: kib(script) + 0.01, html: kib(html) + 0.01, css: kib(css) + 0.01 } };
    expect(checkBudgets(buildDir, exact, 1, {}).problems).toEqual([]);
    const tight = { '/': { ...exact['/'], html: kib(html) - 0.01 } };
    expect(checkBudgets(buildDir, tight, 1, {}).problems).toEqual([
      expect.stringMatching(/^\/ html: [\d.]+ KiB gzip, over its budget/),
    ]);
  });

  it('fail when a figure falls a whole slack under its budget: budgets only go down', () => {
    const { script, html, css } = measureRoute(buildDir, '/');
    const loose = { '/': { script: kib(script) + 0.01, html: kib(html) + 1.5, css: kib(css) + 0.01 } };
    expect(checkBudgets(buildDir, loose, 1, {}).problems).toEqual([
      expect.stringMatching(
        /^\/ html: .* under its budget .*: lower the budget to [\d.]+ \(budgets only go down\)$/,
      ),
    ]);
  });

  it('count the elements of the body, its scripts left out', () => {
    const html =
      '<html><head><title>t</title><meta charset="utf-8"/></head><body><main><h1>Units &lt;a&gt;</h1>' +
      '<ul><li><a href="/x" title="a < b">x</a></li><li><img alt=""/></li></ul></main>' +
      '<script>self.__next_f.push([1,"<div><p>"])</script><script src="/a.js"></script></body></html>';
    // body, main, h1, ul, li, a, li, img
    expect(countElements(html)).toBe(8);
  });

  it('fail a page over its element budget, and one a whole slack under it', () => {
    write('server/app/units.html', page('<main>' + '<p>unit</p>'.repeat(40) + '</main>'));
    const { script, html, css } = measureRoute(buildDir, '/units');
    const bytes = { '/units': { script: kib(script) + 0.01, html: kib(html) + 0.01, css: kib(css) + 0.01 } };
    expect(checkBudgets(buildDir, bytes, 1, { '/units': 42 }, 25).problems).toEqual([]);
    expect(checkBudgets(buildDir, bytes, 1, { '/units': 40 }, 25).problems).toEqual([
      '/units elements: 42, over its budget of 40',
    ]);
    expect(checkBudgets(buildDir, bytes, 1, { '/units': 70 }, 25).problems).toEqual([
      expect.stringMatching(/^\/units elements: 42, 28 under its budget of 70: lower the budget to 47/),
    ]);
  });

  it('hold every figure of the budget file with a small slack', () => {
    expect(elementSlack).toBeLessThanOrEqual(25);
    for (const [route, budget] of Object.entries(elementBudgets)) {
      expect(byteBudgetsKiB[route], route).toBeDefined();
      expect(budget).toBeGreaterThan(0);
    }
    expect(slackKiB).toBeLessThanOrEqual(1);
    for (const [route, budget] of Object.entries(byteBudgetsKiB)) {
      expect(route).toMatch(/^\//);
      for (const kind of ['script', 'html', 'css'])
        expect(budget[kind], `${route} ${kind}`).toBeGreaterThan(0);
    }
  });
});
