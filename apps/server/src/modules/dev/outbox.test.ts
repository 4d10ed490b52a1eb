import type { OutboxItem } from '@mijn/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Messenger } from '../../messaging/messenger.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const outbox = async (query = '') => {
  const reply = await t.app.inject({ method: 'GET', url: `/api/dev/outbox${query}` });
  expect(reply.statusCode).toBe(200);
  return reply.json<OutboxItem[]>();
};

describe('GET /api/dev/outbox', () => {
  it('lists every message newest first, each SMS with its code', async () => {
    await t.login('jan.devries');
    await t.login('anna.devries');
    t.clock.advance(1000);
    await t.app.ctx.messenger.sendEmail('anna@example.nl', 'Welkom', 'Uw activatiecode is 12345', '12345');
    const items = await outbox();
    expect(items.map((item) => item.to).slice(0, 3)).toEqual([
      'anna@example.nl',
      '+31623456789',
      '+31612345678',
    ]);
    const [email, sms] = items;
    expect(email).toMatchObject({ channel: 'email', subject: 'Welkom', code: '12345' });
    expect(sms).toMatchObject({ channel: 'sms', to: '+31623456789' });
    expect(sms?.subject).toBeUndefined();
    expect(sms?.text).toContain(sms?.code ?? 'no code');
    expect(sms?.code).toMatch(/^\d{5}$/);
    expect(new Date(sms?.sentAt ?? 0).getTime()).toBeLessThan(new Date(email?.sentAt ?? 0).getTime());
  });

  it('filters by recipient with ?to=', async () => {
    await t.login('jan.devries');
    const items = await outbox('?to=%2B31612345678');
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.to === '+31612345678')).toBe(true);
  });

  it("does not exist for a browser on another machine: it shows everyone's codes", async () => {
    await t.login('jan.devries');
    for (const remoteAddress of ['192.168.1.20', '10.0.0.7', '::ffff:192.168.1.20', 'fe80::1']) {
      const reply = await t.app.inject({ method: 'GET', url: '/api/dev/outbox', remoteAddress });
      expect(reply.statusCode, remoteAddress).toBe(404);
      expect(reply.body).not.toMatch(/\d{5}/);
    }
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const reply = await t.app.inject({ method: 'GET', url: '/api/dev/outbox', remoteAddress });
      expect(reply.statusCode, remoteAddress).toBe(200);
    }
  });

  it('comes with the failing-claims list, which also answers this machine only', async () => {
    for (const remoteAddress of ['192.168.1.20', 'fe80::1']) {
      const reply = await t.app.inject({ method: 'GET', url: '/api/dev/failing-claims', remoteAddress });
      expect(reply.statusCode, remoteAddress).toBe(404);
    }
    const local = await t.app.inject({ method: 'GET', url: '/api/dev/failing-claims', remoteAddress: '::1' });
    expect(local.statusCode).toBe(200);
    expect(local.json()).toEqual([]);
  });

  it('does not exist when the outbox is off', async () => {
    const sent: string[] = [];
    const elsewhere: Messenger = {
      sendSms: async (to) => void sent.push(to),
      sendEmail: async (to) => void sent.push(to),
    };
    const off = await createTestApp({ config: { outboxEnabled: false }, messenger: elsewhere });
    try {
      expect(off.app.ctx.config.outboxEnabled).toBe(false);
      const reply = await off.app.inject({ method: 'GET', url: '/api/dev/outbox' });
      expect(reply.statusCode).toBe(404);
      const claims = await off.app.inject({ method: 'GET', url: '/api/dev/failing-claims' });
      expect(claims.statusCode).toBe(404);
      await off.login('jan.devries');
      expect(sent).toEqual(['+31612345678']);
    } finally {
      await off.close();
    }
  });
});
