import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations as cmsMigrations } from '@/cms/migrations';
import { jobs } from '@/cms/seed/careers';
import { caseStudies } from '@/cms/seed/case-studies';
import { seedCentres } from '@/cms/seed/centres';
import { seedProducts } from '@/cms/seed/products';
import { seedUnits } from '@/cms/seed/units';
import { enquirySchema } from '@/domain/enquiry/enquiry-schema';
import { openDatabase, type DatabaseHandle } from '@/server/db/client';
import { outbox, webhookEvents } from '@/server/db/schema';
import { storeEnquiry } from '@/server/enquiries/enquiries';
import { postgresTestUrl, testBackends } from '@/server/testing/databases';
import { validEnquiryInput } from '@/server/testing/fixtures';
import { environmentEndpointName } from '@/server/webhooks/environment-endpoint';
import { waitFor } from '@/server/testing/receivers';

/*
 * Several instances, one truth. Four processes start at the same moment on an empty PostgreSQL
 * database, each running the start-up src/instrumentation.ts runs under `next start`
 * (tests/instance-start.ts): all four must come up, every migration (ours and the CMS's) must be
 * recorded once, the seed must exist once. Then all four get SIGTERM while one of them is
 * delivering a webhook: that delivery must be recorded as delivered (not left to be re-sent), an
 * enquiry stored after the signal must be left for another instance, and each must exit 0.
 */

const backends = await testBackends();
const instances = 4;
const startScript = path.resolve('tests/instance-start.ts');

type Instance = { child: ChildProcess; output: string; ready: boolean; exit: Promise<number | null> };

/** A webhook endpoint that holds every delivery until released. */
class HoldingReceiver {
  readonly received: string[] = [];
  readonly #held: ServerResponse[] = [];
  #server: Server | undefined;

  async start(): Promise<string> {
    this.#server = createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        this.received.push(String(request.headers['x-northlight-delivery']));
        this.#held.push(response);
      });
    });
    await new Promise<void>((resolve) => this.#server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}/hooks`;
  }

  release(): void {
    for (const response of this.#held.splice(0)) response.writeHead(204).end();
  }

  async stop(): Promise<void> {
    this.release();
    const server = this.#server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

function startInstance(env: Record<string, string>): Instance {
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions', 'react-server', startScript], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const instance: Instance = {
    child,
    output: '',
    ready: false,
    exit: new Promise((resolve) => child.on('exit', (code) => resolve(code))),
  };
  const keep = (chunk: Buffer) => {
    instance.output += chunk.toString('utf8');
    if (/"ready":true/.test(instance.output)) instance.ready = true;
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  return instance;
}

const rows = async (sql: postgres.Sql, table: string) =>
  Number((await sql.unsafe<{ n: string }[]>(`select count(*) as n from ${table}`))[0]!.n);

describe.runIf(backends.includes('postgres'))(
  'four instances starting at once on an empty PostgreSQL',
  () => {
    const name = `test_instances_${process.pid}_${randomBytes(4).toString('hex')}`;
    const url = new URL(postgresTestUrl);
    url.pathname = `/${name}`;
    const receiver = new HoldingReceiver();
    let admin: postgres.Sql;
    let sql: postgres.Sql;
    let work: string;
    let started: Instance[] = [];
    let handle: DatabaseHandle | undefined;

    beforeAll(async () => {
      admin = postgres(postgresTestUrl, { max: 1, onnotice: () => undefined });
      await admin.unsafe(`create database "${name}"`);
      sql = postgres(url.toString(), { max: 2, onnotice: () => undefined });
      work = await mkdtemp(path.join(tmpdir(), 'northlight-instances-'));
      const webhook = await receiver.start();
      const env = {
        NODE_ENV: 'production',
        DATABASE_URL: url.toString(),
        PAYLOAD_SECRET: 'instances-test-secret-0123456789abcdef',
        ENQUIRY_WEBHOOK_URL: webhook,
        ENQUIRY_WEBHOOK_SECRET: 'instances-test-webhook-secret',
        OUTBOX_POLL_MS: '100',
        PGLITE_DATA_DIR: path.join(work, 'pglite'),
        MEDIA_DIR: path.join(work, 'media'),
        LOG_LEVEL: 'info',
      };
      started = Array.from({ length: instances }, () => startInstance(env));
      try {
        await waitFor(
          () => started.every((instance) => instance.ready || instance.child.exitCode !== null),
          240_000,
          100,
        );
      } finally {
        for (const [index, instance] of started.entries())
          if (!instance.ready)
            console.error(`instance ${index} did not start:\n${instance.output.slice(-3000)}`);
      }
    }, 250_000);

    afterAll(async () => {
      for (const { child } of started) if (child.exitCode === null) child.kill('SIGKILL');
      await handle?.close();
      await receiver.stop();
      await sql?.end({ timeout: 2 });
      await admin?.unsafe(`drop database if exists "${name}" with (force)`);
      await admin?.end({ timeout: 2 });
      if (work) await rm(work, { recursive: true, force: true });
    });

    it('all four start', () => {
      expect(started.map((instance) => instance.ready)).toEqual(Array(instances).fill(true));
    });

    it('records every migration once, ours and the CMS', async () => {
      const journal = JSON.parse(readFileSync('src/server/db/migrations/meta/_journal.json', 'utf8')) as {
        entries: unknown[];
      };
      const ours = await sql<{ hash: string; n: string }[]>`
      select hash, count(*) as n from drizzle.__drizzle_migrations group by hash`;
      expect(ours).toHaveLength(journal.entries.length);
      expect(ours.every((row) => Number(row.n) === 1)).toBe(true);
      const cms = await sql<{ name: string; n: string }[]>`
      select name, count(*) as n from payload_migrations group by name order by name`;
      expect(cms.map((row) => [row.name, Number(row.n)])).toEqual(
        cmsMigrations.map((migration) => [migration.name, 1]).sort(),
      );
      // The first instance migrated; the others waited for the lock and found nothing to do.
      const migrating = started.filter((instance) =>
        instance.output.includes(`Migrating: ${cmsMigrations[0]!.name}`),
      );
      expect(migrating).toHaveLength(1);
    });

    it('seeds the content once', async () => {
      const collections: [string, number][] = [
        ['workspace_types', seedProducts.length],
        ['centres', seedCentres.length],
        ['units', seedUnits.length],
        ['case_studies', caseStudies.length],
        ['open_roles', jobs.length],
      ];
      const globals = ['site_settings', 'home_page', 'about_page', 'why_page', 'legal_pages'];
      for (const [table, expected] of [
        ...collections,
        ...globals.map((table) => [table, 1] as [string, number]),
      ]) {
        expect({ table, rows: await rows(sql, table) }).toEqual({ table, rows: expected });
        // One published version per document: no second copy created and rolled back into history.
        expect({ table, versions: await rows(sql, `_${table}_v`) }).toEqual({ table, versions: expected });
      }
    });

    it('on SIGTERM finishes the delivery in flight, claims nothing new and exits 0', async () => {
      handle = await openDatabase({ kind: 'postgres', url: url.toString(), maxConnections: 2 });
      // The environment's webhook is one endpoint, however many instances started (docs/decisions/0057).
      expect(
        await sql<{ name: string }[]>`select name from webhook_endpoints where from_environment`,
      ).toEqual([{ name: environmentEndpointName }]);
      const store = () =>
        storeEnquiry(handle!.db, { ...enquirySchema.parse(validEnquiryInput()), phoneE164: '+447700900123' }, {}, []);
      await store();
      await waitFor(() => receiver.received.length === 1, 15_000);
      // The environment's webhook keeps its x-northlight-delivery header: the outbox row sending it.
      const inFlight = Number(receiver.received[0]);
      for (const { child } of started) child.kill('SIGTERM');
      await waitFor(
        () => started.every((instance) => instance.output.includes('"msg":"shutting down')),
        10_000,
      );
      const afterSignal = await store();
      // Long enough for a worker polling every 100 ms to take it, had one not stopped.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      receiver.release();
      const codes = await Promise.all(started.map((instance) => instance.exit));
      expect(codes).toEqual(Array(instances).fill(0));
      const [delivered] = await handle.db.select().from(outbox).where(eq(outbox.id, inFlight));
      expect(delivered).toMatchObject({
        status: 'delivered',
        attempts: 1,
        leaseToken: null,
        channel: 'webhook-endpoint',
      });
      expect(receiver.received).toEqual([String(inFlight)]);
      // What came in after the signal waits for the next instance: its event not fanned out, nothing claimed.
      const waiting = await handle.db
        .select({ type: webhookEvents.type, fannedOutAt: webhookEvents.fannedOutAt })
        .from(webhookEvents)
        .where(eq(webhookEvents.enquiryId, afterSignal.id));
      expect(waiting).toEqual([{ type: 'submission.received', fannedOutAt: null }]);
    }, 40_000);
  },
);
