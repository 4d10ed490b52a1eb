import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    // Dumps the migrated schema once; each test database starts from it.
    globalSetup: [fileURLToPath(new URL('./src/test/migrated-pglite.ts', import.meta.url))],
    // Each file builds its own database and seeds the demo world.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
