import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSmsGateway } from '../test/fake-sms-gateway.ts';
import { smsGateway } from './create-messaging.ts';
import type { SmsSettings } from './settings.ts';

const credentials = {
  accountSid: 'AC0123456789abcdef',
  authToken: 'twilio-token',
  accessKey: 'mb-access-key',
};
let gateway: Awaited<ReturnType<typeof startFakeSmsGateway>>;
beforeAll(async () => {
  gateway = await startFakeSmsGateway(credentials);
});
afterAll(() => gateway.close());

const providers: {
  provider: SmsSettings['provider'];
  settings: () => SmsSettings;
  to: string;
  refusal: unknown;
}[] = [
  {
    provider: 'twilio',
    settings: () => ({ provider: 'twilio', from: 'Mijn', baseUrl: gateway.baseUrl, ...credentials }),
    to: '+31612345678',
    refusal: {
      code: 21211,
      message: "The 'To' number +31612345678 is not a valid phone number.",
      status: 400,
    },
  },
  {
    provider: 'messagebird',
    settings: () => ({
      provider: 'messagebird',
      from: 'Mijn',
      baseUrl: gateway.baseUrl,
      accessKey: credentials.accessKey,
    }),
    to: '31612345678',
    refusal: {
      errors: [
        { code: 9, description: 'no (correct) recipients found: +31612345678', parameter: 'recipients' },
      ],
    },
  },
];
const message = { recipient: '+31612345678', subject: null, text: 'Uw verificatiecode is 12345.' };

describe.each(providers)('$provider SMS gateway', ({ provider, settings, to, refusal }) => {
  it('sends the text from the configured sender to the number', async () => {
    await (await smsGateway(settings())).send(message);
    expect(gateway.received.at(-1)).toEqual({
      provider,
      to,
      from: 'Mijn',
      body: 'Uw verificatiecode is 12345.',
    });
  });

  it('reports a refused number as final, by status and provider code only', async () => {
    gateway.failNext(400, refusal);
    const failure = await (await smsGateway(settings())).send(message).catch((error: unknown) => error);
    expect(failure).toMatchObject({ permanent: true });
    expect(failure).toHaveProperty('reason', expect.stringMatching(/^HTTP 400 code \d+$/));
    expect(JSON.stringify(failure)).not.toContain('612345678');
  });

  it('retries an outage and wrong credentials', async () => {
    gateway.failNext(503, {});
    await expect((await smsGateway(settings())).send(message)).rejects.toMatchObject({
      reason: 'HTTP 503',
      permanent: false,
    });
    const wrong: SmsSettings =
      provider === 'twilio'
        ? { ...(settings() as Extract<SmsSettings, { provider: 'twilio' }>), authToken: 'wrong' }
        : { ...(settings() as Extract<SmsSettings, { provider: 'messagebird' }>), accessKey: 'wrong' };
    await expect((await smsGateway(wrong)).send(message)).rejects.toMatchObject({ permanent: false });
    await expect((await smsGateway(wrong)).send(message)).rejects.toHaveProperty(
      'reason',
      expect.stringMatching(/^HTTP 401/),
    );
  });
});
