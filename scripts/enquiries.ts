/*
 * The sales team's enquiries tool: `npm run enquiries -- list | export --since DATE | retry ID`.
 *
 * Runs under tsx with `--conditions react-server` (see package.json): the server modules start
 * with `import 'server-only'`, which throws under the default condition and resolves to an empty
 * module under react-server, exactly as inside Next's server bundle. Output goes to this
 * terminal only, never to the server's logs.
 */
import {
  DataDirLockedError,
  databaseOptionsFromEnv,
  openDatabase,
  type DatabaseHandle,
} from '@/server/db/client';
import {
  listEnquiries,
  retryEnquiryDeliveries,
  retryEnquiryDeliveriesById,
  retryOutboxItem,
} from '@/server/enquiries/enquiries';
import { deliverySummary, enquiriesCsv } from '@/server/enquiries/enquiry-export';
import {
  UsageError,
  classifyRetryTarget,
  formatTable,
  parseEnquiriesArgs,
  usage,
  type EnquiriesCommand,
} from './enquiries-cli';

async function run(
  command: Exclude<EnquiriesCommand, { command: 'help' }>,
  handle: DatabaseHandle,
): Promise<number> {
  const { db } = handle;
  if (command.command === 'list') {
    const rows = await listEnquiries(db, { limit: command.limit });
    if (rows.length === 0) {
      console.log('No enquiries yet.');
      return 0;
    }
    console.log(
      formatTable(
        ['reference', 'created (UTC)', 'type', 'centre', 'delivery'],
        rows.map((row) => [
          row.reference,
          row.createdAt.toISOString().slice(0, 16).replace('T', ' '),
          [row.intent, row.workspaceType].filter(Boolean).join(' / '),
          row.centre ?? '-',
          deliverySummary(row.deliveries),
        ]),
      ),
    );
    console.log(
      `\n${rows.length} enquir${rows.length === 1 ? 'y' : 'ies'}, newest first${rows.length === command.limit ? ` (limit ${command.limit}; use --limit N for more)` : ''}.`,
    );
    return 0;
  }
  if (command.command === 'export') {
    const rows = (await listEnquiries(db, { since: command.since, limit: 1_000_000 })).reverse();
    process.stdout.write(enquiriesCsv(rows));
    console.error(
      `${rows.length} enquir${rows.length === 1 ? 'y' : 'ies'} since ${command.since.toISOString().slice(0, 10)}.`,
    );
    return 0;
  }
  const target = classifyRetryTarget(command.target);
  const count =
    target.kind === 'reference'
      ? await retryEnquiryDeliveries(db, target.value)
      : target.kind === 'enquiry-id'
        ? await retryEnquiryDeliveriesById(db, target.value)
        : await retryOutboxItem(db, Number(target.value));
  if (count === 0) {
    console.error(
      `Nothing to retry for ${command.target}: no such enquiry, every delivery has already gone through, or it is being delivered right now (try again in a minute).`,
    );
    return 1;
  }
  console.log(
    `Re-queued ${count} deliver${count === 1 ? 'y' : 'ies'} for ${command.target}. The server's outbox worker sends ${count === 1 ? 'it' : 'them'} on its next poll (at once if it is running, otherwise when it starts).`,
  );
  return 0;
}

async function main(): Promise<number> {
  let command: EnquiriesCommand;
  try {
    command = parseEnquiriesArgs(process.argv.slice(2));
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n\n${usage}`);
      return 2;
    }
    throw error;
  }
  if (command.command === 'help') {
    console.log(usage);
    return 0;
  }
  const options = databaseOptionsFromEnv();
  let handle: DatabaseHandle;
  try {
    handle = await openDatabase(options);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(
        `The website server (process ${error.pid}) has the PGlite database ${error.dataDir} open, and PGlite allows one process at a time: stop the server and run this again, or point both at PostgreSQL with DATABASE_URL.`,
      );
      return 3;
    }
    const where =
      options.kind === 'postgres'
        ? 'the PostgreSQL server in DATABASE_URL'
        : `the PGlite database in ${options.dataDir}`;
    console.error(`Could not open ${where}: ${error instanceof Error ? error.message : String(error)}`);
    return 3;
  }
  try {
    return await run(command, handle);
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n\n${usage}`);
      return 2;
    }
    throw error;
  } finally {
    await handle.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
