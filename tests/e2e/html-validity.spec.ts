import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './support/test';
import { checkedRoutes } from './support/checked-routes';
import { repoRoot } from './support/repo-root';

/*
 * The Nu HTML Checker (vnu-jar from npm, run by the machine's Java) on the served HTML of every
 * route. All pages go to ONE java invocation: the JVM start-up costs more than checking 50 pages.
 */
const vnuJar = path.join(repoRoot, 'node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar');

type VnuMessage = {
  type: string;
  subType?: string;
  url: string;
  message: string;
  lastLine?: number;
  extract?: string;
};

test('every route is valid HTML (Nu HTML Checker, no errors)', async ({ request }) => {
  test.setTimeout(180_000);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vnu-'));
  try {
    const files = new Map<string, string>();
    for (const route of checkedRoutes) {
      const response = await request.get(route.path);
      expect(response.status(), route.path).toBe(route.expectedStatus);
      const name = `${route.path === '/' ? 'index' : route.path.slice(1).replaceAll('/', '__')}.html`;
      const file = path.join(dir, name);
      writeFileSync(file, await response.text());
      files.set(file, route.path);
    }

    const result = spawnSync(
      process.env.JAVA ?? 'java',
      [
        '-Xss2m',
        '-jar',
        vnuJar,
        '--format',
        'json',
        '--errors-only',
        '--exit-zero-always',
        '--stdout',
        ...files.keys(),
      ],
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    expect(result.error, 'Java must be installed to run vnu.jar').toBeUndefined();
    expect(result.status, result.stderr).toBe(0);
    const messages = (JSON.parse(result.stdout) as { messages: VnuMessage[] }).messages;
    const errors = messages
      .filter((message) => message.type === 'error' || message.subType === 'fatal')
      // The HTML standard's speculation rules allow eagerness "immediate" (the rule that fetches links
      // as they near the view, decision 0037); this vnu release knows only the three older values.
      .filter((message) => !/^The “eagerness” property in a speculation rule must be one of “eager”, “moderate”, or “conservative”\.$/.test(message.message))
      .map((message) => {
        const file = decodeURIComponent(new URL(message.url).pathname);
        return `${files.get(file) ?? file}:${message.lastLine ?? '?'} ${message.message}`;
      });
    expect(errors).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
