import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../clock.ts';
import { ConfigError } from '../config-error.ts';
import type { DatabaseConnection } from '../db/client.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { createMessaging } from './create-messaging.ts';
import type { MailSettings, SmsSettings } from './settings.ts';

let connection: DatabaseConnection;
beforeAll(async () => {
  connection = await openTestDatabase();
});
afterAll(() => connection.close());

const mail: MailSettings = {
  host: '127.0.0.1',
  port: 2525,
  security: 'none',
  user: undefined,
  password: undefined,
  from: 'noreply@example.nl',
};
const sms: SmsSettings = { provider: 'messagebird', from: 'Mijn', baseUrl: undefined, accessKey: 'key' };
const silent = { info() {}, warn() {}, error() {} };

describe('createMessaging', () => {
  it('refuses to run without the outbox unless both e-mail and SMS are configured', async () => {
    const build = (config: { mail: MailSettings | null; sms: SmsSettings | null }) =>
      createMessaging({ outboxEnabled: false, ...config }, connection.db, new ManualClock(), silent);
    await expect(build({ mail: null, sms: null })).rejects.toThrow(ConfigError);
    await expect(build({ mail, sms: null })).rejects.toThrow(/No SMS\/e-mail adapter is configured/);
    await expect(build({ mail: null, sms })).rejects.toThrow(ConfigError);
    await expect(build({ mail, sms })).resolves.toHaveProperty('messenger');
  });
});
