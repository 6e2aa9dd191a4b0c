import { defineConfig } from 'drizzle-kit';

// Paths are relative to the repository root: `npm run db:generate` runs from there.
export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/server/src/db/schema.ts',
  out: './apps/server/drizzle',
});
