import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // Above the findBy* ceiling of src/test/setup.ts, so a screen that never shows says what it lacks.
    testTimeout: 15_000,
  },
});
