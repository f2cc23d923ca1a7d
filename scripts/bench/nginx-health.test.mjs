import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkConfig, mainConfig, makeCertificate, renderSite } from './nginx.mjs';

/*
 * The shipped nginx template (deploy/nginx/templates/northlight.conf.template) in front of a stub
 * app: /api/health must reach the app on every request, even when the app marks it cacheable, and
 * an app answering 503 must not be covered by an earlier 200. A page is cached (a HIT on its
 * second request), which shows this setup would see caching if /api/health were cached.
 */

const nginxPath = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const inCi = process.env.CI === 'true' || process.env.CI === '1';
if (!existsSync(nginxPath) && inCi)
  throw new Error(`nginx not found at ${nginxPath} (apt-get install nginx-light)`);
if (!existsSync(nginxPath)) console.warn(`nginx template test not run: no nginx at ${nginxPath}.`);

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

describe.runIf(existsSync(nginxPath))('nginx in front of /api/health', () => {
  const hits = { health: 0, page: 0 };
  let healthStatus = 200;
  let app;
  let nginx;
  let dir;
  let origin;
  let ca;

  const get = (pathName) =>
    new Promise((resolve, reject) => {
      https
        .get(`${origin}${pathName}`, { ca }, (response) => {
          response.resume();
          response.on('end', () =>
            resolve({ status: response.statusCode, cache: response.headers['x-cache'] ?? null }),
          );
        })
        .on('error', reject);
    });

  beforeAll(async () => {
    // Both answers say "cache me": only the template can keep /api/health out of the cache.
    app = createServer((request, response) => {
      const health = request.url === '/api/health';
      hits[health ? 'health' : 'page'] += 1;
      response.writeHead(health ? healthStatus : 200, {
        'content-type': health ? 'application/json' : 'text/html',
        'cache-control': 'public, max-age=600, s-maxage=600',
      });
      response.end(health ? `{"status":"${healthStatus === 200 ? 'ok' : 'degraded'}"}` : '<p>page</p>');
    });
    await new Promise((resolve) => app.listen(0, '127.0.0.1', resolve));
    const [tlsPort, plainPort] = [await freePort(), await freePort()];
    dir = mkdtempSync(path.join(os.tmpdir(), 'northlight-nginx-health-'));
    for (const sub of ['cache', 'temp']) mkdirSync(path.join(dir, sub));
    // nginx's workers run as nobody when the test runs as root.
    chmodSync(dir, 0o755);
    for (const sub of ['cache', 'temp']) chmodSync(path.join(dir, sub), 0o777);
    const tls = makeCertificate(dir, '127.0.0.1');
    chmodSync(tls.key, 0o644);
    ca = readFileSync(tls.cert);
    const site = renderSite({
      NORTHLIGHT_LISTEN: `127.0.0.1:${plainPort}`,
      NORTHLIGHT_TLS_LISTEN: `127.0.0.1:${tlsPort}`,
      NORTHLIGHT_HTTPS_ORIGIN: `https://$host:${tlsPort}`,
      NORTHLIGHT_TLS_CERT: tls.cert,
      NORTHLIGHT_TLS_KEY: tls.key,
      NORTHLIGHT_UPSTREAMS: `server 127.0.0.1:${app.address().port};`,
      NORTHLIGHT_CACHE_DIR: path.join(dir, 'cache'),
    });
    const configFile = path.join(dir, 'nginx.conf');
    checkConfig(nginxPath, configFile, mainConfig(dir, site));
    nginx = spawn(nginxPath, ['-c', configFile], { stdio: 'ignore' });
    origin = `https://127.0.0.1:${tlsPort}`;
    for (let attempt = 0; ; attempt += 1) {
      if (
        (await get('/__up').then(
          () => true,
          () => false,
        )) ||
        attempt > 100
      )
        break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    hits.page = 0;
  }, 20_000);

  afterAll(async () => {
    nginx?.kill('SIGTERM');
    await new Promise((resolve) => app?.close(resolve));
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('caches a page (the setup sees caching when it happens)', async () => {
    await get('/page');
    expect((await get('/page')).cache).toBe('HIT');
    expect(hits.page).toBe(1);
  });

  it('sends every /api/health to the app, and passes its 503 on', async () => {
    for (let round = 0; round < 3; round += 1)
      expect(await get('/api/health')).toEqual({ status: 200, cache: null });
    expect(hits.health).toBe(3);
    healthStatus = 503;
    expect(await get('/api/health')).toEqual({ status: 503, cache: null });
    expect(hits.health).toBe(4);
  });
});
