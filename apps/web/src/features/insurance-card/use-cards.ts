import { type DigitalInsuranceCardInformation, getDigitalInsuranceCardInformation } from '@mijn/contract';
import { useQuery } from '@tanstack/react-query';
import { ApiRequestError } from '../../lib/errors/index.ts';
import { callEndpoint, contractQueryKey } from '../../lib/query/index.ts';
import { readDeviceCards, readStoredCards, storeCards } from './offline-cards.ts';

/** Why the cards come from this device: no network, or no session (it expired or was never there). */
export type StoredBecause = 'offline' | 'signed-out';

export interface CardsResult {
  cards: DigitalInsuranceCardInformation[];
  refreshedAt: string;
  /** Null for a fresh answer of the server; else why this device's copy is shown. */
  storedBecause: StoredBecause | null;
}

/**
 * The digital cards of the customers the user may see. Each fresh answer is kept on the device; when
 * offline or the server cannot be reached the kept copy is shown with the moment it was stored.
 * Without a session (`customerNumber` null) only the device's copy is shown.
 */
export function useCards(customerNumber: string | null, now: () => Date = () => new Date()) {
  const endpoint = getDigitalInsuranceCardInformation;
  return useQuery({
    // The endpoint's key, so its invalidation reaches this copy too; the answer holds the device copy.
    queryKey: [...contractQueryKey(endpoint), 'with-device-copy', customerNumber],
    // Runs offline too: the kept copy is the answer then.
    networkMode: 'always',
    queryFn: async ({ signal }): Promise<CardsResult> => {
      const offline = typeof navigator !== 'undefined' && !navigator.onLine;
      // Without a network, logging in would not help either: the network is the reason then.
      if (customerNumber === null) {
        return fromDevice(readDeviceCards(), offline ? 'offline' : 'signed-out', new Error('no session'));
      }
      const stored = readStoredCards(customerNumber);
      if (offline) return fromDevice(stored, 'offline', new Error('offline'));
      try {
        const cards = await callEndpoint(endpoint, {}, { signal, customErrorHandling: stored !== null });
        const refreshedAt = now().toISOString();
        storeCards({ owner: customerNumber, refreshedAt, cards });
        return { cards, refreshedAt, storedBecause: null };
      } catch (error) {
        // A refused session is not an offline moment: 401/403 log out.
        if (error instanceof ApiRequestError && (error.status === 401 || error.status === 403)) throw error;
        return fromDevice(stored, 'offline', error);
      }
    },
  });
}

function fromDevice(
  stored: ReturnType<typeof readDeviceCards>,
  because: StoredBecause,
  error: unknown,
): CardsResult {
  if (stored === null) throw error;
  return { cards: stored.cards, refreshedAt: stored.refreshedAt, storedBecause: because };
}
