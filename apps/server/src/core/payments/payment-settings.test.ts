import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';

const production = {
  NODE_ENV: 'production',
  JWT_SECRET: 'a-production-secret-of-at-least-32-characters',
  CODE_PEPPER: 'a-production-pepper-value',
  OUTBOX: 'off',
  SMTP_HOST: 'smtp.example.nl',
  MAIL_FROM: 'noreply@example.nl',
  SMS_PROVIDER: 'messagebird',
  SMS_FROM: 'Mijn',
  MESSAGEBIRD_ACCESS_KEY: 'live_access_key',
  INSURER_SIMULATION: 'on',
};
const liveKey = 'live_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM';
const testKey = 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM';

describe('online payment settings', () => {
  it('simulates iDEAL outside production when Mollie is not configured', () => {
    expect(loadConfig({}).onlinePayment).toEqual({ kind: 'simulated' });
    expect(loadConfig({ NODE_ENV: 'test' }).onlinePayment).toEqual({ kind: 'simulated' });
  });

  it('has no online payment in production without Mollie, never the simulation', () => {
    expect(loadConfig(production).onlinePayment).toEqual({ kind: 'off' });
  });

  it('pays through Mollie when its key and the public address are set, in any environment', () => {
    const config = loadConfig({
      ...production,
      MOLLIE_API_KEY: liveKey,
      PUBLIC_BASE_URL: 'https://mijn.example.nl',
    });
    expect(config.onlinePayment).toEqual({ kind: 'mollie', apiKey: liveKey, apiEndpoint: undefined });
    expect(config.publicBaseUrl?.href).toBe('https://mijn.example.nl/');
    expect(
      loadConfig({ MOLLIE_API_KEY: testKey, PUBLIC_BASE_URL: 'http://localhost:8080' }).onlinePayment,
    ).toMatchObject({ kind: 'mollie', apiKey: testKey });
  });

  it('refuses what could take money wrongly or never confirm it', () => {
    const refused = [
      // A test key in production marks invoices paid with money that never came.
      { ...production, MOLLIE_API_KEY: testKey, PUBLIC_BASE_URL: 'https://mijn.example.nl' },
      // Mollie cannot reach a webhook without the public address, nor an http one in production.
      { MOLLIE_API_KEY: testKey },
      { ...production, MOLLIE_API_KEY: liveKey, PUBLIC_BASE_URL: 'http://mijn.example.nl' },
      { MOLLIE_API_KEY: 'sk_live_not_a_mollie_key', PUBLIC_BASE_URL: 'http://localhost:8080' },
      { MOLLIE_API_ENDPOINT: 'https://api.mollie.test/v2/' },
      { MOLLIE_API_KEY: testKey, PUBLIC_BASE_URL: 'http://localhost', MOLLIE_API_ENDPOINT: 'http://plain' },
      { PUBLIC_BASE_URL: 'ftp://mijn.example.nl' },
    ];
    for (const env of refused) expect(() => loadConfig(env), JSON.stringify(env)).toThrow(ConfigError);
  });
});
