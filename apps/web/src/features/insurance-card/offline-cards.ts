import { DigitalInsuranceCardInformation } from '@mijn/contract';
import { z } from 'zod';

/** Local storage key prefix of the cards kept for offline use; logout removes every key with it. */
export const offlineCardKeyPrefix = 'mijn.offline-card.';

const StoredCards = z.object({
  refreshedAt: z.iso.datetime(),
  cards: z.array(DigitalInsuranceCardInformation),
});
export type StoredCards = z.infer<typeof StoredCards>;

const keyFor = (customerNumber: string) => `${offlineCardKeyPrefix}${customerNumber}`;

/** Keeps the user's cards on this device so the card and EHIC can be shown without internet. */
export function storeCards(customerNumber: string, stored: StoredCards): void {
  try {
    localStorage.setItem(keyFor(customerNumber), JSON.stringify(stored));
  } catch {
    // Storage full or unavailable: the card still shows, it is just not kept for offline use.
  }
}

/** The cards kept for this user, or null when none (or unreadable). */
export function readStoredCards(customerNumber: string): StoredCards | null {
  try {
    const raw = localStorage.getItem(keyFor(customerNumber));
    if (raw === null) return null;
    const parsed = StoredCards.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
