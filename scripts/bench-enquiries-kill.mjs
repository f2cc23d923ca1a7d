/*
 * `npm run bench:enquiries:kill`: the outbox under `kill -9`. A production server (`next start`)
 * takes enquiries and delivers them to a local webhook that answers each delivery after 50-400 ms;
 * while deliveries are in flight the server is killed with SIGKILL, then started again on the same
 * database, BENCH_KILLS times; a last start delivers what is left. Once on a fresh PGlite directory,
 * once on a fresh PostgreSQL database (created and dropped here).
 *
 * It counts, from the receiver's side and the database's:
 *   lost        enquiries answered 201 that never reached the webhook (target 0)
 *   duplicates  deliveries the webhook received more than once
 *   in flight   at each kill: deliveries the webhook had received and not yet answered, plus those
 *               it had answered that the database did not yet record as delivered
 * and passes when nothing is lost, duplicates <= deliveries in flight at the kills, every re-sent
 * delivery carries the first one's delivery id and idempotency key, and every answered delivery
 * the database had not recorded was answered less than BENCH_RECORD_WINDOW_MS (100) before the
 * kill (a delivery is recorded as it succeeds, not when the slowest of its batch does).
 *
 * Options (environment): BENCH_DATABASES ("pglite,postgres"), BENCH_KILLS (3), BENCH_ENQUIRIES
 * (enquiries sent per round, 150), BENCH_POSTGRES_URL (postgres://postgres@127.0.0.1:5432),
 * BENCH_DIST_DIR (the build to run, default .next; e.g. an older build, to measure before a fix),
 * BENCH_LEASE_MS (OUTBOX_LEASE_MS for the server, 12000: a killed server's rows come back soon, and
 * the webhook timeout, half of it, stays above the time the receiver is paused while a round is sent;
 * set 60000 for a build from before the lease had its own setting, whose lease was a fixed minute).
 */
import { createServer } from 'node:http';
import net from 'node:net';
import postgres from 'postgres';
import { enquiryBody, nextKey, requestHeaders } from './bench/enquiry-requests.mjs';
import { scratchDatabase } from './bench/scratch-database.mjs';
import { startNext, stopAll, waitForUrl } from './bench/processes.mjs';
import { ensureBuild } from './project.mjs';

const databases = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',').map((name) => name.trim());
const kills = Number(process.env.BENCH_KILLS ?? 3);
const perRound = Number(process.env.BENCH_ENQUIRIES ?? 150);
const distDir = process.env.BENCH_DIST_DIR ?? '.next';
const leaseMs = Number(process.env.BENCH_LEASE_MS ?? 12_000);
const recordWindowMs = Number(process.env.BENCH_RECORD_WINDOW_MS ?? 100);
const postgresBase = (process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432').replace(
  /\/+$/,
  '',
);
const portRange = [3721, 3740];

function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

async function freePort(taken) {
  for (let port = portRange[0]; port <= portRange[1]; port += 1) {
    if (!taken.has(port) && (await portIsFree(port))) {
      taken.add(port);
      return port;
    }
  }
  throw new Error(`No free port in ${portRange.join('-')}`);
}

/** The sales team's webhook: slow enough that a kill finds deliveries in flight, and a full log. */
async function startReceiver() {
  const log = [];
  // While paused (the bench is still sending a round's enquiries), answers wait: deliveries pile
  // up in flight, as they do when a receiver slows down.
  let paused = false;
  const waiting = [];
  const server = createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      let reference = null;
      try {
        reference = JSON.parse(Buffer.concat(chunks).toString('utf8')).reference ?? null;
      } catch {
        // counted below as a delivery without a reference
      }
      const entry = {
        deliveryId: String(request.headers['x-northlight-delivery']),
        idempotencyKey: String(request.headers['idempotency-key']),
        reference,
        receivedAt: Date.now(),
        answeredAt: null,
      };
      log.push(entry);
      const answer = () =>
        setTimeout(
          () => {
            if (response.destroyed) return;
            entry.answeredAt = Date.now();
            response.writeHead(204).end();
          },
          50 + Math.random() * 350,
        );
      if (paused) waiting.push(answer);
      else answer();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    log,
    pause: () => {
      paused = true;
    },
    resume: () => {
      paused = false;
      for (const answer of waiting.splice(0)) answer();
    },
    url: `http://127.0.0.1:${server.address().port}/enquiries`,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

/** Ids of the outbox rows the database records as delivered. */
async function deliveredIds(kind, location) {
  const query = `select id::text as id from outbox where status = 'delivered'`;
  if (kind === 'pglite') {
    const { PGlite } = await import('@electric-sql/pglite');
    const db = new PGlite(location);
    try {
      return new Set((await db.query(query)).rows.map((row) => row.id));
    } finally {
      await db.close();
    }
  }
  const sql = postgres(location, { max: 1, onnotice: () => undefined });
  try {
    return new Set((await sql.unsafe(query)).map((row) => row.id));
  } finally {
    await sql.end({ timeout: 5 });
  }
}

async function rowCounts(kind, location) {
  const query = `select (select count(*)::int from enquiries) as enquiries,
    (select count(*)::int from outbox) as outbox,
    (select count(*)::int from outbox where status = 'delivered') as delivered`;
  if (kind === 'pglite') {
    const { PGlite } = await import('@electric-sql/pglite');
    const db = new PGlite(location);
    try {
      return (await db.query(query)).rows[0];
    } finally {
      await db.close();
    }
  }
  const sql = postgres(location, { max: 1, onnotice: () => undefined });
  try {
    return (await sql.unsafe(query))[0];
  } finally {
    await sql.end({ timeout: 5 });
  }
}

function waitForExit(child) {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', resolve));
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends `count` enquiries, 8 at a time; returns the references answered 201. */
async function sendEnquiries(baseUrl, count) {
  const origin = new URL(baseUrl).origin;
  const references = [];
  let next = 0;
  const sender = async () => {
    while (next < count) {
      next += 1;
      const key = nextKey();
      // A request cut off by the kill is asked again with its key, as the form would.
      for (let attempt = 0; ; attempt += 1) {
        try {
          const response = await fetch(`${baseUrl}/api/enquiries`, {
            method: 'POST',
            headers: requestHeaders(origin, key),
            body: enquiryBody(),
          });
          const body = await response.json().catch(() => ({}));
          if (response.status !== 201) throw new Error(`enquiry answered ${response.status}`);
          references.push(body.reference);
          break;
        } catch (error) {
          if (attempt >= 2) throw error;
          await sleep(200);
        }
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, sender));
  return references;
}

async function killRun(kind) {
  const cleanups = [];
  const { env: dbEnv, location } = await scratchDatabase(kind, { prefix: 'kill', postgresBase, cleanups });

  const receiver = await startReceiver();
  cleanups.push(() => receiver.close());
  const taken = new Set();
  const port = await freePort(taken);
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = {
    ...dbEnv,
    NEXT_DIST_DIR: distDir,
    RATE_LIMIT_PER_MINUTE: '100000',
    ENQUIRY_WEBHOOK_URL: receiver.url,
    ENQUIRY_WEBHOOK_SECRET: 'bench-shared-secret',
    OUTBOX_POLL_MS: '100',
    OUTBOX_LEASE_MS: String(leaseMs),
  };
  const created = [];
  const rounds = [];
  let server;
  try {
    for (let round = 0; round < kills; round += 1) {
      const roundStart = Date.now();
      server = startNext(port, env);
      await waitForUrl(`${baseUrl}/robots.txt`, { child: server });
      receiver.pause();
      created.push(...(await sendEnquiries(baseUrl, perRound)));
      receiver.resume();
      // Kill once a quarter of the round has been delivered, at a random moment of the stream.
      const answeredThisRound = () =>
        receiver.log.filter((entry) => entry.receivedAt >= roundStart && entry.answeredAt !== null).length;
      const deadline = Date.now() + 60_000;
      while (answeredThisRound() < perRound / 4 && Date.now() < deadline) await sleep(5);
      await sleep(Math.random() * 300);
      server.kill('SIGKILL');
      const killedAt = Date.now();
      // What this server had started (a killed server's unrecorded rows stay so until their lease
      // ends; they were counted at their own kill).
      const mine = receiver.log.filter((entry) => entry.receivedAt >= roundStart);
      const open = mine.filter((entry) => entry.answeredAt === null);
      const answered = mine.filter((entry) => entry.answeredAt !== null);
      await waitForExit(server);
      const recorded = await deliveredIds(kind, location);
      const unrecorded = answered.filter((entry) => !recorded.has(entry.deliveryId));
      // A delivery answered twice (a duplicate already) counts once.
      const openIds = new Set(open.map((entry) => entry.deliveryId));
      const unrecordedIds = new Set(unrecorded.map((entry) => entry.deliveryId).filter((id) => !openIds.has(id)));
      rounds.push({
        open: openIds.size,
        answeredUnrecorded: unrecordedIds.size,
        oldestUnrecordedMs: unrecorded.length
          ? Math.max(...unrecorded.map((entry) => killedAt - entry.answeredAt))
          : 0,
      });
    }
    // The last start delivers what is left (after the killed server's leases run out).
    server = startNext(port, env);
    await waitForUrl(`${baseUrl}/robots.txt`, { child: server });
    // Done when every enquiry has reached the receiver and nothing has arrived for longer than a
    // lease: the killed servers' unrecorded rows have come back and been sent (again).
    const wanted = new Set(created);
    const quietMs = leaseMs + 2000;
    const deadline = Date.now() + 300_000;
    while (Date.now() < deadline) {
      const received = new Set(receiver.log.map((entry) => entry.reference));
      const last = Math.max(0, ...receiver.log.map((entry) => entry.answeredAt ?? entry.receivedAt));
      if ([...wanted].every((reference) => received.has(reference)) && Date.now() - last > quietMs) break;
      await sleep(250);
    }
    server.kill('SIGTERM');
    await waitForExit(server);
    const rows = await rowCounts(kind, location);
    return { kind, created, rounds, log: receiver.log, rows };
  } finally {
    if (server && server.exitCode === null && server.signalCode === null) {
      server.kill('SIGKILL');
      await waitForExit(server);
    }
    for (const cleanup of cleanups.reverse()) await cleanup();
  }
}

function report(outcome) {
  const byReference = new Map();
  for (const entry of outcome.log) {
    const list = byReference.get(entry.reference) ?? [];
    list.push(entry);
    byReference.set(entry.reference, list);
  }
  const lost = outcome.created.filter((reference) => !byReference.has(reference)).length;
  let duplicates = 0;
  let sameIds = true;
  for (const entries of byReference.values()) {
    duplicates += entries.length - 1;
    if (new Set(entries.map((entry) => `${entry.deliveryId} ${entry.idempotencyKey}`)).size !== 1) sameIds = false;
  }
  const inFlight = outcome.rounds.reduce((sum, round) => sum + round.open + round.answeredUnrecorded, 0);
  const open = outcome.rounds.reduce((sum, round) => sum + round.open, 0);
  const unrecorded = outcome.rounds.reduce((sum, round) => sum + round.answeredUnrecorded, 0);
  const oldest = Math.max(0, ...outcome.rounds.map((round) => round.oldestUnrecordedMs));
  const promptly = oldest < recordWindowMs;
  const exact =
    lost === 0 &&
    outcome.rows.enquiries === outcome.created.length &&
    outcome.rows.delivered === outcome.rows.outbox;
  const bounded = duplicates <= inFlight;
  console.log(`\n== ${outcome.kind}: ${outcome.rounds.length} kills, ${outcome.created.length} enquiries (201) ==`);
  for (const [i, round] of outcome.rounds.entries()) {
    console.log(
      `  kill ${i + 1}: in flight ${round.open + round.answeredUnrecorded} (${round.open} with the receiver, ${round.answeredUnrecorded} answered but not recorded, oldest answered ${Math.round(round.oldestUnrecordedMs)} ms before the kill)`,
    );
  }
  console.log(
    `  rows        enquiries ${outcome.rows.enquiries}, outbox ${outcome.rows.outbox}, delivered ${outcome.rows.delivered}; webhook requests ${outcome.log.length}`,
  );
  console.log(`  lost        ${lost} ${exact ? 'PASS' : 'FAIL'}`);
  console.log(
    `  duplicates  ${duplicates} (in flight at the kills ${inFlight}: ${open} with the receiver + ${unrecorded} answered, unrecorded) ${bounded ? 'PASS' : 'FAIL'}`,
  );
  console.log(`  same ids    every re-send has the first delivery's id and idempotency key: ${sameIds ? 'PASS' : 'FAIL'}`);
  console.log(
    `  recorded    every answered delivery recorded within ${recordWindowMs} ms (oldest unrecorded at a kill: ${Math.round(oldest)} ms) ${promptly ? 'PASS' : 'FAIL'}`,
  );
  return exact && bounded && sameIds && promptly;
}

async function main() {
  if (distDir === '.next') ensureBuild();
  let allPass = true;
  for (const kind of databases) {
    if (kind !== 'pglite' && kind !== 'postgres')
      throw new Error(`Unknown database "${kind}" in BENCH_DATABASES`);
    console.log(`Killing the server mid-delivery on ${kind} (${kills} kills, ${perRound} enquiries each)...`);
    try {
      allPass = report(await killRun(kind)) && allPass;
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
