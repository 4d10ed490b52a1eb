import {
  getAccountDetails,
  getLoginHistory,
  getNotificationPreferences,
  getPushKey,
  type NotificationPreferences,
  registerPushSubscription as registerPushSubscriptionEndpoint,
  type UpdateContactDetailsBody,
  unregisterPushSubscription as unregisterPushSubscriptionEndpoint,
  updateContactDetails,
  updateNotificationPreferences,
} from '@mijn/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { contractMutation, contractQuery } from '../../lib/query/index.ts';

/** The read-only account facts of the settings page (Account/GetAccountDetails). */
export function useAccountDetails() {
  return useQuery(contractQuery(getAccountDetails));
}

/** The account's own logins, refused attempts and blocks, newest first. */
export function useLoginHistory() {
  return useQuery(contractQuery(getLoginHistory));
}

/**
 * Saves digital or paper post and the e-mail switches (account/UpdateContactDetails); the api client
 * takes the reply's fresh token, whose digital-post popup flag follows the choice.
 */
export function useSaveContactDetails() {
  return useMutation(
    contractMutation(updateContactDetails, {
      input: (body: UpdateContactDetailsBody) => ({ body }),
      invalidates: [getAccountDetails],
      options: { customErrorHandling: true },
    }),
  );
}

/** The person's own e-mail notification switches. */
export function useNotificationPreferences() {
  return useQuery(contractQuery(getNotificationPreferences));
}

export function useUpdateNotificationPreferences() {
  return useMutation(
    contractMutation(updateNotificationPreferences, {
      input: (body: NotificationPreferences) => ({ body }),
      invalidates: [getNotificationPreferences],
    }),
  );
}

/** The server's public key a browser subscribes to web push with; fetched only when asked. */
export const pushKeyQuery = () => contractQuery(getPushKey);

export const registerPushSubscription = contractMutation(registerPushSubscriptionEndpoint);
export const unregisterPushSubscription = contractMutation(unregisterPushSubscriptionEndpoint);
