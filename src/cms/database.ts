import path from 'node:path';
import { postgresAdapter } from '@payloadcms/db-postgres';
import type { SQL, SQLWrapper } from 'drizzle-orm';
import type { DatabaseAdapterObj, Migration } from 'payload';
import { serverEnv } from '@/env';

/*
 * The CMS lives in the site's own database (docs/decisions/0007-cms-database.md). On PostgreSQL it
 * uses Payload's adapter with its own small pool. On the embedded PGlite it uses the same adapter
 * with its connection swapped for drizzle over the PGlite instance the enquiries already use
 * (src/server/db/client.ts): one process, one database, no socket in between. PGlite runs one
 * statement at a time, so the CMS's transactions are switched off there: a transaction held open
 * across awaits would stall every other query, enquiries included.
 * Either way, the committed migrations run when the CMS connects, under the schema lock that the
 * site's own migrations and the seed take too (src/server/db/client.ts), so instances starting
 * together apply each migration once; the schema is never pushed.
 */
export const cmsMigrationDir = path.resolve(process.cwd(), 'src/cms/migrations');

type PostgresAdapter = ReturnType<ReturnType<typeof postgresAdapter>['init']>;

function migratingOnConnect(
  base: DatabaseAdapterObj,
  migrations: Migration[],
  connectWith?: (adapter: PostgresAdapter) => Promise<void>,
): DatabaseAdapterObj {
  return {
    ...base,
    init: (args) => {
      const adapter = base.init(args) as PostgresAdapter;
      const connectPostgres = adapter.connect;
      adapter.connect = async function connect(options) {
        if (connectWith) {
          await connectWith(this as PostgresAdapter);
          (this as { resolveInitializing?: () => void }).resolveInitializing?.();
        } else {
          await connectPostgres?.call(this, options);
        }
        const { getDatabase } = await import('@/server/db/client');
        await (await getDatabase()).withSchemaLock(() => this.migrate({ migrations }));
      };
      return adapter;
    },
  };
}

export function cmsDatabaseAdapter(migrations: Migration[]): DatabaseAdapterObj {
  const env = serverEnv();
  if (env.DATABASE_URL) {
    return migratingOnConnect(
      postgresAdapter({
        pool: { connectionString: env.DATABASE_URL, max: 5 },
        push: false,
        migrationDir: cmsMigrationDir,
      }),
      migrations,
    );
  }
  return migratingOnConnect(
    postgresAdapter({
      pool: { connectionString: 'postgres://embedded' },
      push: false,
      migrationDir: cmsMigrationDir,
      transactionOptions: false,
    }),
    migrations,
    async (adapter) => {
      const [{ drizzle }, { getDatabase }] = await Promise.all([
        import('drizzle-orm/pglite'),
        import('@/server/db/client'),
      ]);
      const handle = await getDatabase();
      const pglite = handle.pglite;
      if (!pglite) throw new Error('The embedded database did not open as PGlite');
      const db = drizzle({ client: pglite, schema: adapter.schema });
      // Migrations are scripts of many statements; PGlite runs those with exec(), not query().
      const execute = db.execute.bind(db);
      const dialect = (
        db as unknown as { dialect: { sqlToQuery(sql: SQL): { sql: string; params: unknown[] } } }
      ).dialect;
      db.execute = (async (query: SQLWrapper | string) => {
        const statement =
          typeof query === 'string' ? { sql: query, params: [] } : dialect.sqlToQuery(query.getSQL());
        if (statement.params.length === 0 && statement.sql.trim().replace(/;\s*$/, '').includes(';')) {
          const results = await pglite.exec(statement.sql);
          return results.at(-1) ?? { rows: [], fields: [] };
        }
        return execute(query as SQLWrapper);
      }) as typeof db.execute;
      (adapter as unknown as { drizzle: unknown }).drizzle = db;
    },
  );
}
