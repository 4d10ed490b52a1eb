import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, developmentSecrets, loadConfig } from './config.ts';

const productionSecrets = {
  NODE_ENV: 'production',
  JWT_SECRET: 'a-production-secret-of-at-least-32-characters',
  CODE_PEPPER: 'a-production-pepper-value',
};

describe('loadConfig', () => {
  it('has working defaults for development', () => {
    const config = loadConfig({}, '/srv/portal');
    expect(config).toMatchObject({
      environment: 'development',
      port: 8080,
      host: '0.0.0.0',
      dataDir: path.resolve('/srv/portal', '.data'),
      databaseUrl: undefined,
      jwtSecret: developmentSecrets.jwtSecret,
      outboxEnabled: true,
      enforceHttps: false,
    });
  });

  it('reads PORT, DATA_DIR relative to where the command ran, and DATABASE_URL', () => {
    const config = loadConfig({
      PORT: '9001',
      DATA_DIR: 'demo-data',
      INIT_CWD: '/home/me/portal',
      DATABASE_URL: 'postgres://db/mijn',
    });
    expect(config.port).toBe(9001);
    expect(config.dataDir).toBe(path.resolve('/home/me/portal', 'demo-data'));
    expect(config.databaseUrl).toBe('postgres://db/mijn');
  });

  it('reads the label host map', () => {
    const config = loadConfig({ LABEL_HOSTS: 'mijn.aemstel.example=aev, zorg.lelie.example=ble' });
    expect(config.labelHosts.get('mijn.aemstel.example')).toBe('aev');
    expect(config.labelHosts.get('zorg.lelie.example')).toBe('ble');
    expect(() => loadConfig({ LABEL_HOSTS: 'mijn.example=xyz' })).toThrow(ConfigError);
  });

  it('rejects malformed values with the variable named', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET must be at least 32 characters/);
  });

  it('refuses production with the outbox enabled', () => {
    expect(() => loadConfig({ ...productionSecrets, OUTBOX: 'on' })).toThrow(
      /Refusing to start in production: the development outbox is enabled/,
    );
  });

  it('refuses production with the default secrets', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', OUTBOX: 'off' })).toThrow(/JWT_SECRET is not set/);
    expect(() => loadConfig({ NODE_ENV: 'production', OUTBOX: 'off' })).toThrow(/CODE_PEPPER is not set/);
  });

  it('refuses production without a way to deliver codes, as no real SMS adapter exists yet', () => {
    expect(() => loadConfig({ ...productionSecrets, OUTBOX: 'off' })).toThrow(/no SMS\/e-mail adapter/);
  });

  it('pins the clock at CLOCK_START outside production only', () => {
    expect(loadConfig({}).clockStart).toBeNull();
    expect(loadConfig({ CLOCK_START: '2026-11-30T10:00:00+01:00' }).clockStart).toEqual(
      new Date('2026-11-30T09:00:00Z'),
    );
    expect(() => loadConfig({ CLOCK_START: 'monday' })).toThrow(/CLOCK_START/);
    expect(() => loadConfig({ ...productionSecrets, CLOCK_START: '2026-11-30T09:00:00Z' })).toThrow(
      /CLOCK_START pins the clock/,
    );
  });

  it('enables the outbox by default outside production only', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).outboxEnabled).toBe(true);
    expect(loadConfig({ OUTBOX: 'off' }).outboxEnabled).toBe(false);
  });
});
