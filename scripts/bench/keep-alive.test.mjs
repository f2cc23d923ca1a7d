import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from '../project.mjs';

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

  it('the production image keeps them open longer than nginx', () => {
    const image = read('deploy/Dockerfile').match(/^ENV KEEP_ALIVE_TIMEOUT=(\d+)$/m);
    expect(Number(image?.[1])).toBeGreaterThan(nginxMs);
  });

  it('so do `npm start` and the servers the browser tests talk to', () => {
    for (const file of ['scripts/start.mjs', 'playwright.config.ts', 'tests/cms/server.mjs']) {
      const values = [...read(file).matchAll(/keepAliveTimeout['",\s]+(\d+)/g)].map((match) =>
        Number(match[1]),
      );
      expect(values.length, file).toBeGreaterThan(0);
      for (const value of values) expect(value, file).toBeGreaterThan(nginxMs);
    }
  });
});
