import { defineConfig } from 'drizzle-kit';

/* `npm run db:generate` writes SQL migrations beside the schema; they are committed and run at start. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './src/server/db/migrations',
});
