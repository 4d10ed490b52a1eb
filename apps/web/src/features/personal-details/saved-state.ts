import { useRouterState } from '@tanstack/react-router';

declare module '@tanstack/react-router' {
  interface HistoryState {
    /** Set by the edit screen: its save led here (spec §2: saving a customer update goes to personal details). */
    savedPersonalDetails?: true;
  }
}

/** Whether the person came here from a save on the edit screen. */
export function useSavedPersonalDetails(): boolean {
  return useRouterState({ select: (state) => state.location.state.savedPersonalDetails === true });
}
