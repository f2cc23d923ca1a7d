/*
 * The scale-out part of `npm run bench:serve`: 1, 2 and 4 standalone app instances on one
 * PostgreSQL database behind the nginx cache of deploy/ (TLS), measured on a route that reaches an
 * app instance on every request (/api/health: the app and one query) and on a page nginx serves
 * from its cache. The four instances are started at the same moment on an empty database, as a
 * scaled-out deploy would start them (they take turns migrating it), and stopped with SIGTERM at
 * the end, which must end each with exit code 0.
 */
import { chmodSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import { keepAliveTimeoutMs } from '../project.mjs';
import { checkConfig, mainConfig, renderSite } from './nginx.mjs';
import { startProcess } from './processes.mjs';

export const instanceCounts = [1, 2, 4];

/**
 * Starts the instances, then for each count an nginx in front of the first N, checks that
 * /api/health is passed through (never cached) and measures both paths with `measure(name, url)`.
 */
export async function measureInstances({
  dir,
  tls,
  ports,
  env,
  standaloneDir,
  nginxPath,
  get,
  measure,
  cachedPage,
}) {
  const started = performance.now();
  const instances = ports.instances.map((port, index) =>
    startProcess(process.execPath, [path.join(standaloneDir, 'server.js')], {
      cwd: standaloneDir,
      env: {
        ...env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOSTNAME: '127.0.0.1',
        KEEP_ALIVE_TIMEOUT: String(keepAliveTimeoutMs), // idle upstream connections outlive nginx's
        MEDIA_DIR: path.join(dir, `media-${index}`),
      },
      label: `instance ${index + 1} on :${port}`,
    }),
  );
  const health = (port) =>
    fetch(`http://127.0.0.1:${port}/api/health`).then(
      (response) => response.status === 200,
      () => false,
    );
  for (;;) {
    const exited = instances.find((child) => child.exitCode !== null);
    if (exited) throw new Error(`${exited.label} exited (${exited.exitCode}):\n${exited.recentOutput()}`);
    if ((await Promise.all(ports.instances.map(health))).every(Boolean)) break;
    if (performance.now() - started > 240_000)
      throw new Error('the instances did not all answer /api/health within 240 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const startSeconds = (performance.now() - started) / 1000;
  console.log(
    `\n${instances.length} instances started together on an empty PostgreSQL, all healthy after ${startSeconds.toFixed(1)} s`,
  );

  const cacheOrigin = `https://127.0.0.1:${ports.instanceCache}`;
  const rows = [];
  const checks = [];
  // Each instance has its own pools: how many connections N instances hold after a busy run.
  const observer = postgres(env.DATABASE_URL, { max: 1, onnotice: () => undefined });
  const connectionCount = async () =>
    Number(
      (
        await observer`select count(*) as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`
      )[0].n,
    );
  const connections = [];
  for (const count of instanceCounts) {
    const cacheDir = path.join(dir, `cache-${count}`);
    mkdirSync(cacheDir, { recursive: true });
    chmodSync(cacheDir, 0o777); // nginx's workers run as nobody when the bench runs as root
    const site = renderSite({
      NORTHLIGHT_LISTEN: `127.0.0.1:${ports.instanceRedirect}`,
      NORTHLIGHT_TLS_LISTEN: `127.0.0.1:${ports.instanceCache}`,
      NORTHLIGHT_HTTPS_ORIGIN: `https://$host:${ports.instanceCache}`,
      NORTHLIGHT_TLS_CERT: tls.cert,
      NORTHLIGHT_TLS_KEY: tls.key,
      NORTHLIGHT_UPSTREAMS: ports.instances
        .slice(0, count)
        .map((port) => `server 127.0.0.1:${port};`)
        .join(' '),
      NORTHLIGHT_CACHE_DIR: cacheDir,
    });
    const configFile = path.join(dir, `nginx-${count}.conf`);
    checkConfig(nginxPath, configFile, mainConfig(dir, site));
    const nginx = startProcess(nginxPath, ['-c', configFile], { label: `nginx (${count} instances)` });
    try {
      for (let attempt = 0; ; attempt += 1) {
        if (nginx.exitCode !== null) throw new Error(`nginx exited:\n${nginx.recentOutput()}`);
        if (
          await get(`${cacheOrigin}/api/health`).then(
            () => true,
            () => false,
          )
        )
          break;
        if (attempt > 200) throw new Error('nginx did not answer over TLS');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const first = await get(`${cacheOrigin}/api/health`);
      const second = await get(`${cacheOrigin}/api/health`);
      const report = JSON.parse(second.body);
      checks.push([
        `${count} instance${count > 1 ? 's' : ''}: /api/health answers ok through nginx and is never cached`,
        first.status === 200 &&
          second.status === 200 &&
          report.status === 'ok' &&
          second.headers.get('x-cache') === null &&
          second.headers.get('cache-control') === 'no-store',
        `${second.status} ${report.status}, ${second.headers.get('x-cache') ?? 'no X-Cache'}, ${second.headers.get('cache-control')}, db ${report.database?.latencyMs} ms`,
      ]);
      for (const [label, pathName] of [
        ['/api/health (app + 1 query)', '/api/health'],
        [`${cachedPage} (nginx cache)`, cachedPage],
      ]) {
        const row = await measure(`${count} x app: ${label}`, `${cacheOrigin}${pathName}`);
        rows.push({ ...row, instances: count, path: pathName });
      }
      connections.push({ instances: count, connections: await connectionCount() });
    } finally {
      nginx.kill('SIGTERM');
      await new Promise((resolve) => (nginx.exitCode !== null ? resolve() : nginx.once('exit', resolve)));
      rmSync(cacheDir, { recursive: true, force: true });
    }
  }

  await observer.end({ timeout: 2 });

  // A graceful stop: every instance drains and exits 0 (src/server/site/shutdown.ts).
  const stopped = performance.now();
  const codes = await Promise.all(
    instances.map(
      (child) =>
        new Promise((resolve) => {
          child.once('exit', (code, signal) => resolve(code ?? signal));
          child.kill('SIGTERM');
        }),
    ),
  );
  checks.push([
    'SIGTERM stops every instance with exit code 0',
    codes.every((code) => code === 0),
    `exit codes ${codes.join(', ')} after ${Math.round(performance.now() - stopped)} ms`,
  ]);
  return { rows, checks, startSeconds, connections };
}
