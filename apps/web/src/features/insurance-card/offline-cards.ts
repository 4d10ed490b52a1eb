import { DigitalInsuranceCardInformation } from '@mijn/contract';
import { z } from 'zod/mini';

/** Local storage key prefix of the cards kept for offline use; logout removes every key with it. */
export const offlineCardKeyPrefix = 'mijn.offline-card.';

/**
 * One copy per device (decision 0029): the cards of the last user who saw them here, with that
 * user's customer number. A login of someone else never reads it and replaces it.
 */
const deviceKey = `${offlineCardKeyPrefix}device`;

const StoredCards = z.object({
  owner: z.string(),
  refreshedAt: z.iso.datetime(),
  cards: z.array(DigitalInsuranceCardInformation),
});
export type StoredCards = z.infer<typeof StoredCards>;

/** Keeps the user's cards on this device so the card and EHIC can be shown without internet. */
export function storeCards(stored: StoredCards): void {
  try {
    localStorage.setItem(deviceKey, JSON.stringify(stored));
  } catch {
    // Storage full or unavailable: the card still shows, it is just not kept for offline use.
  }
}

/** The cards kept on this device, whoever they belong to, or null when none (or unreadable). */
export function readDeviceCards(): StoredCards | null {
  try {
    const raw = localStorage.getItem(deviceKey);
    if (raw === null) return null;
    const parsed = StoredCards.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The cards kept for this user; another user's copy is never theirs to see. */
export function readStoredCards(customerNumber: string): StoredCards | null {
  const stored = readDeviceCards();
  return stored?.owner === customerNumber ? stored : null;
}

/** Whether the card screen has something to show without a session. */
export function hasDeviceCards(): boolean {
  return readDeviceCards() !== null;
}

/** A login of someone else than the owner: the previous user's cards leave this device. */
export function keepDeviceCardsOnlyFor(customerNumber: string): void {
  const stored = readDeviceCards();
  if (stored !== null && stored.owner !== customerNumber) forgetDeviceCards();
}

export function forgetDeviceCards(): void {
  try {
    localStorage.removeItem(deviceKey);
  } catch {
    // Nothing kept.
  }
}
