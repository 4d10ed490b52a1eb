import { type AppConfig, labelCodes, Menu } from '@mijn/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishNotice } from '../../db/notices.ts';
import { labels } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { LABEL_CHANGED_CHANNEL } from './label-rows.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { releaseTag: 'v1.2.3' } });
});
afterAll(() => t.close());

const configFor = async (headers: Record<string, string>, query = '') => {
  const reply = await t.app.inject({ method: 'GET', url: `/config.json${query}`, headers });
  expect(reply.statusCode).toBe(200);
  expect(reply.headers['cache-control']).toBe('no-store');
  return reply.json<AppConfig>();
};

describe('GET /config.json', () => {
  it('resolves the label from the host and carries its brand', async () => {
    const config = await configFor({ host: 'aev.localhost:8080' });
    expect(config).toMatchObject({
      label: 'aev',
      brand: { name: 'Aemstel Verzekeringen', logoUrl: '/labels/aev/logo.svg' },
      frontendUrl: 'http://aev.localhost:8080',
      environment: 'test',
      releaseTag: 'v1.2.3',
      outboxEnabled: true,
      enforceHttps: false,
    });
    expect(config.brand.colors.primary).toMatch(/^#[0-9A-Fa-f]{6}$/);
  });

  it('gives unknown hosts the default label', async () => {
    expect((await configFor({ host: 'localhost:8080' })).label).toBe('default');
  });

  it('lets ?label= choose the label on public pages', async () => {
    expect((await configFor({ host: 'localhost:8080' }, '?label=dmn')).label).toBe('dmn');
  });

  it('gives every label its own brand', async () => {
    const names = new Set<string>();
    for (const label of labelCodes) names.add((await configFor({}, `?label=${label}`)).brand.name);
    expect(names.size).toBe(labelCodes.length);
  });

  it('answers a label from memory until a change to its row is announced', async () => {
    const renameAev = (brandName: string, announce: boolean) =>
      t.db.transaction(async (tx) => {
        await tx.update(labels).set({ brandName }).where(eq(labels.code, 'aev'));
        if (announce) await publishNotice(tx, LABEL_CHANGED_CHANNEL, 'aev');
      });
    expect((await configFor({}, '?label=aev')).brand.name).toBe('Aemstel Verzekeringen');
    await renameAev('Aemstel Zorg', false);
    expect((await configFor({}, '?label=aev')).brand.name).toBe('Aemstel Verzekeringen');
    await renameAev('Aemstel Zorg', true);
    expect((await configFor({}, '?label=aev')).brand.name).toBe('Aemstel Zorg');
    await renameAev('Aemstel Verzekeringen', true);
    expect((await configFor({}, '?label=aev')).brand.name).toBe('Aemstel Verzekeringen');
  });

  it('answers 400 for an unknown ?label=', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/config.json?label=nope' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toMatch(/^querystring\.label: /);
  });
});

describe('GET /frontend-content/menu/menu.json', () => {
  it('serves the menu, valid against the contract, with route paths of spec §2', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/frontend-content/menu/menu.json?v=1' });
    expect(reply.statusCode).toBe(200);
    const menu = Menu.parse(reply.json());
    const items = menu.groups.flatMap((group) => [...group.primary, ...group.secondary]);
    expect(items.length).toBeGreaterThan(10);
    for (const item of items) {
      expect(item.displayName).toBe(`menu.${item.name}`);
      expect(item.routeName).toMatch(/^[a-z-]+$/);
    }
    expect(
      items.find((item) => item.routeName === 'leden-aanbiedingen')?.excludedLabels.length,
    ).toBeGreaterThan(0);
  });
});
