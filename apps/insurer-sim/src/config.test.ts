import path from 'node:path';
import { developmentInsurerApiToken } from '@mijn/insurer';
import { describe, expect, it } from 'vitest';
import { InsurerConfigError, loadInsurerServiceConfig } from './config.ts';

describe('loadInsurerServiceConfig', () => {
  it('listens on 8081 of this machine with the development token and its own data folder', () => {
    expect(loadInsurerServiceConfig({}, '/home/me/portal')).toEqual({
      production: false,
      port: 8081,
      host: '127.0.0.1',
      apiToken: developmentInsurerApiToken,
      dataDir: path.resolve('/home/me/portal', '.data-insurer'),
      databaseUrl: undefined,
      logLevel: 'info',
    });
  });

  it('reads INSURER_PORT, INSURER_API_TOKEN, INSURER_DATA_DIR and a DATABASE_URL of its own', () => {
    const config = loadInsurerServiceConfig({
      INSURER_PORT: '8490',
      INSURER_API_TOKEN: 'a-token',
      INSURER_DATA_DIR: 'insurer-data',
      DATABASE_URL: 'postgres://insurer@db/insurer',
      INIT_CWD: '/srv',
    });
    expect(config).toMatchObject({
      port: 8490,
      apiToken: 'a-token',
      dataDir: path.resolve('/srv', 'insurer-data'),
      databaseUrl: 'postgres://insurer@db/insurer',
    });
  });

  it('refuses a port that is none, and production without a token of its own', () => {
    expect(() => loadInsurerServiceConfig({ INSURER_PORT: 'eighty' })).toThrow(InsurerConfigError);
    expect(() => loadInsurerServiceConfig({ NODE_ENV: 'production' })).toThrow(
      'Refusing to start in production: INSURER_API_TOKEN is not set.',
    );
    expect(() =>
      loadInsurerServiceConfig({ NODE_ENV: 'production', INSURER_API_TOKEN: developmentInsurerApiToken }),
    ).toThrow(InsurerConfigError);
    expect(
      loadInsurerServiceConfig({ NODE_ENV: 'production', INSURER_API_TOKEN: 'a-token' }).production,
    ).toBe(true);
  });
});
