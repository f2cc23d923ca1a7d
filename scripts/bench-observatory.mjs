#!/usr/bin/env node
/*
 * `npm run bench:observatory`: MDN HTTP Observatory (@mdn/mdn-http-observatory, the scanner behind
 * developer.mozilla.org/observatory) against two ways of serving the production build:
 *   (1) the app alone over plain HTTP (the standalone server, as `npm start` serves it)
 *   (2) the production topology: nginx from deploy/nginx, terminating TLS with a self-signed
 *       certificate made for the run (the scanner trusts exactly that certificate), redirecting
 *       HTTP to HTTPS, in front of the standalone server
 * Prints each grade and score, and every test's result and score modifier. Target for (2): A+.
 *
 * The scanner takes a host name only (ports 80 and 443), so each target gets its own loopback
 * address; binding port 80 and 443 needs root (or CAP_NET_BIND_SERVICE).
 *
 * Environment:
 *   BENCH_OBSERVATORY_APP_HOST       loopback address for (1) (default 127.0.0.45)
 *   BENCH_OBSERVATORY_HOST           loopback address for (2) (default 127.0.0.44)
 *   BENCH_OBSERVATORY_UPSTREAM_PORT  port of the standalone server behind nginx (default 4330)
 *   NGINX_PATH                       nginx binary (default /usr/sbin/nginx)
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkConfig, mainConfig, makeCertificate, renderSite } from './bench/nginx.mjs';
import { startProcess, stopAll, waitForUrl } from './bench/processes.mjs';
import { ensureBuild, root } from './project.mjs';

const appHost = process.env.BENCH_OBSERVATORY_APP_HOST ?? '127.0.0.45';
const topologyHost = process.env.BENCH_OBSERVATORY_HOST ?? '127.0.0.44';
const upstreamPort = Number(process.env.BENCH_OBSERVATORY_UPSTREAM_PORT ?? 4330);
const nginxPath = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const scanner = path.join(root, 'node_modules', '@mdn', 'mdn-http-observatory', 'src', 'scan.js');

/*
 * The scanner's install script downloads Chromium's HSTS preload list; installed with
 * --ignore-scripts and no internet, the list is missing. An empty one gives the same verdicts here:
 * a loopback address is on no preload list.
 */
function ensurePreloadList() {
  const file = path.join(path.dirname(scanner), '..', 'conf', 'hsts-preload.json');
  if (existsSync(file)) return;
  writeFileSync(file, '{}');
  console.log('Observatory: no HSTS preload list (installed without scripts, offline): using an empty one.');
}

/** One Observatory scan; the scanner trusts the bench certificate (and nothing else it was not given). */
export function observatory(host, caFile) {
  const result = spawnSync(process.execPath, [scanner, host], {
    encoding: 'utf8',
    env: { ...process.env, ...(caFile ? { NODE_EXTRA_CA_CERTS: caFile } : {}) },
    timeout: 120_000,
  });
  const report = JSON.parse(result.stdout || '{}');
  if (!report.scan) throw new Error(`Observatory scan of ${host} failed: ${report.error ?? result.stderr}`);
  return report;
}

/** nginx's plain-HTTP listener answers with a redirect, which fetch must not follow (to a self-signed certificate). */
async function waitForRedirect(url, child, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${child.label} exited (${child.exitCode}):\n${child.recentOutput()}`);
    try {
      if ((await fetch(url, { redirect: 'manual' })).status === 301) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not redirect within ${timeoutMs} ms:\n${child.recentOutput()}`);
}

function print(label, report) {
  const { grade, score, testsPassed, testsQuantity } = report.scan;
  console.log(
    `\n${label}\n  grade ${grade}, score ${score}/100, ${testsPassed}/${testsQuantity} tests passed`,
  );
  for (const [name, test] of Object.entries(report.tests)) {
    const modifier = test.scoreModifier > 0 ? `+${test.scoreModifier}` : String(test.scoreModifier);
    console.log(
      `  ${test.pass ? 'pass' : 'FAIL'} ${modifier.padStart(4)}  ${name.padEnd(30)} ${test.result}`,
    );
  }
}

async function main() {
  if (!existsSync(nginxPath)) throw new Error(`nginx not found at ${nginxPath}: apt-get install nginx-light`);
  // Not a devDependency: one of its dependencies downloads a certificate bundle in an install
  // script, which breaks `npm ci` on a machine without internet. The bench installs it on demand,
  // scripts skipped (the scanner is told which certificate to trust).
  if (!existsSync(scanner)) {
    console.log('Installing @mdn/mdn-http-observatory for this bench (npm, --ignore-scripts, --no-save)...');
    const installed = spawnSync(
      'npm',
      ['install', '--no-save', '--ignore-scripts', '--no-audit', '--no-fund', '@mdn/mdn-http-observatory@^1.4.8'],
      { cwd: root, stdio: 'inherit' },
    );
    if (installed.status !== 0 || !existsSync(scanner)) throw new Error('could not install @mdn/mdn-http-observatory');
  }
  ensurePreloadList();
  // The standalone output is what production runs.
  process.env.NEXT_OUTPUT = 'standalone';
  ensureBuild();
  const standaloneDir = path.join(root, '.next', 'standalone');
  cpSync(path.join(root, '.next', 'static'), path.join(standaloneDir, '.next', 'static'), {
    recursive: true,
  });
  cpSync(path.join(root, 'public'), path.join(standaloneDir, 'public'), { recursive: true });

  const dir = mkdtempSync(path.join(os.tmpdir(), 'northlight-bench-observatory-'));
  for (const sub of ['cache', 'temp', 'pglite', 'pglite-app'])
    mkdirSync(path.join(dir, sub), { recursive: true });
  chmodSync(dir, 0o755);
  for (const sub of ['cache', 'temp']) chmodSync(path.join(dir, sub), 0o777);
  const { cert, key } = makeCertificate(dir, topologyHost);
  chmodSync(key, 0o644); // nginx's workers run as nobody; the directory is private to this run
  const env = { LOG_LEVEL: 'warn', NODE_ENV: 'production', RATE_LIMIT_PER_MINUTE: '100000' };
  try {
    const app = startProcess(process.execPath, [path.join(standaloneDir, 'server.js')], {
      cwd: standaloneDir,
      env: { ...env, PGLITE_DATA_DIR: path.join(dir, 'pglite-app'), PORT: '80', HOSTNAME: appHost },
      label: 'standalone server on :80',
    });
    const upstream = startProcess(process.execPath, [path.join(standaloneDir, 'server.js')], {
      cwd: standaloneDir,
      env: {
        ...env,
        PGLITE_DATA_DIR: path.join(dir, 'pglite'),
        PORT: String(upstreamPort),
        HOSTNAME: '127.0.0.1',
      },
      label: 'standalone server behind nginx',
    });
    const site = renderSite({
      NORTHLIGHT_LISTEN: `${topologyHost}:80`,
      NORTHLIGHT_TLS_LISTEN: `${topologyHost}:443`,
      NORTHLIGHT_HTTPS_ORIGIN: 'https://$host',
      NORTHLIGHT_TLS_CERT: cert,
      NORTHLIGHT_TLS_KEY: key,
      NORTHLIGHT_UPSTREAMS: `server 127.0.0.1:${upstreamPort};`,
      NORTHLIGHT_CACHE_DIR: path.join(dir, 'cache'),
    });
    const configFile = path.join(dir, 'nginx.conf');
    checkConfig(nginxPath, configFile, mainConfig(dir, site));
    const nginx = startProcess(nginxPath, ['-c', configFile], { label: 'nginx' });
    await waitForUrl(`http://${appHost}/`, { child: app });
    await waitForUrl(`http://127.0.0.1:${upstreamPort}/`, { child: upstream });
    await waitForRedirect(`http://${topologyHost}/`, nginx);

    const alone = observatory(appHost);
    print(`(1) the app alone, plain HTTP (http://${appHost}/)`, alone);
    const topology = observatory(topologyHost, cert);
    print(
      `(2) nginx with TLS in front of the app (https://${topologyHost}/, self-signed, trusted by the scanner)`,
      topology,
    );
    console.log(
      `\nObservatory grade: (1) ${alone.scan.grade} ${alone.scan.score}/100, (2) ${topology.scan.grade} ${topology.scan.score}/100 (target A+)`,
    );

    mkdirSync(path.join(root, 'bench-results'), { recursive: true });
    const file = path.join(
      root,
      'bench-results',
      `observatory-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
    );
    writeFileSync(file, JSON.stringify({ alone, topology }, null, 2));
    console.log(`Full results: ${path.relative(root, file)}`);
    process.exitCode = topology.scan.grade === 'A+' ? 0 : 1;
  } finally {
    stopAll();
    await new Promise((resolve) => setTimeout(resolve, 300));
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
