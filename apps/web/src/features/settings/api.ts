import { contract, type NotificationPreferences, type UpdateContactDetailsBody } from '@mijn/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { contractMutation, contractQuery } from '../../lib/query/index.ts';

/** The read-only account facts of the settings page (Account/GetAccountDetails). */
export function useAccountDetails() {
  return useQuery(contractQuery(contract.account.getAccountDetails));
}

/** The account's own logins, refused attempts and blocks, newest first. */
export function useLoginHistory() {
  return useQuery(contractQuery(contract.account.getLoginHistory));
}

/**
 * Saves digital or paper post and the e-mail switches (account/UpdateContactDetails); the api client
 * takes the reply's fresh token, whose digital-post popup flag follows the choice.
 */
export function useSaveContactDetails() {
  return useMutation(
    contractMutation(contract.accountPopups.updateContactDetails, {
      input: (body: UpdateContactDetailsBody) => ({ body }),
      invalidates: [contract.account.getAccountDetails],
      options: { customErrorHandling: true },
    }),
  );
}

/** The person's own e-mail notification switches. */
export function useNotificationPreferences() {
  return useQuery(contractQuery(contract.notification.getPreferences));
}

export function useUpdateNotificationPreferences() {
  return useMutation(
    contractMutation(contract.notification.updatePreferences, {
      input: (body: NotificationPreferences) => ({ body }),
      invalidates: [contract.notification.getPreferences],
    }),
  );
}

/** The server's public key a browser subscribes to web push with; fetched only when asked. */
export const pushKeyQuery = () => contractQuery(contract.notification.getPushKey);

export const registerPushSubscription = contractMutation(contract.notification.registerPushSubscription);
export const unregisterPushSubscription = contractMutation(contract.notification.unregisterPushSubscription);
