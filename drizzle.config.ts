import { defineConfig } from 'drizzle-kit';

/** drizzle-kit generates SQL migrations from the schema; they run at start (server/platform/db). */
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
  migrations: { prefix: 'timestamp' },
});
