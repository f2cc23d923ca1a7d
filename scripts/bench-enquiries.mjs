/*
 * `npm run bench:enquiries`: POST /api/enquiries under load against a production server (`next
 * start`), once on a fresh PGlite directory and once on a fresh PostgreSQL database, then checks
 * that nothing was lost: enquiries answered 2xx = enquiry rows = outbox items (one webhook item
 * per enquiry; a local receiver takes the deliveries). A script, not a timed test: the figures
 * depend on the machine. Target: at least 500 req/s with p99 under 60 ms.
 *
 * Requests that are still in flight when autocannon stops are replayed afterwards with their
 * idempotency key, so the count check is exact rather than "within a connection or two".
 *
 * Options (environment): BENCH_SECONDS (10), BENCH_CONNECTIONS (20), BENCH_DATABASES
 * ("pglite,postgres"), BENCH_POSTGRES_URL (postgres://postgres@127.0.0.1:5432).
 */
import { createServer } from 'node:http';
import net from 'node:net';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { ensureBuild } from './project.mjs';
import { enquiryBody, nextKey, requestHeaders } from './bench/enquiry-requests.mjs';
import { scratchDatabase } from './bench/scratch-database.mjs';
import { startNext, stopAll, waitForUrl } from './bench/processes.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const databases = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',').map((name) => name.trim());
const postgresBase = (process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432').replace(
  /\/+$/,
  '',
);
const target = { requestsPerSecond: 500, p99Ms: 60 };
const portRange = [3701, 3720];

function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

async function freePort(taken = new Set()) {
  for (let port = portRange[0]; port <= portRange[1]; port += 1) {
    if (!taken.has(port) && (await portIsFree(port))) return port;
  }
  throw new Error(`No free port in ${portRange.join('-')}`);
}

/** The sales team's webhook, reduced to a counter of delivered enquiries. */
async function startReceiver(port) {
  const delivered = new Set();
  const server = createServer((request, response) => {
    const id = request.headers['x-northlight-delivery'];
    request.resume();
    request.on('end', () => {
      if (typeof id === 'string') delivered.add(id);
      response.writeHead(204).end();
    });
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { delivered, close: () => new Promise((resolve) => server.close(resolve)) };
}

async function drive(baseUrl) {
  const origin = new URL(baseUrl).origin;
  const sent = new Set();
  const created = new Set();
  const statuses = new Map();
  const result = await autocannon({
    url: `${baseUrl}/api/enquiries`,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        setupRequest(request, context) {
          const key = nextKey();
          context.key = key;
          sent.add(key);
          return { ...request, headers: requestHeaders(origin, key), body: enquiryBody() };
        },
        onResponse(status, _body, context) {
          sent.delete(context.key);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          if (status >= 200 && status < 300) created.add(context.key);
        },
      },
    ],
  });
  // Whatever was cut off mid-flight may or may not be stored: ask again with the same key.
  let replayed = 0;
  for (const key of sent) {
    const response = await fetch(`${baseUrl}/api/enquiries`, {
      method: 'POST',
      headers: requestHeaders(origin, key),
      body: enquiryBody(),
    });
    await response.arrayBuffer();
    replayed += 1;
    if (response.ok) created.add(key);
    else statuses.set(`replay ${response.status}`, (statuses.get(`replay ${response.status}`) ?? 0) + 1);
  }
  return { result, created: created.size, replayed, statuses };
}

async function countRows(kind, location) {
  if (kind === 'pglite') {
    const { PGlite } = await import('@electric-sql/pglite');
    const db = new PGlite(location);
    const { rows } = await db.query(
      `select (select count(*)::int from enquiries) as enquiries, (select count(*)::int from outbox) as outbox,
              (select count(*)::int from outbox where status = 'delivered') as delivered`,
    );
    await db.close();
    return rows[0];
  }
  const sql = postgres(location, { max: 1, onnotice: () => undefined });
  const [row] =
    await sql`select (select count(*)::int from enquiries) as enquiries, (select count(*)::int from outbox) as outbox,
                                 (select count(*)::int from outbox where status = 'delivered') as delivered`;
  await sql.end({ timeout: 5 });
  return row;
}

function waitForExit(child) {
  return child.exitCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', resolve));
}

async function benchOne(kind) {
  const cleanups = [];
  const { env: env, location } = await scratchDatabase(kind, { prefix: 'enquiries', postgresBase, cleanups });

  const taken = new Set();
  const receiverPort = await freePort(taken);
  taken.add(receiverPort);
  const receiver = await startReceiver(receiverPort);
  cleanups.push(() => receiver.close());
  const port = await freePort(taken);
  const server = startNext(port, {
    ...env,
    RATE_LIMIT_PER_MINUTE: '100000',
    ENQUIRY_WEBHOOK_URL: `http://127.0.0.1:${receiverPort}/enquiries`,
    ENQUIRY_WEBHOOK_SECRET: 'bench-shared-secret',
    OUTBOX_POLL_MS: '200',
  });
  try {
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitForUrl(`${baseUrl}/robots.txt`, { child: server });
    // Warm the route (first compile of the handler, database pool) outside the measurement.
    for (let i = 0; i < 20; i += 1) {
      const response = await fetch(`${baseUrl}/api/enquiries`, {
        method: 'POST',
        headers: requestHeaders(new URL(baseUrl).origin, nextKey()),
        body: enquiryBody(),
      });
      if (response.status !== 201)
        throw new Error(`Warm-up enquiry answered ${response.status}: ${await response.text()}`);
      await response.arrayBuffer();
    }
    const run = await drive(baseUrl);
    const expected = run.created + 20;
    // Let the outbox worker finish delivering before counting what arrived.
    const deadline = Date.now() + 60_000;
    while (receiver.delivered.size < expected && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 250));
    server.kill('SIGTERM');
    await waitForExit(server);
    const rows = await countRows(kind, location);
    return { kind, ...run, expected, rows, webhookReceived: receiver.delivered.size };
  } finally {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await waitForExit(server);
    }
    for (const cleanup of cleanups.reverse()) await cleanup();
  }
}

function report(outcome) {
  const { result, kind } = outcome;
  const rps = result.requests.average;
  const { p50, p99 } = result.latency;
  const fast = rps >= target.requestsPerSecond && p99 < target.p99Ms;
  const exact =
    outcome.rows.enquiries === outcome.expected &&
    outcome.rows.outbox === outcome.expected &&
    outcome.webhookReceived === outcome.expected;
  const statuses = [...outcome.statuses].map(([status, n]) => `${status}: ${n}`).join(', ');
  console.log(`\n== ${kind} (${seconds} s, ${connections} connections) ==`);
  console.log(
    `  requests/s  ${rps.toFixed(0)} (${result.requests.total} requests; answers ${statuses}; errors ${result.errors}, timeouts ${result.timeouts})`,
  );
  console.log(`  latency     p50 ${p50} ms, p99 ${p99} ms (max ${result.latency.max} ms)`);
  console.log(
    `  count check 2xx ${outcome.created} (of which ${outcome.replayed} cut off at the end and replayed by key) + 20 warm-up = ${outcome.expected}; enquiry rows ${outcome.rows.enquiries}; outbox items ${outcome.rows.outbox} (delivered ${outcome.rows.delivered}); webhook received ${outcome.webhookReceived}`,
  );
  console.log(
    `  speed       ${fast ? 'PASS' : 'FAIL'} (target >= ${target.requestsPerSecond} req/s and p99 < ${target.p99Ms} ms)`,
  );
  console.log(`  nothing lost ${exact ? 'PASS' : 'FAIL'}`);
  return fast && exact;
}

async function main() {
  ensureBuild();
  let allPass = true;
  for (const kind of databases) {
    if (kind !== 'pglite' && kind !== 'postgres')
      throw new Error(`Unknown database "${kind}" in BENCH_DATABASES`);
    console.log(`Benchmarking POST /api/enquiries on ${kind}...`);
    try {
      allPass = report(await benchOne(kind)) && allPass;
    } catch (error) {
      allPass = false;
      console.log(`\n== ${kind} ==\n  FAIL: ${error.message}`);
    }
  }
  console.log(`\nOverall: ${allPass ? 'PASS' : 'FAIL'}`);
  process.exitCode = allPass ? 0 : 1;
}

main().catch((error) => {
  console.error(error);
  stopAll();
  process.exitCode = 1;
});
