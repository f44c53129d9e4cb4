import { defineConfig } from 'drizzle-kit';

// drizzle-kit only *generates* SQL migrations from the schema; the app applies them at start (src/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
