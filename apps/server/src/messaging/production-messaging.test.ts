import type { AccessTokenReply, LoginReply } from '@mijn/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { startFakeSmsGateway } from '../test/fake-sms-gateway.ts';
import { startFakeSmtpServer } from '../test/fake-smtp-server.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const credentials = { accountSid: 'AC0123456789abcdef', authToken: 'twilio-token', accessKey: 'unused' };
let smtp: Awaited<ReturnType<typeof startFakeSmtpServer>>;
let gateway: Awaited<ReturnType<typeof startFakeSmsGateway>>;
let t: TestApp;

beforeAll(async () => {
  smtp = await startFakeSmtpServer();
  gateway = await startFakeSmsGateway(credentials);
  // The settings production reads, with the gateways on 127.0.0.1.
  const { mail, sms } = loadConfig({
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    SMTP_SECURITY: 'none',
    MAIL_FROM: 'noreply@portal.example',
    SMS_PROVIDER: 'twilio',
    SMS_FROM: 'Mijn',
    SMS_BASE_URL: gateway.baseUrl,
    TWILIO_ACCOUNT_SID: credentials.accountSid,
    TWILIO_AUTH_TOKEN: credentials.authToken,
  });
  t = await createTestApp({ config: { outboxEnabled: false, mail, sms } });
});
afterAll(async () => {
  await t.close();
  await Promise.all([smtp.close(), gateway.close()]);
});

describe('production messaging in the app', () => {
  it('answers the login while the SMS gateway hangs, then delivers the code that completes it', async () => {
    const release = gateway.hold();
    // Were the send part of the request, this would wait for release() and never come back.
    const reply = await t.login('jan.devries');
    expect(reply.statusCode).toBe(200);
    await expect.poll(() => gateway.arrivals()).toBe(1);
    expect(gateway.received).toEqual([]);
    release();
    await expect.poll(() => gateway.received.length).toBe(1);

    const [sms] = gateway.received;
    expect(sms).toMatchObject({ provider: 'twilio', to: '+31612345678', from: 'Mijn' });
    const code = sms?.body.match(/\b(\d{5})\b/)?.[1];
    const validated = await t.app.inject({
      method: 'POST',
      url: '/api/account/validateVerificationCode',
      headers: { authorization: `Bearer ${reply.json<LoginReply>().loginToken}` },
      payload: { verificationCode: code },
    });
    expect(validated.statusCode).toBe(200);
    expect(validated.json<AccessTokenReply>().accessToken).toEqual(expect.any(String));
  });

  it('sends e-mail through the SMTP server and keeps the development outbox closed', async () => {
    await t.app.ctx.messenger.sendEmail(
      'anna@example.nl',
      'Wachtwoord gewijzigd',
      'Uw wachtwoord is gewijzigd.',
    );
    await expect.poll(() => smtp.received.length).toBe(1);
    expect(smtp.received[0]).toMatchObject({ from: 'noreply@portal.example', to: ['anna@example.nl'] });
    const outbox = await t.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(outbox.statusCode).toBe(404);
  });
});
