import { addMonths, insurerToday } from '@mijn/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  Object.assign(tokens, await t.accessTokens(['jan.devries', 'anna.devries', 'sanne.devries', 'eva.smit']));
});
afterAll(() => t.close());

const unread = async (username: string, dateOnly?: string) => {
  const reply = await t.app.inject({
    method: 'GET',
    url: '/api/Document/GetUnreadDocumentCount',
    query: dateOnly ? { dateOnly } : {},
    headers: bearer(tokens[username]!),
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json<{ count: number }>().count;
};

describe('GET /api/Document/GetUnreadDocumentCount', () => {
  it("counts jan.devries's unread letters and his son Tim's, not those of Sanne (16+) or Anna", async () => {
    // Jan: one of 12 days ago and one of 8 months ago; Tim (9): one of 25 days ago.
    expect(await unread('jan.devries')).toBe(3);
    expect(await unread('sanne.devries')).toBe(1);
    expect(await unread('anna.devries')).toBe(0);
  });

  it('with dateOnly counts only those published since: the 6-month window of the messages tile', async () => {
    const sixMonthsAgo = addMonths(insurerToday(t.clock.now()), -6);
    expect(await unread('jan.devries', sixMonthsAgo)).toBe(2);
    expect(await unread('eva.smit', sixMonthsAgo)).toBe(0);
  });

  it('refuses a malformed date and a caller without a token', async () => {
    const reply = await t.app.inject({
      method: 'GET',
      url: '/api/Document/GetUnreadDocumentCount?dateOnly=22-11-2026',
      headers: bearer(tokens['jan.devries']!),
    });
    expect(reply.statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/Document/GetUnreadDocumentCount' })).statusCode,
    ).toBe(401);
  });
});
