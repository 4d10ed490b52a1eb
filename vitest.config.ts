import { defineConfig } from 'vitest/config';

/** With TEST_DATABASE_URL, the server suite runs a second time against that PostgreSQL server. */
const serverOnPostgres = process.env.TEST_DATABASE_URL
  ? [
      {
        extends: './apps/server/vitest.config.ts',
        root: './apps/server',
        test: { name: 'server-postgres', env: { TEST_DATABASE_TARGET: 'postgres' } },
      },
    ]
  : [];

export default defineConfig({
  test: {
    projects: ['packages/domain', 'packages/contract', 'apps/server', 'apps/web', ...serverOnPostgres],
  },
});
