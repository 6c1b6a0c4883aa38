// drizzle-kit: generates SQL migrations from the schema into ./drizzle (committed, applied at start).
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
