import type { DigitalInsuranceCardInformation } from '@mijn/contract';
import { storeCards } from '../offline-cards.ts';

export const cardRefreshedAt = '2026-11-20T08:30:00.000Z';

/** J. de Vries's insurance card as the card screen loads it, for the given customer. */
export function cardOf(customerNumber: string): DigitalInsuranceCardInformation {
  return {
    customerNumber,
    uzoviCode: '3311',
    uzoviDescription: 'Zorgzaam',
    hasEHIC: false,
    ehic: null,
    insuranceCard: {
      name: 'J. de Vries',
      birthDate: '1980-03-14',
      policyNumber: '200000001234',
      uzoviCode: '3311',
    },
  };
}

/** Keeps the owner's card on this device for offline use, as the card screen does. */
export function storeCardOf(owner: string) {
  storeCards({ owner, refreshedAt: cardRefreshedAt, cards: [cardOf(owner)] });
}
