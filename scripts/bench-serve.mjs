#!/usr/bin/env node
/*
 * `npm run bench:serve`: autocannon, one prerendered page, three ways, in one run:
 *   (a) `next start`
 *   (b) the production topology: nginx (Debian package) as a reverse-proxy cache terminating TLS
 *       (a self-signed certificate made for the run), configured by
 *       deploy/nginx/templates/northlight.conf.template, in front of the standalone server
 *   (c) nginx serving the same HTML as a plain (pre-gzipped) file: the ceiling
 *   (d) 1, 2 and 4 standalone instances on one PostgreSQL database (made for the run and dropped)
 *       behind the same nginx: /api/health, which reaches an instance and the database on every
 *       request, and the page from the cache (scripts/bench/instances.mjs)
 * Prints req/s, p50 and p99 latency and the ratios (b)/(c) and (a)/(c). Target: (b)/(c) >= 0.8.
 * Everything listens on 127.0.0.1 only, and every run is bounded in time.
 *
 * Environment:
 *   BENCH_PAGE         the page (default /)
 *   BENCH_DURATION     seconds per measurement (default 10; a 2 s warm-up precedes each)
 *   BENCH_CONNECTIONS  concurrent connections (default 50)
 *   BENCH_SERVE_PORT   first of eleven ports (default 4320): next start, standalone, nginx cache (HTTPS),
 *                      nginx files, nginx plain HTTP (redirects to the cache), four app instances,
 *                      the instances' nginx (HTTPS) and its plain HTTP listener
 *   BENCH_POSTGRES_URL PostgreSQL server for (d) (default postgres://postgres@127.0.0.1:5432)
 *   NGINX_PATH         nginx binary (default /usr/sbin/nginx)
 */
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { measureInstances } from './bench/instances.mjs';
import { checkConfig, mainConfig, makeCertificate, renderSite } from './bench/nginx.mjs';
import { startNext, startProcess, stopAll, waitForUrl } from './bench/processes.mjs';
import { scratchDatabase } from './bench/scratch-database.mjs';
import { ensureBuild, keepAliveTimeoutMs, root } from './project.mjs';

const page = process.env.BENCH_PAGE ?? '/';
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const basePort = Number(process.env.BENCH_SERVE_PORT ?? 4320);
const nginxPath = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const ports = {
  next: basePort,
  standalone: basePort + 1,
  cache: basePort + 2,
  files: basePort + 3,
  redirect: basePort + 4,
  instances: [basePort + 5, basePort + 6, basePort + 7, basePort + 8],
  instanceCache: basePort + 9,
  instanceRedirect: basePort + 10,
};
const postgresBase = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';
const origin = (port) => `${port === ports.cache ? 'https' : 'http'}://127.0.0.1:${port}`;
const target = 0.8;

export { renderTemplate } from './bench/nginx.mjs';

function nginxConfig(dir, tls) {
  const site = renderSite({
    NORTHLIGHT_LISTEN: `127.0.0.1:${ports.redirect}`,
    NORTHLIGHT_TLS_LISTEN: `127.0.0.1:${ports.cache}`,
    NORTHLIGHT_HTTPS_ORIGIN: `https://$host:${ports.cache}`,
    NORTHLIGHT_TLS_CERT: tls.cert,
    NORTHLIGHT_TLS_KEY: tls.key,
    NORTHLIGHT_UPSTREAMS: `server 127.0.0.1:${ports.standalone};`,
    NORTHLIGHT_CACHE_DIR: path.join(dir, 'cache'),
  });
  return mainConfig(
    dir,
    site,
    `  # (c) the same HTML as a plain file, pre-gzipped like the cache's copy.
  server {
    listen 127.0.0.1:${ports.files} reuseport;
    access_log off;
    root ${path.join(dir, 'files')};
    gzip_static on;
    gunzip on;
    location / { try_files $uri $uri/index.html =404; add_header Cache-Control "public, max-age=0, must-revalidate"; }
  }`,
  );
}

let trustedCertificate;

async function get(url, headers = {}) {
  if (url.startsWith('https:')) {
    // fetch cannot be told to trust one certificate; https.get can.
    return new Promise((resolve, reject) => {
      https
        .get(
          url,
          { ca: trustedCertificate, headers: { 'accept-encoding': 'gzip', ...headers } },
          (response) => {
            const chunks = [];
            response.on('data', (chunk) => chunks.push(chunk));
            response.on('end', () => {
              const raw = Buffer.concat(chunks);
              const gzipped = response.headers['content-encoding'] === 'gzip';
              resolve({
                status: response.statusCode,
                headers: new Headers(
                  Object.entries(response.headers).map(([key, value]) => [key, String(value)]),
                ),
                body: (gzipped ? gunzipSync(raw) : raw).toString('utf8'),
              });
            });
          },
        )
        .on('error', reject);
    });
  }
  const response = await fetch(url, {
    headers: { 'accept-encoding': 'gzip', ...headers },
    redirect: 'manual',
  });
  const body = await response.text();
  return { status: response.status, headers: response.headers, body };
}

function cannon(url, seconds) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections, duration: seconds, pipelining: 1, headers: { 'accept-encoding': 'gzip' } },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

async function measure(name, url) {
  await cannon(url, 2); // warm-up: JIT, keep-alive pools, the cache entry
  const result = await cannon(url, duration);
  const failed = result.non2xx + result.errors + result.timeouts;
  return {
    name,
    url,
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed,
    bytesPerSec: result.throughput.average,
  };
}

async function main() {
  if (!existsSync(nginxPath)) throw new Error(`nginx not found at ${nginxPath}: apt-get install nginx-light`);
  // The standalone output is what production runs; `next start` serves the same build for (a).
  process.env.NEXT_OUTPUT = 'standalone';
  ensureBuild();
  const standaloneDir = path.join(root, '.next', 'standalone');
  if (!existsSync(path.join(standaloneDir, 'server.js')))
    throw new Error('.next/standalone/server.js is missing: the build did not use output: standalone');
  // As the Dockerfile does: the standalone server serves built assets and public files from beside it.
  cpSync(path.join(root, '.next', 'static'), path.join(standaloneDir, '.next', 'static'), {
    recursive: true,
  });
  cpSync(path.join(root, 'public'), path.join(standaloneDir, 'public'), { recursive: true });
  cpSync(
    path.join(root, 'src', 'server', 'db', 'migrations'),
    path.join(standaloneDir, 'src', 'server', 'db', 'migrations'),
    {
      recursive: true,
    },
  );

  const dir = mkdtempSync(path.join(os.tmpdir(), 'northlight-bench-serve-'));
  for (const sub of ['cache', 'files', 'temp']) mkdirSync(path.join(dir, sub), { recursive: true });
  chmodSync(dir, 0o755);
  for (const sub of ['cache', 'temp']) chmodSync(path.join(dir, sub), 0o777);

  // One PGlite directory per process: PGlite allows one process per data directory.
  const env = {
    LOG_LEVEL: 'warn',
    PGLITE_DATA_DIR: path.join(dir, 'pglite'),
    RATE_LIMIT_PER_MINUTE: '100000',
  };
  for (const sub of ['pglite', 'pglite-next']) mkdirSync(path.join(dir, sub), { recursive: true });
  const cleanups = [];
  try {
    const next = startNext(ports.next, { ...env, PGLITE_DATA_DIR: path.join(dir, 'pglite-next') });
    const standalone = startProcess(process.execPath, [path.join(standaloneDir, 'server.js')], {
      cwd: standaloneDir,
      env: {
        ...env,
        NODE_ENV: 'production',
        PORT: String(ports.standalone),
        HOSTNAME: '127.0.0.1',
        KEEP_ALIVE_TIMEOUT: String(keepAliveTimeoutMs),
      },
      label: 'standalone server',
    });
    await waitForUrl(`${origin(ports.next)}${page}`, { child: next });
    await waitForUrl(`${origin(ports.standalone)}${page}`, { child: standalone });

    // (c): the very bytes the app serves for the page, as a file and its .gz twin.
    const html = (await get(`${origin(ports.next)}${page}`)).body;
    const fileDir = path.join(dir, 'files', page === '/' ? '' : page.slice(1));
    mkdirSync(fileDir, { recursive: true });
    writeFileSync(path.join(fileDir, 'index.html'), html);
    writeFileSync(path.join(fileDir, 'index.html.gz'), gzipSync(html, { level: 9 }));

    const tls = makeCertificate(dir, '127.0.0.1');
    chmodSync(tls.key, 0o644); // nginx's workers run as nobody; the directory is private to this run
    trustedCertificate = readFileSync(tls.cert);
    const configFile = path.join(dir, 'nginx.conf');
    checkConfig(nginxPath, configFile, nginxConfig(dir, tls));
    const nginx = startProcess(nginxPath, ['-c', configFile], { label: 'nginx' });
    await waitForUrl(`${origin(ports.files)}${page}`, { child: nginx });
    // One nginx serves every listener: the files server answering means it is up.

    // The topology must behave as deploy/ promises before its speed means anything.
    const first = await get(`${origin(ports.cache)}${page}`);
    const second = await get(`${origin(ports.cache)}${page}`);
    const home1 = await get(`${origin(ports.cache)}/home`);
    const home2 = await get(`${origin(ports.cache)}/home`);
    const api = await get(`${origin(ports.cache)}/api/robots`);
    const asset = html.match(/\/_next\/static\/[^"]+\.js/)?.[0];
    const assetResponse = asset ? await get(`${origin(ports.cache)}${asset}`) : undefined;
    const plain = await get(`${origin(ports.redirect)}${page}?from=http`);
    const hsts = [second, home2, api, assetResponse].map((response) =>
      response?.headers.get('strict-transport-security'),
    );
    const checks = [
      [
        'plain HTTP answers 301 to the same URL on HTTPS',
        plain.status === 301 && plain.headers.get('location') === `${origin(ports.cache)}${page}?from=http`,
        `${plain.status} ${plain.headers.get('location')}`,
      ],
      [
        'every HTTPS answer has one HSTS header, two years',
        hsts.every((value) => value === 'max-age=63072000; includeSubDomains; preload'),
        hsts.join(' | '),
      ],
      [
        `${page} is cached (second request X-Cache HIT)`,
        second.headers.get('x-cache') === 'HIT',
        second.headers.get('x-cache'),
      ],
      [
        `${page} body identical through the cache`,
        second.body === html && first.status === 200,
        `${second.body.length} bytes`,
      ],
      [
        `${page} tells browsers to revalidate`,
        second.headers.get('cache-control') === 'public, max-age=0, must-revalidate',
        second.headers.get('cache-control'),
      ],
      [
        '/home is never cached',
        home2.headers.get('x-cache') === null &&
          home1.status === 200 &&
          /no-store/.test(home2.headers.get('cache-control') ?? ''),
        `${home2.headers.get('x-cache') ?? 'no X-Cache'}, ${home2.headers.get('cache-control')}`,
      ],
      [
        '/api/* is never cached',
        api.headers.get('x-cache') === null && /no-store/.test(api.headers.get('cache-control') ?? ''),
        `${api.headers.get('x-cache') ?? 'no X-Cache'}, ${api.headers.get('cache-control')}`,
      ],
      [
        '/_next/static is immutable',
        /immutable/.test(assetResponse?.headers.get('cache-control') ?? ''),
        assetResponse?.headers.get('cache-control') ?? 'no asset found',
      ],
    ];
    console.log(`Topology checks (nginx cache on :${ports.cache} -> standalone on :${ports.standalone}):`);
    for (const [name, ok, detail] of checks) console.log(`  ${ok ? 'pass' : 'FAIL'}  ${name}  [${detail}]`);

    console.log(
      `\nautocannon: ${page}, ${connections} connections, ${duration} s each after a 2 s warm-up, gzip accepted`,
    );
    const a = await measure('(a) next start', `${origin(ports.next)}${page}`);
    const b = await measure('(b) nginx cache (TLS) -> standalone', `${origin(ports.cache)}${page}`);
    const c = await measure('(c) nginx, plain file', `${origin(ports.files)}${page}`);

    const rows = [a, b, c];
    const header = `${'target'.padEnd(32)} | ${'req/s'.padStart(9)} | ${'p50 ms'.padStart(7)} | ${'p99 ms'.padStart(7)} | ${'MiB/s'.padStart(7)} | ${'errors'.padStart(6)} | vs (c)`;
    console.log(`\n${header}\n${'-'.repeat(header.length)}`);
    for (const row of rows) {
      console.log(
        `${row.name.padEnd(32)} | ${row.reqPerSec.toFixed(0).padStart(9)} | ${String(row.p50).padStart(7)} | ${String(row.p99).padStart(7)} | ${(row.bytesPerSec / 1048576).toFixed(1).padStart(7)} | ${String(row.failed).padStart(6)} | ${(row.reqPerSec / c.reqPerSec).toFixed(2)}`,
      );
    }
    const ratioB = b.reqPerSec / c.reqPerSec;
    const ratioA = a.reqPerSec / c.reqPerSec;
    console.log(
      `\n(b)/(c) = ${ratioB.toFixed(2)}  ${ratioB >= target ? 'pass' : 'FAIL'} (target >= ${target})`,
    );
    console.log(`(a)/(c) = ${ratioA.toFixed(2)}  (next start alone, for reference)`);
    console.log(`CPU: ${os.cpus().length} cores, shared by the load generator and the servers.`);

    // (d): the single-instance servers above stop, so the instances below have the machine.
    for (const child of [next, standalone]) child.kill('SIGTERM');
    const database = await scratchDatabase('postgres', { prefix: 'serve', postgresBase, cleanups });
    const scaled = await measureInstances({
      dir,
      tls,
      ports,
      env: { ...env, ...database.env, TRUSTED_PROXY_HOPS: '1' },
      standaloneDir,
      nginxPath,
      get,
      measure,
      cachedPage: page,
    });
    console.log(
      `\n(d) N app instances on one PostgreSQL behind the nginx cache (TLS), ${connections} connections:`,
    );
    const scaledHeader = `${'instances'.padEnd(9)} | ${'path'.padEnd(12)} | ${'req/s'.padStart(9)} | ${'p50 ms'.padStart(7)} | ${'p99 ms'.padStart(7)} | ${'errors'.padStart(6)}`;
    console.log(`${scaledHeader}\n${'-'.repeat(scaledHeader.length)}`);
    for (const row of scaled.rows) {
      console.log(
        `${String(row.instances).padEnd(9)} | ${row.path.padEnd(12)} | ${row.reqPerSec.toFixed(0).padStart(9)} | ${String(row.p50).padStart(7)} | ${String(row.p99).padStart(7)} | ${String(row.failed).padStart(6)}`,
      );
    }
    console.log(
      `PostgreSQL connections held by the 4 instances after each run (all 4 stay up; nginx sends to the first N): ${scaled.connections
        .map((entry) => `${entry.instances}: ${entry.connections}`)
        .join(', ')}`,
    );
    for (const [name, ok, detail] of scaled.checks)
      console.log(`  ${ok ? 'pass' : 'FAIL'}  ${name}  [${detail}]`);
    checks.push(...scaled.checks);

    mkdirSync(path.join(root, 'bench-results'), { recursive: true });
    const file = path.join(
      root,
      'bench-results',
      `serve-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
    );
    writeFileSync(
      file,
      JSON.stringify(
        { page, duration, connections, checks, rows, ratioB, ratioA, instances: scaled },
        null,
        2,
      ),
    );
    console.log(`Full results: ${path.relative(root, file)}`);
    process.exitCode = ratioB >= target && checks.every(([, ok]) => ok) ? 0 : 1;
  } finally {
    stopAll();
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const cleanup of cleanups.reverse()) await cleanup();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    stopAll();
    process.exit(1);
  });
}
