import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { type Clock, ManualClock, systemClock } from '../clock.ts';
import { registerReplyDate } from './reply-date.ts';

async function server(clock: Clock) {
  const app = Fastify();
  registerReplyDate(app, clock);
  app.get('/page', async () => ({ ok: true }));
  app.get('/fails', async () => {
    throw new Error('broken');
  });
  await app.ready();
  return app;
}

describe('the Date header', () => {
  it("of a server on a clock of its own is that clock's time, also after it moved and on a failure", async () => {
    const clock = new ManualClock(new Date('2026-11-30T09:00:00.000Z'));
    const app = await server(clock);
    expect((await app.inject({ method: 'GET', url: '/page' })).headers.date).toBe(
      'Mon, 30 Nov 2026 09:00:00 GMT',
    );
    clock.advance(5 * 24 * 60 * 60 * 1000);
    const failed = await app.inject({ method: 'GET', url: '/fails' });
    expect(failed.statusCode).toBe(500);
    expect(failed.headers.date).toBe('Sat, 05 Dec 2026 09:00:00 GMT');
  });

  it("of a server on the system clock is the machine's time", async () => {
    const app = await server(systemClock);
    const date = Date.parse(String((await app.inject({ method: 'GET', url: '/page' })).headers.date));
    expect(Math.abs(date - Date.now())).toBeLessThan(5000);
  });
});
