import type { MemberOffer } from '@mijn/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberOfferTips } from '../../db/schema.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  Object.assign(tokens, await t.accessTokens(['jan.devries', 'peter.jansen']));
});
afterAll(() => t.close());

const offers = async (username: string, type: string) => {
  const reply = await t.app.inject({
    method: 'GET',
    url: `/api/MemberOffer/${type}`,
    headers: bearer(tokens[username]!),
  });
  return { reply, offers: reply.statusCode === 200 ? reply.json<MemberOffer[]>() : [] };
};

const tip = (payload: unknown, token = tokens['jan.devries']!) =>
  t.app.inject({
    method: 'POST',
    url: '/api/MemberOffer/Tip',
    headers: bearer(token),
    payload: payload as object,
  });

describe('GET /api/MemberOffer/{type}', () => {
  it("lists the label's valid offers in order, with discount codes in the brand's name", async () => {
    const { reply, offers: list } = await offers('jan.devries', 'all');
    expect(reply.statusCode).toBe(200);
    expect(list.length).toBeGreaterThanOrEqual(3);
    expect(list.length).toBeLessThanOrEqual(5);
    const orders = list.map((offer) => offer.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    const codes = list.flatMap((offer) => (offer.discountCode ? [offer.discountCode] : []));
    expect(codes.length).toBeGreaterThan(0);
    // In the brand the customer knows, never the internal label code "default".
    for (const code of codes) expect(code).toMatch(/^ZORGZAAM-/);
    expect(list.some((offer) => offer.title.nl.startsWith('Verlopen'))).toBe(false);
    for (const offer of list) expect(offer.title.en.length).toBeGreaterThan(0);
  });

  it('gives every label its own codes', async () => {
    const { offers: list } = await offers('peter.jansen', 'all');
    const codes = list.flatMap((offer) => (offer.discountCode ? [offer.discountCode] : []));
    expect(codes.length).toBeGreaterThan(0);
    for (const code of codes) expect(code).toMatch(/^AEMSTEL-/);
  });

  it('filters by category and refuses an unknown one', async () => {
    const { offers: sport } = await offers('jan.devries', 'sport');
    expect(sport.length).toBeGreaterThan(0);
    expect(sport.every((offer) => offer.category === 'sport')).toBe(true);
    expect((await offers('jan.devries', 'cars')).reply.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/MemberOffer/all' })).statusCode).toBe(401);
  });
});

describe('POST /api/MemberOffer/Tip', () => {
  it('stores a valid golden tip for the customer and label', async () => {
    const reply = await tip({
      companyName: 'Fietsenmaker De Spaak',
      website: 'www.despaak.example',
      suggestion: 'Korting op onderhoud van e-bikes voor leden.',
      mayContact: true,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const { tipId } = reply.json<{ tipId: string }>();
    const [stored] = await t.db.select().from(memberOfferTips).where(eq(memberOfferTips.id, tipId));
    expect(stored).toMatchObject({
      companyName: 'Fietsenmaker De Spaak',
      labelCode: 'default',
      mayContact: true,
    });
  });

  it('refuses a tip that is too short, lacks a company or has a broken website', async () => {
    for (const payload of [
      { companyName: 'Spaak', suggestion: 'kort' },
      { suggestion: 'Korting op onderhoud van e-bikes.' },
      { companyName: 'Spaak', website: 'not a site', suggestion: 'Korting op onderhoud van e-bikes.' },
    ]) {
      const reply = await tip(payload);
      expect(reply.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});
