#!/usr/bin/env node
/*
 * An S3-compatible store for the browser tests (s3rver, files under a directory of its own), so the
 * CMS instances on PostgreSQL keep their uploads in a bucket as production does (docs/deploy.md).
 * Loopback only; the directory is emptied on start so no run sees another's objects.
 * Usage: node tests/s3-server.mjs PORT DIRECTORY BUCKET
 */
import { mkdirSync, rmSync } from 'node:fs';
import S3rver from 's3rver';

const [port, directory, bucket] = process.argv.slice(2);
if (!port || !directory || !bucket) {
  console.error('usage: node tests/s3-server.mjs PORT DIRECTORY BUCKET');
  process.exit(2);
}
rmSync(directory, { recursive: true, force: true });
mkdirSync(directory, { recursive: true });

const server = new S3rver({
  address: '127.0.0.1',
  port: Number(port),
  directory,
  silent: true,
  configureBuckets: [{ name: bucket }],
});
await server.run();
console.log(`S3 test server on http://127.0.0.1:${port}, bucket ${bucket}`);

for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    server.close().finally(() => process.exit(0));
  });
