import type { NewsText } from '@mijn/contract';
import { insurerToday } from '@mijn/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let jan: string;
let peter: string;
beforeAll(async () => {
  t = await createTestApp();
  jan = (await t.loginFully('jan.devries')).accessToken;
  peter = (await t.loginFully('peter.jansen')).accessToken;
});
afterAll(() => t.close());

const get = async (url: string, headers: Record<string, string> = {}) => {
  const reply = await t.app.inject({ method: 'GET', url, headers });
  return { reply, news: reply.statusCode === 200 ? reply.json<NewsText[]>() : [] };
};

describe('GET /api/News', () => {
  it('answers the current after-login news of every label in Dutch by default, with link parts', async () => {
    const { reply, news } = await get('/api/News', bearer(jan));
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toBe('no-store');
    expect(news).toHaveLength(1);
    const [item] = news;
    expect(item).toMatchObject({ language: 'nl', url: expect.stringMatching(/^https:\/\//) });
    expect(item?.text).toContain(item?.hyperlinkSubstring ?? '<none>');
  });

  it('answers English news for language=en', async () => {
    const { news } = await get('/api/News?language=en', bearer(jan));
    expect(news.map((item) => item.language)).toEqual(['en']);
    expect(news[0]?.text).toMatch(/claims/);
  });

  it('adds the news of the user’s own label and leaves out expired items', async () => {
    const { news } = await get('/api/News', bearer(peter));
    expect(news).toHaveLength(2);
    expect(news.some((item) => item.text.includes('Aemstel'))).toBe(true);
    expect(news.some((item) => item.text.includes('premies voor volgend jaar'))).toBe(false);
    const today = insurerToday(t.clock.now());
    for (const item of news) {
      expect(item.startDate <= today).toBe(true);
      expect(item.endDate === null || item.endDate >= today).toBe(true);
    }
  });

  it("links every label's customers to their own brand's site, never another brand's", async () => {
    const zorgzaam = (await get('/api/News', bearer(jan))).news.flatMap((item) => item.url ?? []);
    const aemstel = (await get('/api/News', bearer(peter))).news.flatMap((item) => item.url ?? []);
    expect(zorgzaam).toEqual(['https://www.zorgzaam.example/nieuws/sneller-declareren']);
    expect(aemstel).toEqual(['https://www.aemstel.example/nieuws/sneller-declareren']);
  });

  it('needs a login and checks the language', async () => {
    expect((await get('/api/News')).reply.statusCode).toBe(401);
    const wrong = await get('/api/News?language=de', bearer(jan));
    expect(wrong.reply.statusCode).toBe(400);
    expect(wrong.reply.json().message).toMatch(/language/);
  });
});

describe('GET /api/News/BeforeAuthorization', () => {
  it('answers the login-page news without a token, never the after-login items', async () => {
    const { reply, news } = await get('/api/News/BeforeAuthorization?language=nl');
    expect(reply.statusCode).toBe(200);
    expect(news).toHaveLength(1);
    expect(news[0]?.text).toMatch(/onderhoud/);
  });

  it('is matched case-insensitively and takes the label from ?label= or the host', async () => {
    expect((await get('/api/news/beforeauthorization?label=aev')).news).toHaveLength(1);
    expect((await get('/api/News/BeforeAuthorization', { host: 'aev.localhost' })).news).toHaveLength(1);
    expect((await get('/api/News/BeforeAuthorization?label=xyz')).reply.statusCode).toBe(400);
  });
});
