import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { paintFirstLoader } from '../../src/server/site/paint-first.mjs';
import { firstLoadJs, frameworkFloor, scriptSources } from './first-load-js.mjs';

const buildDir = mkdtempSync(path.join(os.tmpdir(), 'first-load-'));
mkdirSync(path.join(buildDir, 'static', 'chunks'), { recursive: true });
const chunk = (name, text) => {
  writeFileSync(path.join(buildDir, 'static', 'chunks', name), text);
  return gzipSync(text).length;
};
const frameworkSize = chunk('framework.js', 'react-dom'.repeat(400)) + chunk('runtime.js', 'runtime');
const pageSize = chunk('page.js', 'our own code');
chunk('polyfills.js', 'polyfill');
writeFileSync(
  path.join(buildDir, 'build-manifest.json'),
  JSON.stringify({ rootMainFiles: ['static/chunks/framework.js', 'static/chunks/runtime.js'] }),
);
afterAll(() => rmSync(buildDir, { recursive: true, force: true }));

const html = `<html><head>
<script src="/_next/static/chunks/framework.js" async=""></script>
<script src="/_next/static/chunks/runtime.js" async=""></script>
<script src="/_next/static/chunks/page.js" async=""></script>
<script src="/_next/static/chunks/polyfills.js" noModule=""></script>
<script type="application/ld+json">{}</script>
<script src="/_next/static/chunks/page.js" async=""></script>
</head></html>`;

describe('first-load JS', () => {
  it('counts the chunks a served page adds after its first paint, once each', () => {
    const served = `<html><head>
<link rel="preload" as="font" href="/fonts/inter.woff2"/>
<script src="/_next/static/chunks/polyfills.js" noModule=""></script>
<script>window.dataLayer=["/_next/static/chunks/not-a-loader.js"]</script>
</head><body>${paintFirstLoader(['/_next/static/chunks/framework.js', '/_next/static/chunks/page.js'])}
<script src="/_next/static/chunks/page.js" async=""></script></body></html>`;
    expect(scriptSources(served)).toEqual(['/_next/static/chunks/framework.js', '/_next/static/chunks/page.js']);
  });

  it('lists module script sources once each, skipping nomodule and inline scripts', () => {
    expect(scriptSources(html)).toEqual([
      '/_next/static/chunks/framework.js',
      '/_next/static/chunks/runtime.js',
      '/_next/static/chunks/page.js',
    ]);
  });

  it('takes the floor from rootMainFiles and the page cost from its scripts', () => {
    expect(frameworkFloor(buildDir).gzip).toBe(frameworkSize);
    expect(firstLoadJs(html, buildDir).gzip).toBe(frameworkSize + pageSize);
  });
});
