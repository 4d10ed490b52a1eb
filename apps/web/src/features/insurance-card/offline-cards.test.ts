import { describe, expect, it } from 'vitest';
import {
  hasDeviceCards,
  keepDeviceCardsOnlyFor,
  readDeviceCards,
  readStoredCards,
  storeCards,
} from './offline-cards.ts';
import { cardOf, cardRefreshedAt } from './test/stored-card.ts';

const card = cardOf('100001');
const refreshedAt = cardRefreshedAt;

describe('the cards stored on this device', () => {
  it('are one copy: a later user replaces the earlier one', () => {
    storeCards({ owner: '100001', refreshedAt, cards: [card] });
    storeCards({ owner: '300003', refreshedAt, cards: [] });
    expect(readDeviceCards()?.owner).toBe('300003');
    expect(readStoredCards('100001')).toBeNull();
  });

  it('leave the device when someone else logs in, and stay for their owner', () => {
    storeCards({ owner: '100001', refreshedAt, cards: [card] });
    keepDeviceCardsOnlyFor('100001');
    expect(readStoredCards('100001')?.cards).toEqual([card]);
    keepDeviceCardsOnlyFor('300003');
    expect(hasDeviceCards()).toBe(false);
  });

  it('are none when what is stored cannot be read', () => {
    localStorage.setItem('mijn.offline-card.device', '{"owner":"100001"}');
    expect(hasDeviceCards()).toBe(false);
  });
});
