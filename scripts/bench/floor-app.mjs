/*
 * The framework's floor for `npm run bench:pages`: an empty App Router page (scripts/bench/floor-app)
 * built by the same Next.js and React as the site, with nothing of the site's in it.
 *
 * It has to be built inside the site's tree (Turbopack compiles nothing outside its root, and the
 * root must hold node_modules), and Turbopack looks for `instrumentation.*` by walking up from the
 * app towards that root: without a file of its own, the floor app picked up the site's
 * src/instrumentation.ts, opened the site's PGlite directory and started the outbox worker (and
 * failed to start while a site server held that directory). So the floor app carries an empty
 * instrumentation.js of its own, and its server runs from its own directory with none of the
 * site's database or delivery settings in its environment.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from '../project.mjs';
import { nextBin, startProcess } from './processes.mjs';

export const floorAppDir = path.join(root, 'scripts', 'bench', 'floor-app');

/** Settings of the site that must not reach the floor app's server. */
const siteOnlyVariables = [
  'DATABASE_URL',
  'PGLITE_DATA_DIR',
  'ENQUIRY_WEBHOOK_URL',
  'ENQUIRY_WEBHOOK_SECRET',
  'SMTP_URL',
  'ENQUIRY_EMAIL_TO',
  'ENQUIRY_EMAIL_FROM',
];

function sourceFiles(dir) {
  return readdirSync(dir)
    .filter((name) => name !== '.next' && name !== 'node_modules')
    .flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? sourceFiles(full) : [full];
    })
    .sort();
}

/** The installed Next.js version and the floor app's own files: a change to either rebuilds it. */
export function floorAppFingerprint() {
  const hash = createHash('sha256');
  hash.update(JSON.parse(readFileSync(path.join(root, 'node_modules', 'next', 'package.json'), 'utf8')).version);
  for (const file of sourceFiles(floorAppDir)) {
    hash.update(`\0${path.relative(floorAppDir, file)}\0`);
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

export function ensureFloorAppBuild({ log = console.log } = {}) {
  const marker = path.join(floorAppDir, '.next', 'built-from');
  const fingerprint = floorAppFingerprint();
  if (existsSync(marker) && readFileSync(marker, 'utf8') === fingerprint) return;
  log('Building the framework-floor page (scripts/bench/floor-app) ...');
  const result = spawnSync(process.execPath, [nextBin, 'build', floorAppDir], {
    cwd: floorAppDir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...withoutSiteSettings() },
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
  });
  if (result.status !== 0)
    throw new Error(`The framework-floor page did not build:\n${result.stdout}\n${result.stderr}`);
  writeFileSync(marker, fingerprint);
}

/** Child processes skip variables whose value is undefined. */
function withoutSiteSettings() {
  return Object.fromEntries(siteOnlyVariables.map((name) => [name, undefined]));
}

/** `next start` on the floor app, from its own directory, with none of the site's settings. */
export function startFloorApp(port) {
  const child = startProcess(
    process.execPath,
    [nextBin, 'start', floorAppDir, '-p', String(port), '-H', '127.0.0.1'],
    { cwd: floorAppDir, env: withoutSiteSettings(), label: 'floor next start' },
  );
  return child;
}
