#!/usr/bin/env node
/*
 * `npm run bench:pages`: Lighthouse 12 (Debian Chromium, mobile defaults: simulated slow 4G and a
 * 4x CPU slowdown) on the routes of a production build, median of BENCH_RUNS runs (default 3),
 * plus a static copy of every route measured (its HTML with every script removed, the cookie banner
 * shown as the inline consent script shows it to a first visit, the same CSS, fonts and images,
 * served by a plain static server): the physical limit each route's LCP is read
 * against (the LCP/static column is each route against its own copy). It also measures the
 * framework's floor: an empty Next.js page (scripts/bench/floor-app, same Next and React) and its own
 * script-free copy, so the framework's share of LCP and TBT is on the table.
 *
 * Besides the budgets (the long-term targets), each route is judged against issue 23's goals, shown
 * as pass/FAIL columns: performance >= 98; first-load JS <= floor + 8 KiB gzip on pages without a
 * form of their own (no <form> inside <main>: the contact section's enquiry form under every page is
 * an island that loads on approach, so it does not count); TBT <= 1.2 x the empty Next page's; LCP
 * <= 1.3 x the route's own script-free copy.
 *
 * Environment:
 *   BENCH_ROUTES  all (default: every sitemap route plus /home) | routes (one page per route of the
 *                 app: every static page, each dynamic route, /locations/[slug] say, by its first page
 *                 in the sitemap, and the form pages kept out of the sitemap) | sample | a comma list
 *   BENCH_RUNS    runs per route (default 3; the median is reported)
 *   BENCH_PORT    port for `next start` (default 4310); the static copies use BENCH_PORT + 1, the
 *                 floor page and its copy BENCH_PORT + 2 and + 3
 *   BENCH_THROTTLING simulate (default, Lighthouse's mobile default) | devtools (real throttled network
 *                 and CPU in the browser: slower, but Chromium's own request priorities apply)
 *   CHROMIUM_PATH browser (default /usr/bin/chromium)
 *
 * The site is opened as http://northlight.localhost:PORT with SITE_URL set to that origin at run
 * time: Chromium resolves *.localhost to loopback and Lighthouse treats it as a secure origin, and
 * the app labels it "production", so robots.txt allows crawling as it will on the real domain (on
 * a test host it rightly disallows everything, which Lighthouse would count against SEO).
 * Exit code 1 when a budget fails. Results are also written to bench-results/pages-*.json.
 */
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createHash } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureFloorAppBuild, floorAppDir, startFloorApp } from './bench/floor-app.mjs';
import { firstLoadJs, frameworkFloor } from './bench/first-load-js.mjs';
import { onePagePerRoute } from './bench/one-page-per-route.mjs';
import { startNext, startProcess, stopAll, waitForUrl } from './bench/processes.mjs';
import { chromiumArgs, chromiumPath, ensureBuild, root } from './project.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const throttling = process.env.BENCH_THROTTLING === 'devtools' ? 'devtools' : 'simulate';
const port = Number(process.env.BENCH_PORT ?? 4310);
const staticPort = port + 1;
const siteOrigin = `http://northlight.localhost:${port}`;
const loopbackOrigin = `http://127.0.0.1:${port}`;
const staticOrigin = `http://127.0.0.1:${staticPort}`;
const buildDir = path.join(root, '.next');
const resultsDir = path.join(root, 'bench-results');

const sampleRoutes = [
  '/',
  '/home',
  '/workspaces',
  '/workspaces/workshops',
  '/workspaces/meeting-rooms',
  '/locations',
  '/locations/andover',
  '/why-northlight',
  '/case-studies',
  '/privacy',
];

const budgets = {
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  cls: 0,
  tbtMs: 30,
  lcpOverStatic: 1.1,
  firstLoadJsOverFloorKiB: 15,
};

/* Issue 23's goals, judged per route (see the header). */
const goals = {
  performance: 98,
  firstLoadJsOverFloorKiB: 8,
  tbtOverFloor: 1.2,
  lcpOverStatic: 1.3,
};

const chromeFlags = chromiumArgs;

const kib = (bytes) => bytes / 1024;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function routeList() {
  const choice = process.env.BENCH_ROUTES ?? 'all';
  if (choice === 'sample') return sampleRoutes;
  if (choice !== 'all' && choice !== 'routes')
    return choice
      .split(',')
      .map((route) => route.trim())
      .filter(Boolean);
  const xml = await (await fetch(`${loopbackOrigin}/sitemap.xml`)).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  // /home is server-rendered per request and kept out of the sitemap, but it is a public page.
  const all = [...new Set([...paths, '/home'])];
  return choice === 'routes'
    ? onePagePerRoute(
        [...all, ...unlistedFormRoutes],
        JSON.parse(readFileSync(path.join(buildDir, 'routes-manifest.json'), 'utf8')),
      )
    : all;
}

/* Public pages kept out of the sitemap (each is a form or a comparison, noindex), for BENCH_ROUTES=routes. */
const unlistedFormRoutes = [
  '/compare',
  '/units',
  '/book',
  '/viewings',
  '/virtual-offices/order',
  '/alerts/new',
];

/**
 * The physical limit: each route's HTML without any script (and without script preloads), the same
 * stylesheet, font and images, served as files from one directory (the route `/a/b` as
 * `a/b/index.html`). next/image URLs are fetched once from the running site (as AVIF, as Chromium
 * would get them) and saved as plain files.
 */
async function buildStaticCopies(
  dir,
  routes,
  { origin = loopbackOrigin, nextDir = buildDir, publicDir = path.join(root, 'public') } = {},
) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, '_next'), { recursive: true });
  symlinkSync(path.join(nextDir, 'static'), path.join(dir, '_next', 'static'));
  const publicEntries = existsSync(publicDir) ? readdirSync(publicDir) : [];
  for (const entry of publicEntries) symlinkSync(path.join(publicDir, entry), path.join(dir, entry));
  mkdirSync(path.join(dir, 'bench-images'), { recursive: true });
  const copies = new Map();
  for (const route of routes) {
    const top = route.split('/')[1];
    if (top && (publicEntries.includes(top) || top === '_next' || top === 'bench-images'))
      throw new Error(`${route}: its static copy would collide with ${top}/ in the copy's directory`);
    const copy = await buildStaticCopy(dir, route, origin);
    copies.set(route, copy);
  }
  return copies;
}

/** One route's script-free copy, written into a directory prepared by buildStaticCopies. */
async function buildStaticCopy(dir, route, origin) {
  let html = await (await fetch(`${origin}${route}`)).text();
  // The one thing the site's inline consent script does to the first paint: for a first-time
  // visitor (as Lighthouse always is) it marks <html data-consent="pending">, and CSS then shows the
  // server-rendered cookie banner. The copy keeps that state, so it paints what the visitor sees
  // (the banner is often the largest text on a phone) rather than a page without it.
  const consentScript = /<script\b[^>]*\bid="consent-defaults"/i.test(html);
  html = html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*\brel="(?:preload|modulepreload)"[^>]*\bas="script"[^>]*\/?>/gi, '')
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*\/?>/gi, '');
  if (consentScript) html = html.replace(/<html\b/i, '<html data-consent="pending"');

  const imageUrls = new Set(
    [...html.matchAll(/\/_next\/image\?[^"\s,]+/g)].map((match) => match[0].replaceAll('&amp;', '&')),
  );
  for (const url of imageUrls) {
    const response = await fetch(`${origin}${url}`, {
      headers: { Accept: 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8' },
    });
    // A page measured without its photos is not the page: the usual cause is a database copied
    // without its media directory (MEDIA_DIR, .data/media by default).
    if (!response.ok)
      throw new Error(`${route}: ${url} answered ${response.status}; are the CMS's photos in MEDIA_DIR beside the database?`);
    const type = response.headers.get('content-type') ?? 'image/avif';
    const ext = type.includes('avif')
      ? 'avif'
      : type.includes('webp')
        ? 'webp'
        : type.includes('png')
          ? 'png'
          : 'jpg';
    const name = `/bench-images/${createHash('sha1').update(url).digest('hex').slice(0, 12)}.${ext}`;
    writeFileSync(path.join(dir, name), Buffer.from(await response.arrayBuffer()));
    html = html.replaceAll(url, name).replaceAll(url.replaceAll('&', '&amp;'), name);
  }
  const pageDir = path.join(dir, ...route.split('/').filter(Boolean));
  mkdirSync(pageDir, { recursive: true });
  writeFileSync(path.join(pageDir, 'index.html'), html);
  return {
    path: route === '/' ? '/' : `${route}/`,
    scriptsLeft: (html.match(/<script\b/gi) ?? []).length,
    images: imageUrls.size,
  };
}

/** A page has a form of its own when its <main> holds one (the contact section is outside main). */
function hasOwnForm(html) {
  const main = /<main\b[\s\S]*?<\/main>/i.exec(html)?.[0] ?? '';
  return /<form\b/i.test(main);
}

function failingAudits(lhr, categoryId) {
  return lhr.categories[categoryId].auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit.score !== null && audit.score < 1)
    .map((audit) => audit.id);
}

function summarise(lhr) {
  const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter(
    (item) => item.resourceType === 'Script',
  );
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    bestPractices: Math.round(lhr.categories['best-practices'].score * 100),
    seo: Math.round(lhr.categories.seo.score * 100),
    lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
    fcpMs: lhr.audits['first-contentful-paint'].numericValue,
    tbtMs: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    totalBytes: lhr.audits['total-byte-weight'].numericValue,
    jsBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    failing: {
      accessibility: failingAudits(lhr, 'accessibility'),
      bestPractices: failingAudits(lhr, 'best-practices'),
      seo: failingAudits(lhr, 'seo'),
      performance: failingAudits(lhr, 'performance'),
    },
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? 0,
    longTasks: (lhr.audits['long-tasks']?.details?.items ?? [])
      .slice(0, 3)
      .map((item) => `${String(item.url).split('/').pop()} ${Math.round(item.duration)} ms`),
    lcpElement:
      lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet,
    runtimeError: lhr.runtimeError?.message,
  };
}

async function measure(chrome, url) {
  const samples = [];
  let retries = 2; // Chromium occasionally loses a trace (NO_NAVSTART); such a run is repeated.
  for (let run = 0; run < runs; run += 1) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      throttlingMethod: throttling,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const summary = summarise(result.lhr);
    if (summary.runtimeError && retries > 0) {
      retries -= 1;
      run -= 1;
      continue;
    }
    if (summary.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${summary.runtimeError}`);
    samples.push(summary);
  }
  const numeric = Object.keys(samples[0]).filter((key) => typeof samples[0][key] === 'number');
  const merged = Object.fromEntries(
    numeric.map((key) => [key, median(samples.map((sample) => sample[key]))]),
  );
  // Audits that failed in any run: a flaky failure is still a failure.
  const failing = Object.fromEntries(
    Object.keys(samples[0].failing).map((category) => [
      category,
      [...new Set(samples.flatMap((sample) => sample.failing[category]))],
    ]),
  );
  return {
    ...merged,
    failing,
    lcpElement: samples[0].lcpElement,
    longTasks: samples[0].longTasks,
    runs: samples.length,
  };
}

function pad(value, width, right = false) {
  const text = String(value);
  return right ? text.padEnd(width) : text.padStart(width);
}

function printTable(rows) {
  const columns = [
    ['route', 34, (row) => row.route, true],
    ['perf', 5, (row) => row.performance],
    ['a11y', 5, (row) => row.accessibility],
    ['BP', 4, (row) => row.bestPractices],
    ['SEO', 4, (row) => row.seo],
    ['LCP ms', 7, (row) => Math.round(row.lcpMs)],
    ['TBT ms', 7, (row) => Math.round(row.tbtMs)],
    ['CLS', 6, (row) => row.cls.toFixed(3)],
    ['total KiB', 10, (row) => kib(row.totalBytes).toFixed(1)],
    ['JS KiB', 7, (row) => kib(row.jsBytes).toFixed(1)],
    [
      '1st-load JS gz',
      15,
      (row) =>
        row.firstLoadGzip === undefined
          ? '-'
          : `${kib(row.firstLoadGzip).toFixed(1)} (+${kib(row.firstLoadGzip - row.floorGzip).toFixed(1)})`,
    ],
    ['static ms', 9, (row) => (row.staticLcpMs === undefined ? '-' : Math.round(row.staticLcpMs))],
    ['LCP/static', 11, (row) => (row.lcpRatio === undefined ? '-' : row.lcpRatio.toFixed(2))],
    ['g:perf', 6, (row) => row.goals?.perf ?? '-'],
    ['g:JS', 5, (row) => row.goals?.js ?? '-'],
    ['g:TBT', 5, (row) => row.goals?.tbt ?? '-'],
    ['g:LCP', 5, (row) => row.goals?.lcp ?? '-'],
    ['budgets', 0, (row) => (row.failures.length ? `FAIL ${row.failures.join(', ')}` : 'pass'), true],
  ];
  const header = columns.map(([name, width, , right]) => pad(name, width, right)).join(' | ');
  console.log(header);
  console.log('-'.repeat(header.length + 20));
  for (const row of rows)
    console.log(columns.map(([, width, get, right]) => pad(get(row), width, right)).join(' | '));
}

/*
 * The framework's floor: an empty App Router page (scripts/bench/floor-app) built by the same Next.js
 * and React, measured with its own script-free copy. Its LCP ratio and TBT are what Next.js costs
 * before any code of ours, so they show which budgets the framework itself leaves room for.
 */
const floorPort = port + 2;
const floorStaticPort = port + 3;

async function measureFloor(chrome) {
  ensureFloorAppBuild();
  const server = startFloorApp(floorPort);
  const origin = `http://127.0.0.1:${floorPort}`;
  await waitForUrl(`${origin}/`, { child: server });
  const html = await (await fetch(`${origin}/`)).text();
  const firstLoad = firstLoadJs(html, path.join(floorAppDir, '.next'));
  const dir = path.join(resultsDir, 'static-floor');
  await buildStaticCopies(dir, ['/'], {
    origin,
    nextDir: path.join(floorAppDir, '.next'),
    publicDir: path.join(floorAppDir, 'public'),
  });
  const staticServer = startProcess(
    process.execPath,
    [path.join(root, 'scripts', 'bench', 'static-server.mjs'), dir, String(floorStaticPort)],
    { label: 'floor static server' },
  );
  await waitForUrl(`http://127.0.0.1:${floorStaticPort}/`, { child: staticServer });
  const page = await measure(chrome, `${origin}/`);
  const copy = await measure(chrome, `http://127.0.0.1:${floorStaticPort}/`);
  return { page, copy, firstLoadGzip: firstLoad.gzip };
}

async function main() {
  // Dependencies come from `npm start`'s install; the build is rebuilt only when stale.
  ensureBuild();
  const floor = frameworkFloor(buildDir);

  const server = startNext(port, { SITE_URL: `http://northlight.localhost` });
  await waitForUrl(`${loopbackOrigin}/api/robots`, { child: server });
  const routes = await routeList();

  const staticDir = path.join(resultsDir, 'static-pages');
  mkdirSync(resultsDir, { recursive: true });
  const copies = await buildStaticCopies(staticDir, routes);
  const staticServer = startProcess(
    process.execPath,
    [path.join(root, 'scripts', 'bench', 'static-server.mjs'), staticDir, String(staticPort)],
    { label: 'static server' },
  );
  await waitForUrl(`${staticOrigin}${copies.get(routes[0]).path}`, { child: staticServer });

  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags });
  const started = Date.now();
  try {
    const copyList = [...copies.values()];
    console.log(
      `Lighthouse ${runs}x per route, mobile defaults (${throttling} throttling), ${routes.length} routes + a static copy of each ` +
        `(${copyList.reduce((sum, copy) => sum + copy.images, 0)} images, ` +
        `${copyList.reduce((sum, copy) => sum + copy.scriptsLeft, 0)} scripts left)`,
    );
    // Warm the server's caches once so the first measured run is not a cold start.
    for (const route of routes) await (await fetch(`${loopbackOrigin}${route}`)).arrayBuffer();

    // A throwaway run first: the first Lighthouse run in a fresh browser is slower on every metric.
    await lighthouse(`${staticOrigin}${copyList[0].path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const floorPage = await measureFloor(chrome);
    const rows = [];
    for (const route of routes) {
      const staticCopy = await measure(chrome, `${staticOrigin}${copies.get(route).path}`);
      const result = await measure(chrome, `${siteOrigin}${route}`);
      const html = await (await fetch(`${loopbackOrigin}${route}`)).text();
      const firstLoad = firstLoadJs(html, buildDir);
      const ownForm = hasOwnForm(html);
      const row = {
        route,
        ...result,
        firstLoadGzip: firstLoad.gzip,
        floorGzip: floor.gzip,
        ownForm,
        staticLcpMs: staticCopy.lcpMs,
        staticCopy,
        lcpRatio: result.lcpMs / staticCopy.lcpMs,
        failures: [],
      };
      const verdict = (ok) => (ok ? 'pass' : 'FAIL');
      row.goals = {
        perf: verdict(row.performance >= goals.performance),
        js: ownForm
          ? 'form'
          : verdict(kib(row.firstLoadGzip - row.floorGzip) <= goals.firstLoadJsOverFloorKiB),
        tbt: verdict(row.tbtMs <= goals.tbtOverFloor * floorPage.page.tbtMs),
        lcp: verdict(row.lcpRatio <= goals.lcpOverStatic),
      };
      const noindex = /<meta name="robots" content="[^"]*noindex/.test(html);
      if (row.performance < budgets.performance) row.failures.push('perf');
      if (row.accessibility < budgets.accessibility) row.failures.push('a11y');
      if (row.bestPractices < budgets.bestPractices) row.failures.push('BP');
      // A page kept out of the index on purpose (/home) fails Lighthouse's is-crawlable by design.
      const seoFailures = row.failing.seo.filter((id) => !(noindex && id === 'is-crawlable'));
      if (seoFailures.length > 0) row.failures.push('SEO');
      if (row.cls > budgets.cls) row.failures.push('CLS');
      if (row.tbtMs > budgets.tbtMs) row.failures.push('TBT');
      if (row.lcpRatio > budgets.lcpOverStatic) row.failures.push('LCP/static');
      if (kib(row.firstLoadGzip - row.floorGzip) > budgets.firstLoadJsOverFloorKiB) row.failures.push('JS');
      rows.push(row);
      console.log(
        `  ${route}: perf ${row.performance}, LCP ${Math.round(row.lcpMs)} ms ` +
          `(static copy ${Math.round(row.staticLcpMs)} ms), TBT ${Math.round(row.tbtMs)} ms` +
          `${row.failures.length ? `  FAIL ${row.failures.join(', ')}` : ''}`,
      );
    }

    console.log('');
    printTable([
      ...rows,
      {
        route: 'framework floor: empty Next page',
        ...floorPage.page,
        firstLoadGzip: floorPage.firstLoadGzip,
        floorGzip: floorPage.firstLoadGzip,
        lcpRatio: floorPage.page.lcpMs / floorPage.copy.lcpMs,
        failures: [],
      },
      { route: '  its static copy (no JS)', ...floorPage.copy, lcpRatio: 1, failures: [] },
    ]);
    console.log('');
    console.log(
      `Framework floor (build-manifest rootMainFiles, gzip): ${kib(floor.gzip).toFixed(1)} KiB = ` +
        floor.chunks.map((chunk) => `${path.basename(chunk.file)} ${kib(chunk.gzip).toFixed(1)}`).join(' + '),
    );
    console.log(
      `Framework floor, measured on an empty Next page (its LCP/static column is against its own static copy): ` +
        `first-load JS ${kib(floorPage.firstLoadGzip).toFixed(1)} KiB gzip, TBT ${Math.round(floorPage.page.tbtMs)} ms, ` +
        `LCP ${Math.round(floorPage.page.lcpMs)} ms vs ${Math.round(floorPage.copy.lcpMs)} ms without scripts ` +
        `(x${(floorPage.page.lcpMs / floorPage.copy.lcpMs).toFixed(2)}), performance ${floorPage.page.performance}.`,
    );
    // Lighthouse scales observed CPU time, so a busy machine inflates TBT: read these alongside.
    const indexes = rows.map((row) => row.benchmarkIndex);
    console.log(
      `Machine: ${os.cpus().length} cores, load average ${os
        .loadavg()
        .map((load) => load.toFixed(1))
        .join(' / ')}, ` +
        `Lighthouse benchmarkIndex median ${Math.round(median(indexes))} (min ${Math.round(Math.min(...indexes))}, max ${Math.round(Math.max(...indexes))})`,
    );

    const checks = [
      ['performance = 100', (row) => row.failures.includes('perf')],
      ['accessibility = 100', (row) => row.failures.includes('a11y')],
      ['best practices = 100', (row) => row.failures.includes('BP')],
      ['SEO = 100 (is-crawlable excused on noindex pages)', (row) => row.failures.includes('SEO')],
      ['CLS = 0', (row) => row.failures.includes('CLS')],
      [`TBT <= ${budgets.tbtMs} ms`, (row) => row.failures.includes('TBT')],
      [
        `LCP <= ${budgets.lcpOverStatic} x the route's static copy`,
        (row) => row.failures.includes('LCP/static'),
      ],
      [
        `first-load JS <= floor + ${budgets.firstLoadJsOverFloorKiB} KiB gzip`,
        (row) => row.failures.includes('JS'),
      ],
    ];
    console.log('\nBudgets:');
    for (const [name, failed] of checks) {
      const failing = rows.filter(failed);
      console.log(
        `  ${failing.length ? 'FAIL' : 'pass'}  ${name}${failing.length ? `: ${failing.map((row) => row.route).join(', ')}` : ''}`,
      );
    }
    const goalChecks = [
      [`performance >= ${goals.performance}`, 'perf'],
      [
        `first-load JS <= floor + ${goals.firstLoadJsOverFloorKiB} KiB gzip (pages without a form in main)`,
        'js',
      ],
      [
        `TBT <= ${goals.tbtOverFloor} x the empty Next page's (${Math.round(goals.tbtOverFloor * floorPage.page.tbtMs)} ms)`,
        'tbt',
      ],
      [`LCP <= ${goals.lcpOverStatic} x the route's static copy`, 'lcp'],
    ];
    console.log('\nGoals (issue 23):');
    for (const [name, key] of goalChecks) {
      const failing = rows.filter((row) => row.goals[key] === 'FAIL');
      console.log(
        `  ${failing.length ? 'FAIL' : 'pass'}  ${name}${failing.length ? `: ${failing.map((row) => row.route).join(', ')}` : ''}`,
      );
    }
    const audits = new Map();
    for (const row of rows)
      for (const [category, ids] of Object.entries(row.failing))
        for (const id of ids)
          audits.set(`${category}/${id}`, [...(audits.get(`${category}/${id}`) ?? []), row.route]);
    if (audits.size) {
      console.log('\nAudits below full marks (category/audit: routes):');
      for (const [audit, where] of audits)
        console.log(`  ${audit}: ${where.length > 6 ? `${where.length} routes` : where.join(', ')}`);
    }
    const lcpElements = new Map(rows.map((row) => [row.route, row.lcpElement]));
    const homeRow = rows.find((row) => row.route === '/');
    if (homeRow)
      console.log(`\nLongest main-thread tasks on / (first run): ${homeRow.longTasks.join('; ') || 'none'}`);
    console.log(
      `LCP element on /: ${lcpElements.get('/') ?? '(not measured)'}; static copy: ${homeRow?.staticCopy.lcpElement ?? '-'}`,
    );
    console.log(`Took ${Math.round((Date.now() - started) / 1000)} s.`);

    const file = path.join(resultsDir, `pages-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
    writeFileSync(file, JSON.stringify({ runs, goals, floor, floorPage, rows }, null, 2));
    console.log(`Full results: ${path.relative(root, file)}`);
    process.exitCode = rows.some((row) => row.failures.length) ? 1 : 0;
  } finally {
    chrome.kill();
    stopAll();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.stack : error);
  stopAll();
  process.exit(1);
});
