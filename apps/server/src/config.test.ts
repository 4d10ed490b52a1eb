import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { developmentInsurerApiToken } from '@mijn/insurer';
import { describe, expect, it } from 'vitest';
import { assertSharedStateInProduction, ConfigError, developmentSecrets, loadConfig } from './config.ts';
import { knownDevelopmentSecrets, secretSettings } from './secret-settings.ts';

const productionSecrets = {
  NODE_ENV: 'production',
  JWT_SECRET: 'a-production-secret-of-at-least-32-characters',
  CODE_PEPPER: 'a-production-pepper-value',
};

const productionMessaging = {
  SMTP_HOST: 'smtp.example.nl',
  SMTP_USER: 'portal',
  SMTP_PASSWORD: 'smtp-password',
  MAIL_FROM: 'noreply@example.nl',
  SMS_PROVIDER: 'messagebird',
  SMS_FROM: 'Mijn',
  MESSAGEBIRD_ACCESS_KEY: 'live_access_key',
};

/** A demo deployment: the simulated insurer in the portal's process, asked for explicitly. */
const demoInsurer = { INSURER_SIMULATION: 'on' };

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

  it('bounds how long a client may take over headers and a whole request', () => {
    expect(loadConfig({})).toMatchObject({ headersTimeoutSeconds: 10, requestTimeoutSeconds: 60 });
    // Node refuses a headers timeout longer than the request timeout.
    expect(loadConfig({ REQUEST_TIMEOUT_SECONDS: '5' })).toMatchObject({
      headersTimeoutSeconds: 5,
      requestTimeoutSeconds: 5,
    });
    expect(() => loadConfig({ REQUEST_TIMEOUT_SECONDS: '0' })).toThrow(/REQUEST_TIMEOUT_SECONDS/);
  });

  it("sizes PostgreSQL's pool and bounds its waits and statements, with defaults", () => {
    expect(loadConfig({}).databasePool).toEqual({
      size: 10,
      connectTimeoutMs: 10_000,
      statementTimeoutMs: 60_000,
    });
    const tuned = loadConfig({
      DATABASE_POOL_SIZE: '25',
      DATABASE_CONNECT_TIMEOUT_SECONDS: '3',
      DATABASE_STATEMENT_TIMEOUT_SECONDS: '15',
    });
    expect(tuned.databasePool).toEqual({ size: 25, connectTimeoutMs: 3_000, statementTimeoutMs: 15_000 });
    for (const [name, value] of [
      ['DATABASE_POOL_SIZE', '0'],
      ['DATABASE_POOL_SIZE', 'ten'],
      ['DATABASE_CONNECT_TIMEOUT_SECONDS', '0'],
      ['DATABASE_STATEMENT_TIMEOUT_SECONDS', '0'],
      ['DATABASE_STATEMENT_TIMEOUT_SECONDS', '1.5'],
    ]) {
      expect(() => loadConfig({ [name as string]: value }), `${name}=${value}`).toThrow(name);
    }
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

  it('starts in production with an SMTP server and an SMS gateway', () => {
    const config = loadConfig({ ...productionSecrets, ...productionMessaging, ...demoInsurer });
    expect(config.outboxEnabled).toBe(false);
    expect(config.mail).toMatchObject({ host: 'smtp.example.nl', port: 587, security: 'starttls' });
    expect(config.sms).toMatchObject({ provider: 'messagebird', from: 'Mijn' });
  });

  it('refuses production without e-mail or without SMS, as codes could not be delivered', () => {
    const { SMS_PROVIDER: _p, SMS_FROM: _f, MESSAGEBIRD_ACCESS_KEY: _k, ...mailOnly } = productionMessaging;
    const {
      SMTP_HOST: _h,
      SMTP_USER: _u,
      SMTP_PASSWORD: _pw,
      MAIL_FROM: _m,
      ...smsOnly
    } = productionMessaging;
    expect(() => loadConfig(productionSecrets)).toThrow(
      /no e-mail server is configured.*no SMS gateway is configured/,
    );
    expect(() => loadConfig({ ...productionSecrets, ...mailOnly })).toThrow(/no SMS gateway is configured/);
    expect(() => loadConfig({ ...productionSecrets, ...smsOnly })).toThrow(/no e-mail server is configured/);
    expect(() => loadConfig({ ...productionSecrets, ...smsOnly })).not.toThrow(/SMS gateway/);
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

  it('drains for SHUTDOWN_DRAIN_SECONDS before closing: 5 in production, none on a laptop', () => {
    expect(loadConfig({}).shutdownDrainSeconds).toBe(0);
    expect(
      loadConfig({ ...productionSecrets, ...productionMessaging, ...demoInsurer }).shutdownDrainSeconds,
    ).toBe(5);
    expect(loadConfig({ SHUTDOWN_DRAIN_SECONDS: '15' }).shutdownDrainSeconds).toBe(15);
    expect(() => loadConfig({ SHUTDOWN_DRAIN_SECONDS: '-1' })).toThrow(/SHUTDOWN_DRAIN_SECONDS/);
  });

  it('refuses production with any development value of the repository in any secret setting', () => {
    const production = { ...productionSecrets, ...productionMessaging, ...demoInsurer };
    expect(() => loadConfig(production)).not.toThrow();
    for (const name of secretSettings) {
      for (const value of knownDevelopmentSecrets) {
        expect(() => loadConfig({ ...production, [name]: value }), `${name}=${value}`).toThrow(
          `${name} holds a development value from the repository`,
        );
      }
    }
  });

  it('reads secrets from files in production, as mounted Kubernetes and Docker secrets', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'mijn-config-'));
    const file = (name: string, value: string) => {
      writeFileSync(path.join(folder, name), `${value}\n`);
      return path.join(folder, name);
    };
    const { JWT_SECRET: _jwt, CODE_PEPPER: _pepper, ...withoutSecrets } = productionSecrets;
    const config = loadConfig({
      ...withoutSecrets,
      ...productionMessaging,
      ...demoInsurer,
      JWT_SECRET_FILE: file('jwt', 'a-mounted-production-secret-of-32-characters'),
      JWT_PREVIOUS_SECRET_FILE: file('jwt-previous', 'the-previous-production-secret-of-32-chars'),
      CODE_PEPPER_FILE: file('pepper', 'a-mounted-production-pepper'),
    });
    expect(config).toMatchObject({
      jwtSecret: 'a-mounted-production-secret-of-32-characters',
      jwtPreviousSecret: 'the-previous-production-secret-of-32-chars',
      codePepper: 'a-mounted-production-pepper',
    });
    expect(() =>
      loadConfig({
        ...withoutSecrets,
        ...productionMessaging,
        ...demoInsurer,
        JWT_SECRET_FILE: file('dev', developmentSecrets.jwtSecret),
      }),
    ).toThrow('JWT_SECRET holds a development value from the repository');
  });

  it('serves the API documentation outside production, and in production only with API_DOCS=on', () => {
    const production = { ...productionSecrets, ...productionMessaging, ...demoInsurer };
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(loadConfig({ API_DOCS: 'off' }).apiDocs).toBe(false);
    expect(loadConfig(production).apiDocs).toBe(false);
    expect(loadConfig({ ...production, API_DOCS: 'on' }).apiDocs).toBe(true);
  });

  it('takes the previous signing key only at the length of a signing key', () => {
    expect(loadConfig({}).jwtPreviousSecret).toBeNull();
    expect(() => loadConfig({ JWT_PREVIOUS_SECRET: 'short' })).toThrow(
      /JWT_PREVIOUS_SECRET must be at least 32/,
    );
  });

  it('enables the outbox by default outside production only', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).outboxEnabled).toBe(true);
    expect(loadConfig({ OUTBOX: 'off' }).outboxEnabled).toBe(false);
  });

  it('runs the simulated insurer in this process unless INSURER_URL names its service', () => {
    expect(loadConfig({}).insurer).toBeNull();
    expect(loadConfig({ INSURER_URL: ' ' }).insurer).toBeNull();
    expect(loadConfig({ INSURER_URL: 'http://127.0.0.1:8081' }).insurer).toEqual({
      url: new URL('http://127.0.0.1:8081'),
      apiToken: developmentInsurerApiToken,
    });
    expect(
      loadConfig({ INSURER_URL: 'https://insurer.example.nl/api', INSURER_API_TOKEN: 'a-token' }).insurer,
    ).toEqual({ url: new URL('https://insurer.example.nl/api'), apiToken: 'a-token' });
  });

  it('refuses INSURER_SIMULATION=on beside INSURER_URL, and =off without it', () => {
    expect(loadConfig({ INSURER_SIMULATION: 'on' }).insurer).toBeNull();
    expect(() => loadConfig({ INSURER_URL: 'http://127.0.0.1:8081', INSURER_SIMULATION: 'on' })).toThrow(
      'INSURER_URL and INSURER_SIMULATION=on both choose the insurer: set one of them',
    );
    expect(() => loadConfig({ INSURER_SIMULATION: 'off' })).toThrow(
      'INSURER_SIMULATION=off leaves the portal without an insurer: set INSURER_URL',
    );
    expect(
      loadConfig({ INSURER_URL: 'http://127.0.0.1:8081', INSURER_SIMULATION: 'off' }).insurer,
    ).not.toBeNull();
  });

  it('refuses production without an insurer: its service, or the simulation asked for by name', () => {
    const production = { ...productionSecrets, ...productionMessaging };
    expect(() => loadConfig(production)).toThrow(
      "Refusing to start in production: no insurer is configured (set INSURER_URL to the insurer's service, or INSURER_SIMULATION=on for a demo deployment with the simulated insurer and its demo world).",
    );
    expect(loadConfig({ ...production, ...demoInsurer }).insurer).toBeNull();
    const service = { INSURER_URL: 'https://insurer.example.nl', INSURER_API_TOKEN: 'a-production-token' };
    expect(loadConfig({ ...production, ...service }).insurer?.url.href).toBe('https://insurer.example.nl/');
  });

  it('refuses an INSURER_URL that is not an http(s) URL', () => {
    expect(() => loadConfig({ INSURER_URL: '127.0.0.1:8081' })).toThrow(ConfigError);
    expect(() => loadConfig({ INSURER_URL: 'ftp://insurer.example.nl' })).toThrow(
      'INSURER_URL "ftp://insurer.example.nl" is not an http(s) URL',
    );
  });

  it("refuses production with the insurer's development token", () => {
    const production = {
      ...productionSecrets,
      ...productionMessaging,
      INSURER_URL: 'https://insurer.example.nl',
    };
    expect(() => loadConfig(production)).toThrow(/INSURER_API_TOKEN is not set/);
    expect(() => loadConfig({ ...production, INSURER_API_TOKEN: developmentInsurerApiToken })).toThrow(
      /INSURER_API_TOKEN holds a development value from the repository/,
    );
    expect(loadConfig({ ...production, INSURER_API_TOKEN: 'a-production-token' }).insurer?.apiToken).toBe(
      'a-production-token',
    );
  });
});

describe('shared state in production', () => {
  const production = { ...productionSecrets, ...productionMessaging, ...demoInsurer, OUTBOX: 'off' };
  const sharedState = {
    DATABASE_URL: 'postgres://portal@db.example.nl/mijn',
    S3_ENDPOINT: 'https://s3.example.nl',
    S3_BUCKET: 'mijn-files',
    S3_ACCESS_KEY_ID: 'portal',
    S3_SECRET_ACCESS_KEY: 's3-secret',
  };
  const check = (env: Record<string, string>) => () => assertSharedStateInProduction(loadConfig(env));

  it('starts in production on PostgreSQL and an S3-compatible bucket', () => {
    expect(check({ ...production, ...sharedState })).not.toThrow();
  });

  it('refuses production on the embedded database or local disk, saying what to set', () => {
    const { DATABASE_URL: _url, ...localDatabase } = sharedState;
    const {
      S3_ENDPOINT: _endpoint,
      S3_BUCKET: _bucket,
      S3_ACCESS_KEY_ID: _id,
      S3_SECRET_ACCESS_KEY: _secret,
      ...localFiles
    } = sharedState;
    expect(check({ ...production, ...localDatabase })).toThrow(
      new ConfigError(
        "Refusing to start in production: the embedded database (PGlite) is this process's own (set DATABASE_URL to PostgreSQL).",
      ),
    );
    expect(check({ ...production, ...localFiles })).toThrow(
      new ConfigError(
        "Refusing to start in production: stored files on local disk are this process's own (set S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY).",
      ),
    );
    expect(check(production)).toThrow(/PGlite.*; stored files on local disk/);
  });

  it('keeps the embedded database and local disk outside production', () => {
    expect(check({})).not.toThrow();
    expect(check({ NODE_ENV: 'test' })).not.toThrow();
  });
});
