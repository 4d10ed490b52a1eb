import { contract, type DigitalInsuranceCardInformation } from '@mijn/contract';
import { useQuery } from '@tanstack/react-query';
import { ApiRequestError } from '../../lib/errors/index.ts';
import { callEndpoint, contractQueryKey } from '../../lib/query/index.ts';
import { readStoredCards, storeCards } from './offline-cards.ts';

export interface CardsResult {
  cards: DigitalInsuranceCardInformation[];
  refreshedAt: string;
  /** Shown from this device's copy: the server could not be reached. */
  fromDevice: boolean;
}

/**
 * The digital cards of the customers the user may see. Each fresh answer is kept on the device; when
 * offline or the server cannot be reached the kept copy is shown with the moment it was refreshed.
 */
export function useCards(customerNumber: string, now: () => Date = () => new Date()) {
  const endpoint = contract.insuranceCard.getDigitalInsuranceCardInformation;
  return useQuery({
    // The endpoint's key, so its invalidation reaches this copy too; the answer holds the device copy.
    queryKey: [...contractQueryKey(endpoint), 'with-device-copy', customerNumber],
    // Runs offline too: the kept copy is the answer then.
    networkMode: 'always',
    queryFn: async ({ signal }): Promise<CardsResult> => {
      const stored = readStoredCards(customerNumber);
      const fallback = (error: unknown): CardsResult => {
        if (stored === null) throw error;
        return { ...stored, fromDevice: true };
      };
      if (typeof navigator !== 'undefined' && !navigator.onLine) {
        return fallback(new Error('offline'));
      }
      try {
        const cards = await callEndpoint(endpoint, {}, { signal, customErrorHandling: stored !== null });
        const refreshedAt = now().toISOString();
        storeCards(customerNumber, { refreshedAt, cards });
        return { cards, refreshedAt, fromDevice: false };
      } catch (error) {
        // A refused session is not an offline moment: 401/403 log out.
        if (error instanceof ApiRequestError && (error.status === 401 || error.status === 403)) throw error;
        return fallback(error);
      }
    },
  });
}
