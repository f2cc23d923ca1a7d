/*
 * Helpers shared by `npm start` and `npm test`: install when dependencies are missing, rebuild when
 * the build is missing or older than its inputs.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    process.exitCode = result.status ?? 1;
    throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
  }
}

/**
 * Runs commands ([name, command, args, env?]) side by side, each one's output gathered and printed whole when it ends (so two
 * reports never interleave); rejects naming every command that failed. Each command leads a process
 * group of its own, so aborting `signal` stops it with everything it started (a build's workers).
 */
export async function runTogether(commands, { signal } = {}) {
  const results = await Promise.all(
    commands.map(
      ([name, command, args, env = {}]) =>
        new Promise((resolve) => {
          if (signal?.aborted) return resolve({ name, code: 'not started' });
          const child = spawn(command, args, {
            cwd: root,
            stdio: ['ignore', 'pipe', 'pipe'],
            env: { ...process.env, ...env },
            detached: true,
          });
          const stop = () => {
            try {
              process.kill(-child.pid, 'SIGTERM');
            } catch {
              // Already gone.
            }
          };
          signal?.addEventListener('abort', stop, { once: true });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('close', (code, exitSignal) => {
            signal?.removeEventListener('abort', stop);
            console.log(`--- ${name}: ${code === 0 ? 'passed' : `failed (exit ${code ?? exitSignal})`}`);
            process.stdout.write(Buffer.concat(output));
            resolve({ name, code });
          });
        }),
    ),
  );
  const failed = results.filter((result) => result.code !== 0);
  if (failed.length > 0) {
    process.exitCode =
      failed.map((result) => result.code).find((code) => typeof code === 'number' && code > 0) ?? 1;
    throw new Error(`${failed.map((result) => result.name).join(' and ')} failed`);
  }
}

export function ensureDependencies() {
  const lock = path.join(root, 'package-lock.json');
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log('Installing dependencies (npm ci)...');
  run('npm', ['ci', '--no-audit', '--no-fund']);
}

const buildInputs = [
  'src',
  'public',
  'next.config.ts',
  'package-lock.json',
  'tsconfig.json',
  'postcss.config.mjs',
];

function newestMtime(target) {
  const full = path.join(root, target);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(full)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/**
 * Public variables, SITE_URL and LAUNCHED are decided at build time, so a change to them also needs
 * a rebuild.
 */
function buildEnvFingerprint(env) {
  const buildVars = Object.keys(env)
    .filter((key) => key.startsWith('NEXT_PUBLIC_') || ['SITE_URL', 'NEXT_OUTPUT', 'LAUNCHED'].includes(key))
    .sort()
    .map((key) => `${key}=${env[key]}`);
  return createHash('sha256').update(buildVars.join('\n')).digest('hex');
}

/**
 * Build when the build is missing or stale. `distDir` and `env` build a variant beside the usual
 * one: the launch-flag tests build the dark site (LAUNCHED=false) into .next-dark.
 */
export function ensureBuild({ force = false, distDir = '.next', env = {} } = {}) {
  const buildEnv = { ...process.env, ...env, ...(distDir === '.next' ? {} : { NEXT_DIST_DIR: distDir }) };
  const buildId = path.join(root, distDir, 'BUILD_ID');
  const fingerprintFile = path.join(root, distDir, 'northlight-env.sha256');
  const fingerprint = buildEnvFingerprint(buildEnv);
  const fresh =
    !force &&
    existsSync(buildId) &&
    existsSync(fingerprintFile) &&
    readFileSync(fingerprintFile, 'utf8') === fingerprint &&
    Math.max(...buildInputs.map(newestMtime)) < statSync(buildId).mtimeMs;
  if (fresh) return;
  console.log(`Building the site (next build${distDir === '.next' ? '' : ` into ${distDir}`})...`);
  run(process.execPath, [path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build'], {
    env: { ...buildEnv, NEXT_TELEMETRY_DISABLED: '1' },
  });
  writeFileSync(fingerprintFile, fingerprint);
}

/** Flags for Debian's Chromium here: without the background-networking ones it hammers a closed network. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The full browser: the benches, screenshots and the admin journeys run in it. */
export function chromiumPath() {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

const headlessShellPath = '/usr/bin/chromium-headless-shell';

/**
 * The public journeys' browser: Debian's headless shell where it is installed (.ci/run installs it),
 * the lighter build of the same Chromium, else the full browser (docs/decisions/0017-suite-time.md).
 */
export function testChromiumPath() {
  return process.env.CHROMIUM_PATH ?? (existsSync(headlessShellPath) ? headlessShellPath : chromiumPath());
}

/**
 * How long every Node server we start keeps an idle connection: longer than nginx's upstream pool
 * (60 s, deploy/nginx), so nginx is always the side that closes one. With Node's own 5 s a request
 * sent on a closing connection was reset, a 502 for a POST. deploy/Dockerfile sets the same value for
 * the image (scripts/bench/keep-alive.test.mjs holds both).
 */
export const keepAliveTimeoutMs = 65_000;
