import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // schema.ts re-exports the domains' files; the rate limit's table stands beside it (decision 0109).
  schema: ['./src/db/schema.ts', './src/db/schema-rate-limits.ts'],
  out: './src/db/migrations',
});
