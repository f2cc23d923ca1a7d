/*
 * First-load JavaScript from the build itself, gzip-compressed as `next start` serves it.
 *
 * The framework's floor is the build manifest's `rootMainFiles`: the chunks the App Router's
 * bootstrap (React DOM, the router, the Turbopack runtime) loads on EVERY page before any of our
 * code, i.e. exactly what an empty page of this app would load besides its own (empty) page
 * chunk. A page's first-load JS is every <script src> in its served HTML (module scripts only:
 * `nomodule` polyfills are never fetched by the browsers we support). The difference is what our
 * own code costs on that page. Chunks fetched later (next/dynamic, route prefetch) are not
 * first-load and are not counted here; Lighthouse's "JS bytes" column counts everything fetched.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const gzipSizes = new Map();

export function gzipSize(file) {
  if (!gzipSizes.has(file)) gzipSizes.set(file, gzipSync(readFileSync(file)).length);
  return gzipSizes.get(file);
}

/** `static/chunks/x.js` or `/_next/static/chunks/x.js` -> absolute path inside `.next`. */
function chunkFile(buildDir, reference) {
  const relative = reference.replace(/^\/_next\//, '').split('?')[0];
  return path.join(buildDir, relative);
}

export function frameworkFloor(buildDir) {
  const manifest = JSON.parse(readFileSync(path.join(buildDir, 'build-manifest.json'), 'utf8'));
  const files = manifest.rootMainFiles ?? [];
  if (files.length === 0) throw new Error('build-manifest.json has no rootMainFiles: is this an App Router build?');
  const chunks = files.map((file) => ({ file, gzip: gzipSize(chunkFile(buildDir, file)) }));
  return { chunks, gzip: chunks.reduce((sum, chunk) => sum + chunk.gzip, 0) };
}

/**
 * Module script references in a page's HTML, in document order, without duplicates: every
 * <script src>, and the chunks a served page adds after its first paint (the loader's list,
 * src/server/site/paint-first.mjs).
 */
export function scriptSources(html) {
  const sources = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([^<]*)/gi)) {
    const attributes = match[1];
    if (/\bnomodule\b/i.test(attributes)) continue;
    const src = /\bsrc="([^"]+)"/i.exec(attributes)?.[1];
    const added = src ? [src] : paintFirstChunks(match[2]);
    for (const source of added) if (!sources.includes(source)) sources.push(source);
  }
  return sources;
}

/** The chunks an inline paint-first loader adds, or none for any other inline script. */
function paintFirstChunks(code) {
  if (!code.startsWith('(document.hidden?setTimeout:requestAnimationFrame)')) return [];
  return [...code.matchAll(/"(\/_next\/static\/[^"]+\.js)"/g)].map((match) => match[1]);
}

export function firstLoadJs(html, buildDir) {
  const chunks = scriptSources(html)
    .filter((src) => src.startsWith('/_next/static/'))
    .map((src) => ({ file: src, path: chunkFile(buildDir, src) }))
    .filter((chunk) => existsSync(chunk.path))
    .map((chunk) => ({ file: chunk.file, gzip: gzipSize(chunk.path) }));
  return { chunks, gzip: chunks.reduce((sum, chunk) => sum + chunk.gzip, 0) };
}
