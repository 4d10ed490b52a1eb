import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Fleet, startFleet } from '../local-infra/fleet.ts';
import { eventually, sourceEntry } from '../local-infra/server-process.ts';
import { startFakeSmsGateway } from '../test/fake-sms-gateway.ts';
import { startFakeSmtpServer } from '../test/fake-smtp-server.ts';

// Issue 36 part 4: message delivery runs once with three instances up. Each instance queues what it
// sends and wakes its own sender; every sender takes due rows FOR UPDATE SKIP LOCKED (decision 0109).
const credentials = { accountSid: 'AC-unused', authToken: 'unused', accessKey: 'fleet-access-key' };
let fleet: Fleet;
let sms: Awaited<ReturnType<typeof startFakeSmsGateway>>;
let smtp: Awaited<ReturnType<typeof startFakeSmtpServer>>;
beforeAll(async () => {
  sms = await startFakeSmsGateway(credentials);
  smtp = await startFakeSmtpServer();
  fleet = await startFleet({
    port: 18700,
    instances: 3,
    entry: sourceEntry,
    env: {
      OUTBOX: 'off',
      SMS_PROVIDER: 'messagebird',
      SMS_FROM: 'Mijn',
      SMS_BASE_URL: sms.baseUrl,
      MESSAGEBIRD_ACCESS_KEY: credentials.accessKey,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      SMTP_SECURITY: 'none',
      MAIL_FROM: 'noreply@portal.example',
    },
  });
}, 300_000);
afterAll(async () => {
  await fleet?.stop();
  await Promise.all([sms?.close(), smtp?.close()]);
}, 60_000);

const instanceUrl = (index: number) => `http://127.0.0.1:${fleet.instances[index]?.port}`;

async function logInOn(index: number): Promise<number> {
  const reply = await fetch(`${instanceUrl(index)}/api/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'jan.devries', password: 'Welkom-2026!', rememberMe: false }),
  });
  return reply.status;
}

describe('the fleet', () => {
  it('sends each queued SMS once while three instances deliver', async () => {
    const instances = [0, 1, 2, 0, 1, 2];
    const statuses: number[] = [];
    for (const index of instances) statuses.push(await logInOn(index));
    expect(statuses).toEqual(instances.map(() => 200));

    // A row leaves the queue only after the gateway took it, so an empty queue means every send is in.
    const queued = 'select count(*)::int from outgoing_messages';
    await eventually(
      'the queue sent empty',
      async () =>
        sms.received.length >= instances.length &&
        (await fleet.primary.queryValue<number>(queued, fleet.database)) === 0,
      60_000,
    );
    expect(sms.arrivals()).toBe(instances.length);
    const codes = sms.received.map(({ body }) => body.match(/\b(\d{5})\b/)?.[1]);
    expect(codes.every((code) => code !== undefined)).toBe(true);
    // MessageBird takes the number without its plus.
    expect(new Set(sms.received.map(({ to }) => to))).toEqual(new Set(['31612345678']));
  });
});
