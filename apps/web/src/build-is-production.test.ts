import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveConfig } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';

const configFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../vite.config.ts');
const shellNodeEnv = process.env.NODE_ENV;

describe('the web build', () => {
  afterEach(() => {
    process.env.NODE_ENV = shellNodeEnv;
  });

  it.each(['development', 'test', undefined])(
    'is a production build when the shell says NODE_ENV=%s',
    async (nodeEnv) => {
      if (nodeEnv === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = nodeEnv;
      // As `vite build` resolves it: build command, production mode.
      const config = await resolveConfig(
        { configFile, logLevel: 'silent' },
        'build',
        'production',
        'production',
      );
      expect(config.isProduction).toBe(true);
      expect(process.env.NODE_ENV).toBe('production');
      // The service worker of the offline insurance card is part of every build.
      expect(config.plugins.map((plugin) => plugin.name)).toContain('vite-plugin-pwa:build');
    },
  );
});
