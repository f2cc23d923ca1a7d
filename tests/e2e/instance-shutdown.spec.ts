import { expect, test } from './support/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer, request as httpRequest, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import postgres from 'postgres';
import { recreatePostgresDatabase } from '../seeded-copy.mjs';
import { e2eFormTokenSecret, formTokenIssuedAt } from './support/form-token';

/*
 * Graceful shutdown of `next start` itself, on PostgreSQL. On SIGTERM Next stops accepting
 * connections and finishes the requests in flight (next/dist/server/lib/start-server.js), then
 * calls process.exit(143); src/server/site/shutdown.ts holds that exit until the delivery in flight is
 * recorded and the database is closed, and exits 0. Here an enquiry is still being uploaded and
 * another's webhook delivery is still waiting for its receiver when SIGTERM arrives: the upload is
 * answered and stored, the delivery is recorded once, the new enquiry's event is left for
 * another instance, new connections are refused, and the exit code is 0.
 */
const port = Number(process.env.E2E_PORT ?? 3210) + 8;
const origin = `http://127.0.0.1:${port}`;
const server = process.env.E2E_POSTGRES_SERVER ?? 'postgres://postgres@127.0.0.1:5432';
const database = `northlight_e2e_shutdown_${port}`;
const xsrf = randomBytes(18).toString('base64url');

let app: ChildProcess | undefined;
let exited: Promise<number | null>;
let webhook: Server;
const held: ServerResponse[] = [];
const deliveries: string[] = [];
let admin: postgres.Sql;
let sql: postgres.Sql;

test.describe.configure({ mode: 'serial' });

function enquiry(): string {
  return JSON.stringify({
    intent: 'quote',
    preferredDays: [],
    name: 'Shutdown Visitor',
    email: 'shutdown@example.co.uk',
    phone: '07700 900123',
    phoneCountry: 'GB',
    company: 'Shutdown Ltd',
    workspaceType: 'workshops',
    centre: 'chichester',
    message: 'A small workshop, asked for while an instance stops.',
    marketingOptIn: false,
    pagePath: '/workspaces/workshops',
    context: { workspaceType: 'workshops', placement: 'hero' },
    touch: { utm_source: 'test', landing_path: '/workspaces/workshops' },
    // Shown a minute ago: past the minimum fill time.
    startedAt: Date.now() - 60_000,
  });
}

const headers = (key: string) => ({
  'content-type': 'application/json',
  origin,
  'sec-fetch-site': 'same-origin',
  // Each enquiry its own signed form token (single-use), shown a minute ago.
  cookie: `XSRF-TOKEN=${xsrf}; enquiry_form=${formTokenIssuedAt(Date.now() - 60_000)}`,
  'x-xsrf-token': xsrf,
  'idempotency-key': key,
});

test.beforeAll(async () => {
  test.setTimeout(180_000);
  admin = postgres(`${server}/postgres`, { max: 1, onnotice: () => undefined });
  await recreatePostgresDatabase(`${server}/${database}`, { fromSeed: true });
  sql = postgres(`${server}/${database}`, { max: 1, onnotice: () => undefined });
  // The receiver holds every delivery until the test lets it answer.
  webhook = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      deliveries.push(String(request.headers['x-northlight-delivery']));
      held.push(response);
    });
  });
  await new Promise<void>((resolve) => webhook.listen(0, '127.0.0.1', resolve));
  app = spawn(
    process.execPath,
    [path.resolve('node_modules/next/dist/bin/next'), 'start', '-p', String(port), '-H', '127.0.0.1'],
    {
      env: {
        ...process.env,
        DATABASE_URL: `${server}/${database}`,
        PAYLOAD_SECRET: 'shutdown-test-secret-0123456789abcdef',
        SITE_URL: origin,
        ENQUIRY_FORM_SECRET: e2eFormTokenSecret,
        ENQUIRY_WEBHOOK_URL: `http://127.0.0.1:${(webhook.address() as AddressInfo).port}/hooks`,
        ENQUIRY_WEBHOOK_SECRET: 'shutdown-test-webhook-secret',
        OUTBOX_POLL_MS: '200',
        LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
    },
  );
  exited = new Promise((resolve) => app!.on('exit', (code) => resolve(code)));
  await expect
    .poll(
      () =>
        fetch(`${origin}/api/health`).then(
          (response) => response.status,
          () => 0,
        ),
      {
        message: 'next start on PostgreSQL did not come up',
        intervals: [250],
        timeout: 150_000,
      },
    )
    .toBe(200);
});

test.afterAll(async () => {
  if (app?.exitCode === null) app.kill('SIGKILL');
  for (const response of held.splice(0)) response.writeHead(204).end();
  webhook?.closeAllConnections();
  await new Promise<void>((resolve) => (webhook ? webhook.close(() => resolve()) : resolve()));
  await sql?.end({ timeout: 2 });
  await admin?.unsafe(`drop database if exists ${database} with (force)`);
  await admin?.end({ timeout: 2 });
});

test('SIGTERM drains the request and the delivery in flight, then exits 0', async () => {
  test.setTimeout(60_000);
  // First enquiry: answered at once; its webhook delivery is then held by the receiver.
  const first = await fetch(`${origin}/api/enquiries`, {
    method: 'POST',
    headers: headers(`shutdown-first-${xsrf}`),
    body: enquiry(),
  });
  expect(first.status, await first.clone().text()).toBe(201);
  const { reference: firstReference } = (await first.json()) as { reference: string };
  await expect.poll(() => deliveries.length, { timeout: 15_000 }).toBe(1);

  // Second enquiry: headers and the first 100 bytes sent, the rest only after the signal.
  const body = Buffer.from(enquiry());
  const upload = httpRequest(`${origin}/api/enquiries`, {
    method: 'POST',
    headers: {
      ...headers(`shutdown-second-${xsrf}`),
      'content-length': String(body.length),
      expect: '100-continue',
    },
  });
  const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
    upload.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
    });
    upload.on('error', reject);
  });
  // The server's 100 Continue says it has the request: from then on it is a request in flight.
  const accepted = new Promise((resolve) => upload.once('continue', resolve));
  upload.flushHeaders();
  await accepted;
  upload.write(body.subarray(0, 100));
  // Nothing tells the client the server has read those bytes: a short wait before the signal.
  await new Promise((resolve) => setTimeout(resolve, 300));

  app!.kill('SIGTERM');
  // The listening socket closes at once: new visitors go to other instances. Each probe is a new
  // connection (fetch would reuse a kept-alive one, which a closed listener does not end); the
  // bound allows for a loaded machine running the signal handler late.
  const newConnection = () =>
    new Promise<'listening' | 'closed'>((resolve) => {
      const probe = httpRequest(`${origin}/api/health`, { agent: false }, (response) => {
        response.resume();
        resolve('listening');
      });
      probe.on('error', () => resolve('closed'));
      probe.end();
    });
  await expect.poll(newConnection, { intervals: [50], timeout: 5_000 }).toBe('closed');
  upload.end(body.subarray(100));
  const second = await answered;
  expect(second.status).toBe(201);
  // Still running while the first delivery is held: an absence over time, so a bounded wait.
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(app!.exitCode).toBeNull();
  for (const response of held.splice(0)) response.writeHead(204).end();

  expect(await exited).toBe(0);
  // The environment's webhook is an endpoint (docs/decisions/0057): each enquiry is an event, fanned
  // out to a delivery with its outbox row by a running instance.
  const rows = await sql<{ reference: string; fanned: boolean; status: string | null; attempts: number | null }[]>`
    select e.reference, w.fanned_out_at is not null as fanned, o.status, o.attempts
      from enquiries e
      join webhook_events w on w.enquiry_id = e.id
      left join webhook_deliveries d on d.event_id = w.id
      left join outbox o on o.webhook_delivery_id = d.id
      order by e.created_at`;
  const secondReference = (JSON.parse(second.text) as { reference: string }).reference;
  expect(rows).toEqual([
    { reference: firstReference, fanned: true, status: 'delivered', attempts: 1 },
    // Stored during the shutdown: left, untouched, for the next instance.
    { reference: secondReference, fanned: false, status: null, attempts: null },
  ]);
  expect(deliveries).toHaveLength(1);
});
