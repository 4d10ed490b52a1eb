import { useRouterState } from '@tanstack/react-router';

/** What a save of the contact details tells settings (spec §2: saving contact details goes to settings). */
export interface SavedContactDetails {
  /** The post choice now in force. */
  digitalPost: boolean;
}

declare module '@tanstack/react-router' {
  interface HistoryState {
    savedContactDetails?: SavedContactDetails;
  }
}

/** The save that led here, if the person came from the edit screen. */
export function useSavedContactDetails(): SavedContactDetails | undefined {
  return useRouterState({ select: (state) => state.location.state.savedContactDetails });
}
