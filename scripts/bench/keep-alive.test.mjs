import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { keepAliveTimeoutMs, root } from '../project.mjs';

/*
 * nginx keeps idle connections to the app open and reuses them; if the app closed one first (Node's
 * default is 5 s) a request sent on it at that moment fails, and nginx does not retry a POST: a lost
 * enquiry behind a 502. The app must keep idle connections longer than nginx does, wherever it runs.
 */
const read = (file) => readFileSync(path.join(root, file), 'utf8');

function nginxUpstreamIdleMs() {
  const upstream = read('deploy/nginx/templates/northlight.conf.template').match(
    /upstream northlight_app \{([^}]*)\}/,
  );
  const timeout = upstream?.[1].match(/keepalive_timeout\s+(\d+)s;/);
  // nginx's own default for upstream keep-alive when the block names none.
  return timeout ? Number(timeout[1]) * 1000 : 60_000;
}

describe('idle connections between nginx and the app', () => {
  const nginxMs = nginxUpstreamIdleMs();

  it('every server we start keeps them open longer than nginx', () => {
    expect(keepAliveTimeoutMs).toBeGreaterThan(nginxMs);
  });

  it('the production image keeps them as long', () => {
    const image = read('deploy/Dockerfile').match(/^ENV KEEP_ALIVE_TIMEOUT=(\d+)$/m);
    expect(Number(image?.[1])).toBe(keepAliveTimeoutMs);
  });

  it('so do `npm start`, the bench servers and the servers the browser tests talk to', () => {
    const launchers = {
      'scripts/start.mjs': /'--keepAliveTimeout',\s*String\(keepAliveTimeoutMs\)/,
      'tests/cms/server.mjs': /'--keepAliveTimeout',\s*String\(keepAliveTimeoutMs\)/,
      'playwright.config.ts': /--keepAliveTimeout \$\{keepAliveTimeoutMs\}/,
      'scripts/bench-serve.mjs': /KEEP_ALIVE_TIMEOUT: String\(keepAliveTimeoutMs\)/,
      'scripts/bench/instances.mjs': /KEEP_ALIVE_TIMEOUT: String\(keepAliveTimeoutMs\)/,
    };
    for (const [file, usesTheValue] of Object.entries(launchers)) {
      const source = read(file);
      expect(source, file).toMatch(usesTheValue);
      // No server started with a value of its own.
      expect(source, file).not.toMatch(/keepAliveTimeout['",\s]+\d|KEEP_ALIVE_TIMEOUT[:=]\s*'?\d/);
    }
  });
});
