import { defineConfig } from 'drizzle-kit';

// PostgreSQL's migrations, from the tables derived from the one schema (docs/decisions/017).
export default defineConfig({
  dialect: 'postgresql',
  schema: './packages/db/src/postgres/kit-schema.cjs',
  out: './drizzle/postgres',
  casing: 'snake_case',
});
