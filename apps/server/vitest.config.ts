import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    // Each file builds its own database and hashes the demo passwords with real argon2id.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
