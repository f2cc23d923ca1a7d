import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { root } from '../project.mjs';
import { ensureFloorAppBuild, floorAppDir } from './floor-app.mjs';
import { nextBin, waitForUrl } from './processes.mjs';

/*
 * The framework floor must be a bare app: nothing of the site's in its server build, and its
 * server must start while a site server holds the site's PGlite directory (issue 14, item 15).
 */

const serverDir = path.join(floorAppDir, '.next', 'server');

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

function tracedFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return tracedFiles(full);
    if (!entry.name.endsWith('.nft.json')) return [];
    const { files } = JSON.parse(readFileSync(full, 'utf8'));
    return files.map((file) => path.resolve(dir, file));
  });
}

describe('the framework-floor app (scripts/bench/floor-app)', () => {
  beforeAll(() => {
    ensureFloorAppBuild({ log: () => undefined });
  }, 180_000);

  it('builds nothing of the site into its server: no src/, no database, no logger', () => {
    const files = tracedFiles(serverDir);
    expect(files.length).toBeGreaterThan(0);
    const siteSource = files.filter((file) => file.startsWith(path.join(root, 'src') + path.sep));
    expect(siteSource).toEqual([]);
    const siteLibraries = files.filter((file) =>
      /node_modules[\\/](@electric-sql|drizzle-orm|postgres|pino|nodemailer)[\\/]/.test(file),
    );
    expect(siteLibraries).toEqual([]);
    const chunks = readdirSync(path.join(serverDir, 'chunks'));
    expect(chunks.filter((name) => /^src_|pglite|drizzle/.test(name))).toEqual([]);
  });

  describe('while a site server holds the PGlite directory', () => {
    const scratch = mkdtempSync(path.join(os.tmpdir(), 'floor-app-'));
    const dataDir = path.join(scratch, 'pglite');
    let child;

    afterAll(async () => {
      if (child && child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
      }
      rmSync(scratch, { recursive: true, force: true });
    });

    it('serves its page without opening that directory', async () => {
      // The site's lock file, held by a live process (this one), as `npm start` leaves it.
      writeFileSync(`${dataDir}.lock`, String(process.pid));
      const port = await freePort();
      // Started the way bench:pages started it before it was made bare: from the site's root, with
      // the site's settings in the environment.
      child = spawn(process.execPath, [nextBin, 'start', floorAppDir, '-p', String(port), '-H', '127.0.0.1'], {
        cwd: root,
        env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', PGLITE_DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      child.label = 'floor next start';
      child.recentOutput = () => output;
      await waitForUrl(`http://127.0.0.1:${port}/`, { child, timeoutMs: 30_000 });
      const response = await fetch(`http://127.0.0.1:${port}/`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('Find the right space');
      // Give a late instrumentation hook the chance to fail loudly.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(child.exitCode).toBe(null);
      expect(output).not.toMatch(/PGlite|DataDirLocked|enquiry runtime/i);
      expect(existsSync(dataDir)).toBe(false);
    }, 60_000);
  });
});
