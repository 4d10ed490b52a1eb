import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wakeAfterWrites } from './wake-after-writes.ts';

const app = Fastify();
let wakes = 0;
beforeAll(async () => {
  wakeAfterWrites(app, () => {
    wakes += 1;
  });
  app.get('/read', async () => ({ ok: true }));
  app.post('/write', async () => ({ ok: true }));
  app.post('/refused', async (_request, reply) => reply.code(400).send({ message: 'no' }));
  await app.ready();
});
afterAll(() => app.close());

describe('wakeAfterWrites', () => {
  it('wakes after a write that succeeded, never after a read or a refused write', async () => {
    await app.inject({ url: '/read' });
    await app.inject({ method: 'HEAD', url: '/read' });
    await app.inject({ method: 'POST', url: '/refused' });
    expect(wakes).toBe(0);

    await app.inject({ method: 'POST', url: '/write' });
    expect(wakes).toBe(1);
  });
});
