import { configDefaults, defineConfig } from 'vitest/config';

/** Real-server tests of one database kind: the embedded folder's lock, crashes and build; PostgreSQL's outage. */
const embeddedDatabaseOnly = [
  'src/fault/kill-during-claims.test.ts',
  'src/fault/one-server-per-folder.test.ts',
  'src/fault/compiled-server.test.ts',
];
const postgresOnly = ['src/fault/database-outage.test.ts'];

const serverProject = (name: string, excluded: string[], env: Record<string, string> = {}) => ({
  extends: './apps/server/vitest.config.ts',
  root: './apps/server',
  test: { name, env, exclude: [...configDefaults.exclude, ...excluded] },
});

/** With TEST_DATABASE_URL, the server suite runs a second time against that PostgreSQL server. */
const serverOnPostgres = process.env.TEST_DATABASE_URL
  ? [serverProject('server-postgres', embeddedDatabaseOnly, { TEST_DATABASE_TARGET: 'postgres' })]
  : [];

export default defineConfig({
  test: {
    projects: [
      'packages/domain',
      'packages/contract',
      serverProject('server', postgresOnly),
      'apps/web',
      { test: { name: 'tools', include: ['tools/**/*.test.ts'], environment: 'node' } },
      ...serverOnPostgres,
    ],
  },
});
