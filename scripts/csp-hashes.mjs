#!/usr/bin/env node
/*
 * After `next build`: a script policy without 'unsafe-inline' for every prerendered page.
 *
 * A prerendered page cannot carry a per-request nonce, and Next's App Router writes its page data
 * into inline scripts (`self.__next_f.push(...)`) that differ on every page. So this step reads
 * each prerendered page's HTML, hashes its inline scripts (sha256), and gives that page its own
 * Content-Security-Policy, whose script-src lists those hashes instead of 'unsafe-inline'. The
 * policies go into the build's routes manifest as header rules after next.config.ts's site-wide
 * rule, which `next start` and the standalone server apply, later rules winning.
 *
 * Styles likewise: a page whose HTML has no style attribute loses style-src 'unsafe-inline' too
 * (its <style> elements, if any, are allowed by hash); a page with one keeps it for styles only.
 *
 * Pages rendered per request (/home, the API, 404s) keep the site-wide policy from next.config.ts.
 * A dark build (LAUNCHED=false) is left alone: every page answers with the holding page there.
 * See docs/decisions/0007-csp-script-hashes.md.
 *
 * Usage: node scripts/csp-hashes.mjs [distDir]   (default .next; also patches distDir/standalone)
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const executableTypes = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** The text of each inline script the browser would run (JSON-LD and other data blocks excluded). */
export function inlineScripts(html) {
  const scripts = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? '';
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (!executableTypes.has(type)) continue;
    scripts.push(match[2] ?? '');
  }
  return scripts;
}

export function scriptHash(text) {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The text of each <style> element. */
export function inlineStyles(html) {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)].map((match) => match[1] ?? '');
}

/** Whether any element outside the scripts carries a style attribute (which only 'unsafe-inline' allows). */
export function hasStyleAttributes(html) {
  const markup = html.replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '');
  return /<[a-z][^>]*\sstyle\s*=/i.test(markup);
}

function replaceUnsafeInline(directives, name, hashes) {
  const index = directives.findIndex((directive) => directive.split(/\s+/)[0] === name);
  if (index === -1) throw new Error(`The site-wide policy has no ${name}`);
  const sources = directives[index]
    .split(/\s+/)
    .slice(1)
    .filter((source) => source !== "'unsafe-inline'");
  directives[index] = [name, ...sources, ...new Set(hashes)].join(' ');
}

/**
 * The site-wide policy with script-src 'unsafe-inline' replaced by the page's script hashes, and
 * style-src 'unsafe-inline' by its style hashes unless the page has style attributes.
 */
export function policyForPage(sitePolicy, { scriptHashes, styleHashes = [], styleAttributes = true }) {
  const directives = sitePolicy.split(';').map((directive) => directive.trim());
  replaceUnsafeInline(directives, 'script-src', scriptHashes);
  if (!styleAttributes) replaceUnsafeInline(directives, 'style-src', styleHashes);
  return directives.join('; ');
}

export function policyForHtml(sitePolicy, html) {
  return policyForPage(sitePolicy, {
    scriptHashes: inlineScripts(html).map(scriptHash),
    styleHashes: inlineStyles(html).map(scriptHash),
    styleAttributes: hasStyleAttributes(html),
  });
}

function escapeRegex(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The header rules for each prerendered page; pure, so it is tested without a build. */
export function pageRules(sitePolicy, pages) {
  return pages.map(({ route, html }) => ({
    source: route,
    headers: [
      {
        key: 'Content-Security-Policy',
        value: policyForHtml(sitePolicy, html),
      },
    ],
    regex: route === '/' ? '^/(?:/)?$' : `^${escapeRegex(route)}(?:/)?$`,
    northlightScriptHashes: true,
  }));
}

function htmlFileFor(distDir, route) {
  return path.join(distDir, 'server', 'app', `${route === '/' ? 'index' : route.slice(1)}.html`);
}

export function applyToBuild(distDir) {
  const manifests = [path.join(distDir, 'routes-manifest.json')];
  const standalone = path.join(distDir, 'standalone', path.basename(distDir), 'routes-manifest.json');
  if (existsSync(standalone)) manifests.push(standalone);
  const routes = JSON.parse(readFileSync(path.join(distDir, 'routes-manifest.json'), 'utf8'));
  const dark = JSON.stringify(routes.rewrites ?? {}).includes('/api/holding');
  const siteRule = routes.headers.find((rule) =>
    rule.headers.some((header) => header.key === 'Content-Security-Policy'),
  );
  if (!siteRule) throw new Error('No Content-Security-Policy header rule in next.config.ts');
  const sitePolicy = siteRule.headers.find((header) => header.key === 'Content-Security-Policy').value;
  const prerendered = JSON.parse(readFileSync(path.join(distDir, 'prerender-manifest.json'), 'utf8')).routes;
  const pages = dark
    ? []
    : Object.keys(prerendered)
        .filter((route) => !route.startsWith('/_') && existsSync(htmlFileFor(distDir, route)))
        .sort()
        .map((route) => ({ route, html: readFileSync(htmlFileFor(distDir, route), 'utf8') }));
  const rules = pageRules(sitePolicy, pages);
  for (const file of manifests) {
    const manifest = JSON.parse(readFileSync(file, 'utf8'));
    manifest.headers = [...manifest.headers.filter((rule) => !rule.northlightScriptHashes), ...rules];
    writeFileSync(file, JSON.stringify(manifest));
  }
  return { pages: rules.length, manifests: manifests.length, dark };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const distDir = path.resolve(process.argv[2] ?? '.next');
  const { pages, manifests, dark } = applyToBuild(distDir);
  console.log(
    dark
      ? 'CSP hashes: dark build, every page is the holding page; site-wide policy kept.'
      : `CSP hashes: ${pages} prerendered pages get a policy without 'unsafe-inline' for scripts (${manifests} manifest${manifests === 1 ? '' : 's'}).`,
  );
}
