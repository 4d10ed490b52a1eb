import { CODE_VALIDITY_MINUTES } from '@mijn/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../clock.ts';
import type { DatabaseConnection } from '../db/client.ts';
import { migrateAndSeed } from '../db/migrate.ts';
import { outgoingMessages } from '../db/schema.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { type Channel, DeliveryFailure, type OutgoingMessage } from './channel.ts';
import { createDelivery, type DeliveryLog } from './delivery.ts';
import { createQueuedMessenger } from './queued-messenger.ts';
import { LEASE_MS, retryDelayMs } from './retry-policy.ts';

let connection: DatabaseConnection;
beforeAll(async () => {
  connection = await openTestDatabase();
  await migrateAndSeed(connection, async () => {});
});
afterAll(() => connection.close());

const clock = new ManualClock(new Date('2026-11-25T09:00:00Z'));
const logs: string[] = [];
const log: DeliveryLog = {
  info: (...args: unknown[]) => void logs.push(JSON.stringify(args)),
  warn: (...args: unknown[]) => void logs.push(JSON.stringify(args)),
  error: (...args: unknown[]) => void logs.push(JSON.stringify(args)),
};

/** A gateway that records what it sent and answers with the failures queued for it. */
function recordingChannel() {
  const sent: OutgoingMessage[] = [];
  const failures: DeliveryFailure[] = [];
  let tried = 0;
  const channel: Channel = {
    async send(message) {
      tried += 1;
      const failure = failures.shift();
      if (failure) throw failure;
      sent.push({ recipient: message.recipient, subject: message.subject, text: message.text });
    },
    async close() {},
  };
  return { channel, sent, tried: () => tried, fail: (...next: DeliveryFailure[]) => failures.push(...next) };
}

let sms: ReturnType<typeof recordingChannel>;
let email: ReturnType<typeof recordingChannel>;
const deliveryWith = (channels = { sms: sms.channel, email: email.channel }) =>
  createDelivery({ db: connection.db, clock, log, channels });
const messenger = () => createQueuedMessenger(connection.db, clock, () => {});
const rows = () => connection.db.select().from(outgoingMessages);
const busy = new DeliveryFailure('HTTP 503', false);

beforeEach(async () => {
  await connection.db.delete(outgoingMessages);
  logs.length = 0;
  sms = recordingChannel();
  email = recordingChannel();
});

describe('message delivery', () => {
  it('queues a message without sending it; a run delivers it and removes it', async () => {
    await messenger().sendSms('+31612345678', 'Uw verificatiecode is 12345.', '12345');
    await messenger().sendEmail('anna@example.nl', 'Wachtwoord gewijzigd', 'Uw wachtwoord is gewijzigd.');
    expect(sms.sent).toEqual([]);
    expect(await rows()).toHaveLength(2);

    expect(await deliveryWith().deliverDue()).toBe(2);
    expect(sms.sent).toEqual([
      { recipient: '+31612345678', subject: null, text: 'Uw verificatiecode is 12345.' },
    ]);
    expect(email.sent).toEqual([
      { recipient: 'anna@example.nl', subject: 'Wachtwoord gewijzigd', text: 'Uw wachtwoord is gewijzigd.' },
    ]);
    expect(await rows()).toEqual([]);
  });

  it('retries a failed send after its back-off, not before', async () => {
    await messenger().sendEmail('anna@example.nl', 'Welkom', 'Tekst');
    email.fail(busy, busy);
    const delivery = deliveryWith();
    await delivery.deliverDue();
    expect(await rows()).toMatchObject([{ attempts: 1, lastError: 'HTTP 503', failedAt: null }]);

    clock.advance(retryDelayMs(1) - 1);
    expect(await delivery.deliverDue()).toBe(0);
    clock.advance(1);
    await delivery.deliverDue();
    expect(await rows()).toMatchObject([{ attempts: 2, lastError: 'HTTP 503' }]);

    clock.advance(retryDelayMs(2));
    await delivery.deliverDue();
    expect(email.sent).toHaveLength(1);
    expect(await rows()).toEqual([]);
    expect(retryDelayMs(2)).toBe(2 * retryDelayMs(1));
  });

  it('gives up at once on a refusal of the message and keeps it visible with its text wiped', async () => {
    await messenger().sendSms('+31600000000', 'Uw verificatiecode is 54321.', '54321');
    sms.fail(new DeliveryFailure('HTTP 400 code 21211', true));
    await deliveryWith().deliverDue();
    clock.advance(60 * 60_000);
    expect(await deliveryWith().deliverDue()).toBe(0);
    expect(sms.tried()).toBe(1);
    const [row] = await rows();
    expect(row).toMatchObject({ text: '', lastError: 'HTTP 400 code 21211', attempts: 1 });
    expect(row?.failedAt).toEqual(expect.any(Date));
  });

  it('stops trying a code once it expired, while a notice keeps being retried', async () => {
    const start = clock.now().getTime();
    await messenger().sendSms('+31612345678', 'Uw verificatiecode is 11111.', '11111');
    await messenger().sendEmail('anna@example.nl', 'Wachtwoord gewijzigd', 'Uw wachtwoord is gewijzigd.');
    sms.fail(...Array.from({ length: 20 }, () => busy));
    email.fail(...Array.from({ length: 20 }, () => busy));
    const delivery = deliveryWith();
    const codeGivenUp = async () => (await rows()).find((row) => row.channel === 'sms')?.failedAt;
    while (!(await codeGivenUp())) {
      await delivery.deliverDue();
      clock.advance(5000);
    }
    const givenUpAfter = ((await codeGivenUp())?.getTime() ?? 0) - start;
    expect(givenUpAfter).toBeLessThanOrEqual(CODE_VALIDITY_MINUTES * 60_000);
    expect(sms.tried()).toBeGreaterThan(3);
    expect(await rows()).toContainEqual(expect.objectContaining({ channel: 'email', failedAt: null }));
  });

  it('does not send a code that expired while no server was delivering', async () => {
    await messenger().sendSms('+31612345678', 'Uw verificatiecode is 33333.', '33333');
    clock.advance(CODE_VALIDITY_MINUTES * 60_000);
    expect(await deliveryWith().deliverDue()).toBe(1);
    expect(sms.tried()).toBe(0);
    expect(await rows()).toMatchObject([{ lastError: 'expired', text: '' }]);
  });

  it('sends every message once when two servers deliver at the same time', async () => {
    const numbers = Array.from({ length: 25 }, (_, i) => `+316000000${String(i).padStart(2, '0')}`);
    for (const number of numbers) await messenger().sendSms(number, 'Uw verificatiecode is 22222.', '22222');
    const other = recordingChannel();
    const first = deliveryWith();
    const second = deliveryWith({ sms: other.channel, email: email.channel });
    while ((await rows()).length > 0) {
      const tried = await Promise.all([first.deliverDue(), second.deliverDue()]);
      // Each run leases one batch at most, so a second server has work left to share.
      for (const count of tried) expect(count).toBeLessThanOrEqual(10);
    }
    const sent = [...sms.sent, ...other.sent].map((message) => message.recipient);
    expect(sent.toSorted()).toEqual(numbers);
  });

  it('retries a message whose server stopped mid-send once its lease ran out', async () => {
    await messenger().sendEmail('anna@example.nl', 'Welkom', 'Tekst');
    let called = false;
    const hanging: Channel = {
      send: () => {
        called = true;
        return new Promise(() => {});
      },
      close: async () => {},
    };
    void deliveryWith({ sms: sms.channel, email: hanging }).deliverDue();
    await expect.poll(() => called).toBe(true);
    expect(await deliveryWith().deliverDue()).toBe(0);
    clock.advance(LEASE_MS);
    expect(await deliveryWith().deliverDue()).toBe(1);
    expect(email.sent).toHaveLength(1);
  });

  it('logs what happened without recipients, texts or codes', async () => {
    await messenger().sendSms('+31612345678', 'Uw verificatiecode is 12345.', '12345');
    await messenger().sendSms('+31600000000', 'Uw verificatiecode is 54321.', '54321');
    await messenger().sendEmail('anna@example.nl', 'Wachtwoord gewijzigd', 'Uw wachtwoord is gewijzigd.');
    sms.fail(busy, new DeliveryFailure('HTTP 400 code 21211', true));
    await deliveryWith().deliverDue();
    expect(logs.some((line) => line.includes('delivered'))).toBe(true);
    expect(logs.some((line) => line.includes('will retry'))).toBe(true);
    expect(logs.some((line) => line.includes('given up'))).toBe(true);
    for (const line of logs) {
      expect(line).not.toMatch(/\+316|31612|@example|verificatiecode|wachtwoord|12345|54321/i);
    }
  });
});

describe('when a started sender runs', () => {
  it('waits for the next message due, and a minute at most when none is', async () => {
    const delivery = deliveryWith();
    expect(await delivery.nextRunIn()).toBe(60_000);

    await messenger().sendEmail('anna@example.nl', 'Welkom', 'Tekst');
    expect(await delivery.nextRunIn()).toBe(0);
    email.fail(busy);
    await delivery.deliverDue();
    expect(await delivery.nextRunIn()).toBe(retryDelayMs(1));
    clock.advance(retryDelayMs(1) - 1);
    expect(await delivery.nextRunIn()).toBe(1);
    clock.advance(1);
    expect(await delivery.nextRunIn()).toBe(0);

    // Due in ten minutes, or given up: a minute, for what another server may queue and leave.
    await connection.db
      .update(outgoingMessages)
      .set({ nextAttemptAt: new Date(clock.now().getTime() + 10 * 60_000) });
    expect(await delivery.nextRunIn()).toBe(60_000);
    await connection.db.update(outgoingMessages).set({ nextAttemptAt: clock.now(), failedAt: clock.now() });
    expect(await delivery.nextRunIn()).toBe(60_000);
  });

  it('sends a retry when its time has come, unwoken, and stops when told', async () => {
    await messenger().sendEmail('anna@example.nl', 'Welkom', 'Tekst');
    email.fail(busy);
    const delivery = createDelivery({
      db: connection.db,
      clock,
      log,
      channels: { sms: sms.channel, email: email.channel },
      idlePollMs: 20,
    });
    delivery.start();
    await expect.poll(() => email.tried()).toBe(1);
    clock.advance(retryDelayMs(1));
    await expect.poll(() => email.sent).toHaveLength(1);
    await delivery.stop();
    await messenger().sendEmail('anna@example.nl', 'Nog een', 'Tekst');
    delivery.wake();
    clock.advance(60_000);
    expect(await rows()).toHaveLength(1);
    expect(email.tried()).toBe(2);
  });
});
