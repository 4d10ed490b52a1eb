import { contract, type NotificationPreferences } from '@mijn/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { contractMutation, contractQuery } from '../../lib/query/index.ts';

/** The read-only account facts of the settings page (Account/GetAccountDetails). */
export function useAccountDetails() {
  return useQuery(contractQuery(contract.account.getAccountDetails));
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
