import type { CollectivityContactInfo } from '@mijn/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  Object.assign(tokens, await t.accessTokens(['jan.devries', 'mark.peters']));
});
afterAll(() => t.close());

const contactInfo = async (query: string, headers: Record<string, string> = {}) => {
  const reply = await t.app.inject({ method: 'GET', url: `/api/Collectivity${query}`, headers });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json<CollectivityContactInfo>();
};

describe('GET /api/Collectivity', () => {
  it("uses the label of the bearer token: mark.peters's pve has hours of its own, Monday first", async () => {
    const pve = await contactInfo('', bearer(tokens['mark.peters']!));
    expect(pve.phoneNumber).toBe('088-9105000');
    expect(pve.isDefaultHours).toBe(false);
    expect(pve.openingHoursOfWeek.map((day) => day.dayOfWeek)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pve.openingHoursOfWeek[5]).toEqual({ dayOfWeek: 6, startTime: '09:00', endTime: '13:00' });
    const standard = await contactInfo('', bearer(tokens['jan.devries']!));
    expect(standard).toMatchObject({ phoneNumber: '088-9101000', isDefaultHours: true });
    expect(standard.openingHoursOfWeek).toHaveLength(5);
  });

  it('takes ?label= first, else the host, and refuses an unknown label', async () => {
    const ble = await contactInfo('?label=ble');
    expect(ble.phoneNumber).toBe('088-9103000');
    // The contact page's address and e-mail cards are the label's own.
    expect(ble.email).toBe('service@blauwelelie.example');
    expect(ble.postalAddress.addressee).toBe('Blauwe Lelie Zorg');
    expect((await contactInfo('', { host: 'c4l.localhost:8080' })).phoneNumber).toBe('088-9106000');
    expect(
      (await contactInfo('', { authorization: 'Bearer not-a-token', host: 'dmn.localhost' })).phoneNumber,
    ).toBe('088-9104000');
    const reply = await t.app.inject({ method: 'GET', url: '/api/Collectivity?label=nope' });
    expect(reply.statusCode).toBe(400);
  });

  it('has no next available date while open', async () => {
    t.clock.set(new Date('2026-06-10T08:00:00Z')); // Wednesday 10:00 in Amsterdam
    expect((await contactInfo('?label=aev')).nextAvailableDate).toBeNull();
  });

  it('points to Monday at the weekend, unless the label is open on Saturday', async () => {
    t.clock.set(new Date('2026-06-13T10:00:00Z')); // Saturday 12:00
    expect((await contactInfo('?label=aev')).nextAvailableDate).toEqual({
      availableDate: '2026-06-15',
      openingHours: { dayOfWeek: 1, startTime: '08:00', endTime: '17:30' },
    });
    expect((await contactInfo('?label=pve')).nextAvailableDate).toBeNull();
  });

  it('skips Christmas and Boxing Day, including the Saturday hours of pve', async () => {
    t.clock.set(new Date('2026-12-24T17:00:00Z')); // Thursday 18:00, before Christmas
    expect((await contactInfo('?label=aev')).nextAvailableDate?.availableDate).toBe('2026-12-28');
    // pve's Thursday runs to 20:00, so it is still open at 18:00.
    expect((await contactInfo('?label=pve')).nextAvailableDate).toBeNull();
    t.clock.set(new Date('2026-12-24T20:30:00Z'));
    expect((await contactInfo('?label=pve')).nextAvailableDate?.availableDate).toBe('2026-12-28');
  });
});
