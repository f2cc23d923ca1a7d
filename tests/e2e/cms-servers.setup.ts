import { expect, test as setup } from '@playwright/test';
import { cmsPorts, e2eBasePort } from '../cms/ports';

/*
 * The CMS projects depend on this: their servers start in the background (tests/cms/servers.mjs)
 * while the other journeys run, and each prepares a database first. Waits until every one answers,
 * and stops at once, with the server's name, if one of them has exited.
 */
const ports = cmsPorts(e2eBasePort);
const servers = [
  ['PGlite CMS', `http://127.0.0.1:${ports.pglite}/api/robots`],
  ['PostgreSQL CMS', `http://127.0.0.1:${ports.postgres}/api/robots`],
  ['second PostgreSQL CMS', `http://127.0.0.1:${ports.postgresSecond}/api/robots`],
] as const;

type LauncherStatus = { failed: { name: string; code: number | string }[] };

setup('the CMS test servers are up', async () => {
  setup.setTimeout(360_000);
  const answers = (url: string) =>
    fetch(url).then(
      (response) => response.ok,
      () => false,
    );
  for (const [name, url] of servers) {
    await expect
      .poll(
        async () => {
          const { failed } = (await (
            await fetch(`http://127.0.0.1:${ports.launcherStatus}/`)
          ).json()) as LauncherStatus;
          if (failed.length)
            return `exited: ${failed.map((server) => `${server.name} (${server.code})`).join(', ')}`;
          return (await answers(url)) ? 'up' : 'starting';
        },
        { message: `${name} server at ${url}`, intervals: [500], timeout: 340_000 },
      )
      .toBe('up');
  }
});
