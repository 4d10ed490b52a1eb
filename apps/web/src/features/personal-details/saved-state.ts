import { useRouterState } from '@tanstack/react-router';

/** What a save of the personal details tells the details screen. */
export interface SavedPersonalDetails {
  /** The children under 16 who moved along with the user. */
  movedAlong: string[];
}

declare module '@tanstack/react-router' {
  interface HistoryState {
    /** Set by the edit screen: its save led here (spec §2: saving a customer update goes to personal details). */
    savedPersonalDetails?: SavedPersonalDetails;
  }
}

/** The save on the edit screen that led here, if the person came from there. */
export function useSavedPersonalDetails(): SavedPersonalDetails | undefined {
  return useRouterState({ select: (state) => state.location.state.savedPersonalDetails });
}
