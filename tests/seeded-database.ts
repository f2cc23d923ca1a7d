/*
 * `npm test` seeds its databases once, before it builds (migrations and the CMS seed: 284 units and
 * their versions, about 30 s of one core on a quiet machine and a minute or more under the browser
 * tests), and every server of the run starts on a copy instead of seeding its own: on PGlite the
 * build's prerender workers and the main, payments, CMS and dark servers (a copy of the directory);
 * on PostgreSQL the CMS server and the shutdown test's (a database made from it as a template).
 * See docs/decisions/0017-suite-time.md. Run as
 *   PGLITE_DATA_DIR=<dir> node --import tsx --conditions react-server tests/seeded-database.ts
 * or with DATABASE_URL=<server>/<name> (and PAYLOAD_SECRET), which it drops and makes afresh.
 * Servers still seed an empty database themselves when none is offered (a Playwright run on its
 * own), as `npm start` does on a fresh machine.
 */
import { recreatePostgresDatabase } from './seeded-copy.mjs';

const started = Date.now();
const url = process.env.DATABASE_URL;
if (url) await recreatePostgresDatabase(url);
// Imported only now: the CMS's configuration opens the database named above.
const [{ getPayload }, { default: config }, { getDatabase }] = await Promise.all([
  import('payload'),
  import('@/cms/payload.config'),
  import('@/server/db/client'),
]);
await getPayload({ config });
await (await getDatabase()).close();
console.log(
  `Seeded ${url ?? process.env.PGLITE_DATA_DIR} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
process.exit(0);
