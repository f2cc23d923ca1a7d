#!/usr/bin/env node
/*
 * `npm run bench:publish` (under tsx, which reads the test accounts' TypeScript): how long after an editor publishes does a visitor see the change, on
 * the app itself (`next start`) and through the production nginx cache with TLS (deploy/)?
 * An editor account is made on a fresh PGlite database (tests/cms/prepare.ts); the workshops price
 * is published five times, and the page is fetched every 50 ms until it shows the new price.
 * Target: under 5 s on both paths. Writes bench-results/publish-DATE.json.
 *
 *   BENCH_PUBLISH_PORT  first of three ports (default 4360): next start, nginx http, nginx https
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { checkConfig, mainConfig, makeCertificate, renderSite } from './bench/nginx.mjs';
import { startNext, startProcess, stopAll, waitForUrl } from './bench/processes.mjs';
import { ensureBuild, root } from './project.mjs';
import { staff, staffPassword } from '../tests/cms/staff.ts';

const basePort = Number(process.env.BENCH_PUBLISH_PORT ?? 4360);
const ports = { app: basePort, http: basePort + 1, https: basePort + 2 };
const nginxPath = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const page = '/workspaces/workshops';
const rounds = 5;
const appOrigin = `http://127.0.0.1:${ports.app}`;
const cacheOrigin = `https://127.0.0.1:${ports.https}`;

function getCached(url, ca) {
  return new Promise((resolve, reject) => {
    https
      .get(url, { ca }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ body: Buffer.concat(chunks).toString('utf8'), cache: response.headers['x-cache'] }),
        );
      })
      .on('error', reject);
  });
}

async function until(read, text) {
  const started = performance.now();
  for (;;) {
    if ((await read()).includes(text)) return Math.round(performance.now() - started);
    if (performance.now() - started > 30_000) return Infinity;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function main() {
  ensureBuild();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'northlight-publish-'));
  const env = {
    PGLITE_DATA_DIR: path.join(dir, 'db'),
    MEDIA_DIR: path.join(dir, 'media'),
    SITE_URL: appOrigin,
  };
  try {
    const prepared = spawnSync('npx', ['tsx', '--conditions', 'react-server', 'tests/cms/prepare.ts'], {
      cwd: root,
      env: { ...process.env, ...env },
      encoding: 'utf8',
    });
    if (prepared.status !== 0) throw new Error(`could not prepare the database:\n${prepared.stderr}`);
    const app = startNext(ports.app, env);
    await waitForUrl(`${appOrigin}${page}`, { child: app, timeoutMs: 120_000 });

    const tls = makeCertificate(dir, '127.0.0.1');
    chmodSync(tls.key, 0o644);
    const ca = readFileSync(tls.cert);
    // nginx's workers run as nobody: they need to reach the cache and temp directories.
    for (const sub of ['cache', 'temp']) mkdirSync(path.join(dir, sub), { recursive: true });
    chmodSync(dir, 0o755);
    for (const sub of ['cache', 'temp']) chmodSync(path.join(dir, sub), 0o777);
    const site = renderSite({
      NORTHLIGHT_LISTEN: `127.0.0.1:${ports.http}`,
      NORTHLIGHT_TLS_LISTEN: `127.0.0.1:${ports.https}`,
      NORTHLIGHT_HTTPS_ORIGIN: `https://$host:${ports.https}`,
      NORTHLIGHT_TLS_CERT: tls.cert,
      NORTHLIGHT_TLS_KEY: tls.key,
      NORTHLIGHT_UPSTREAMS: `server 127.0.0.1:${ports.app};`,
      NORTHLIGHT_CACHE_DIR: path.join(dir, 'cache'),
    });
    const configFile = path.join(dir, 'nginx.conf');
    checkConfig(nginxPath, configFile, mainConfig(dir, site));
    const nginx = startProcess(nginxPath, ['-c', configFile], { label: 'nginx' });
    // Plain HTTP only redirects to HTTPS, whose certificate fetch would not trust: ask over TLS.
    for (let attempt = 0; ; attempt += 1) {
      if (nginx.exitCode !== null) throw new Error(`nginx exited:\n${nginx.recentOutput()}`);
      const ready = await getCached(`${cacheOrigin}/api/robots`, ca).then(
        () => true,
        () => false,
      );
      if (ready) break;
      if (attempt > 100) throw new Error('nginx did not answer over TLS');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    const login = await fetch(`${appOrigin}/cms-api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: staff.editor.email, password: staffPassword }),
    });
    const { token } = await login.json();
    const auth = { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' };
    const found = await (
      await fetch(`${appOrigin}/cms-api/workspace-types?where[slug][equals]=workshops&depth=0`, {
        headers: auth,
      })
    ).json();
    const id = found.docs[0].id;

    // Warm the cache: the page is in nginx before each publish, as on a busy site.
    await getCached(`${cacheOrigin}${page}`, ca);
    const results = [];
    for (let round = 1; round <= rounds; round += 1) {
      const amount = 40 + round;
      const warm = await getCached(`${cacheOrigin}${page}`, ca);
      const saved = performance.now();
      const response = await fetch(`${appOrigin}/cms-api/workspace-types/${id}`, {
        method: 'PATCH',
        headers: auth,
        body: JSON.stringify({ price: { kind: 'from', amount, unit: 'week' }, _status: 'published' }),
      });
      if (!response.ok) throw new Error(`publish failed: ${response.status}`);
      const publishMs = Math.round(performance.now() - saved);
      const text = `£${amount}`;
      const [appMs, cacheMs] = await Promise.all([
        until(async () => (await fetch(`${appOrigin}${page}`)).text(), text),
        until(async () => (await getCached(`${cacheOrigin}${page}`, ca)).body, text),
      ]);
      results.push({ round, amount, cacheBefore: warm.cache, publishMs, appMs, cacheMs });
      await new Promise((resolve) => setTimeout(resolve, 2500));
    }

    console.log(`\nPublish to visible, ${page} (ms after the publish request was sent to the app)`);
    console.log('| round | publish request | app (next start) | nginx cache (TLS) |');
    console.log('|---|---|---|---|');
    for (const row of results)
      console.log(`| ${row.round} | ${row.publishMs} | ${row.appMs} | ${row.cacheMs} |`);
    const worst = Math.max(...results.map((row) => Math.max(row.appMs, row.cacheMs)));
    console.log(`\nWorst: ${worst} ms (target under 5000): ${worst < 5000 ? 'pass' : 'FAIL'}`);
    mkdirSync(path.join(root, 'bench-results'), { recursive: true });
    writeFileSync(
      path.join(root, 'bench-results', `publish-${new Date().toISOString().replace(/[:.]/g, '-')}.json`),
      JSON.stringify({ page, results, worst }, null, 2),
    );
    if (worst >= 5000) process.exitCode = 1;
  } finally {
    stopAll();
    await new Promise((resolve) => setTimeout(resolve, 300));
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  stopAll();
  process.exit(1);
});
