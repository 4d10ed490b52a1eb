import { useRouterState } from '@tanstack/react-router';

/** What a save tells the payment details screen it returns to (spec §2: saving goes to payment details). */
export interface SavedPaymentDetails {
  scheduledFrom: string | null;
  accountsChanged: boolean;
  convertedToDigitalPost: boolean;
}

declare module '@tanstack/react-router' {
  interface HistoryState {
    savedPaymentDetails?: SavedPaymentDetails;
  }
}

/** The save that led here, if the person came from the edit screen. */
export function useSavedPaymentDetails(): SavedPaymentDetails | undefined {
  return useRouterState({ select: (state) => state.location.state.savedPaymentDetails });
}
