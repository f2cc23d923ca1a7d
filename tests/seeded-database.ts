/*
 * `npm test` seeds one PGlite database before it builds (migrations and the CMS seed: 284 units and
 * their versions, about a minute on a loaded machine), and every PGlite server of the run starts on
 * a copy of it instead of seeding its own: the build's prerender workers, the browser tests' main,
 * payments, CMS and dark servers (docs/decisions/0017-suite-time.md). Run as
 *   PGLITE_DATA_DIR=<dir> node --import tsx --conditions react-server tests/seeded-database.ts
 * it seeds <dir>. The servers still seed an empty directory themselves when no copy is offered
 * (a Playwright run on its own), as `npm start` does on a fresh machine.
 */
import { getPayload } from 'payload';
import config from '@/cms/payload.config';
import { getDatabase } from '@/server/db/client';

const started = Date.now();
await getPayload({ config });
await (await getDatabase()).close();
console.log(`Seeded ${process.env.PGLITE_DATA_DIR} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(0);
