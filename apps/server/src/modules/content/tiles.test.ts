import { type Tile, Tiles } from '@mijn/contract';
import { isTileVisible, type TileUserContext, tileTypes } from '@mijn/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let tiles: Tile[];
beforeAll(async () => {
  t = await createTestApp();
  const reply = await t.app.inject({ method: 'GET', url: '/frontend-content/tiles/tiles.json?v=123' });
  expect(reply.statusCode).toBe(200);
  tiles = Tiles.parse(reply.json()).tiles;
});
afterAll(() => t.close());

const jan: TileUserContext = {
  role: 'H',
  label: 'default',
  isDefaulter: false,
  isAdult: true,
  hasActivePolicy: true,
  products: ['MB-NATURA', 'MB', 'AP-2', 'AP', 'TA-500', 'TA', 'OW-0', 'OW'],
  offerYear: null,
  today: '2026-06-10',
};
const visibleIds = (user: TileUserContext) =>
  tiles.filter((tile) => isTileVisible(tile.visibilityParametres, user)).map((tile) => tile.id);

describe('GET /frontend-content/tiles/tiles.json', () => {
  it('has a tile of every type, valid against the contract, with a cache-refresh parameter accepted', () => {
    expect(new Set(tiles.map((tile) => tile.type))).toEqual(new Set(tileTypes));
    expect(new Set(tiles.map((tile) => tile.id)).size).toBe(tiles.length);
    for (const tile of tiles.filter((tile) => tile.type === 'marketing')) {
      expect(tile.content?.title.nl.length).toBeGreaterThan(0);
      expect(tile.content?.title.en.length).toBeGreaterThan(0);
    }
  });

  it('keeps money tiles from partners and good news from defaulters, the dental advert from TA holders', () => {
    const janSees = visibleIds(jan);
    expect(janSees).toEqual(expect.arrayContaining(['open-invoices', 'good-news', 'excess', 'dental']));
    expect(janSees).not.toContain('marketing-dental');
    const anna = visibleIds({ ...jan, role: 'P' });
    expect(anna).not.toContain('open-invoices');
    expect(anna).not.toContain('good-news');
    expect(visibleIds({ ...jan, isDefaulter: true })).not.toContain('good-news');
    const peter = visibleIds({ ...jan, label: 'aev', isDefaulter: true, products: ['MB', 'AP', 'OW'] });
    expect(peter).not.toContain('dental');
    expect(peter).not.toContain('marketing-dental');
  });

  it('keeps the excess tile from children and the pve advert to pve', () => {
    expect(visibleIds({ ...jan, role: 'M', isAdult: false })).not.toContain('excess');
    expect(visibleIds(jan)).not.toContain('marketing-sport-pve');
    expect(visibleIds({ ...jan, label: 'pve' })).toContain('marketing-sport-pve');
  });

  it("opens the offer year's tab of the policy overview from a tile shown for that offer", () => {
    const offered = tiles.filter(
      (tile) => tile.visibilityParametres.offerYear !== null && tile.content?.url === 'polisoverzicht',
    );
    expect(offered.map((tile) => tile.id)).toEqual(['marketing-next-year']);
    for (const tile of offered) {
      expect(tile.content?.query).toEqual({ jaar: tile.visibilityParametres.offerYear });
    }
  });

  it('offers the damage-insurance discount to every adult with a policy, peter in arrears too, never a child', () => {
    expect(visibleIds(jan)).toContain('damage-insurance-discount');
    const peter = { ...jan, label: 'aev', isDefaulter: true, products: ['MB', 'AP', 'OW'] };
    expect(visibleIds(peter)).toContain('damage-insurance-discount');
    expect(visibleIds({ ...jan, role: 'M', isAdult: false })).not.toContain('damage-insurance-discount');
    expect(visibleIds({ ...jan, hasActivePolicy: false })).not.toContain('damage-insurance-discount');
  });

  it('can be cached briefly by the browser', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/frontend-content/tiles/tiles.json' });
    expect(reply.headers['cache-control']).toBe('public, max-age=300');
  });
});
