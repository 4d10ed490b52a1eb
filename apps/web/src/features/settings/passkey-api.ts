import {
  getPasskeyRegistrationOptions,
  getPasskeys,
  type RemovePasskeyBody,
  registerPasskey,
  removePasskey,
} from '@mijn/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { createPasskey } from '../../lib/passkey/index.ts';
import { callEndpoint, contractMutation, contractQuery, invalidateEndpoints } from '../../lib/query/index.ts';

const screenHandled = { customErrorHandling: true };

/** The account's passkeys, newest first. */
export function usePasskeys() {
  return useQuery(contractQuery(getPasskeys));
}

export interface NewPasskey {
  name: string;
  currentPassword: string;
}

/**
 * Registers a passkey in one go: the password proves who asks and yields a challenge for this
 * session, the browser makes the passkey, and the server stores it under its name.
 */
export function useAddPasskey() {
  return useMutation({
    mutationFn: async ({ name, currentPassword }: NewPasskey) => {
      const { options } = await callEndpoint(
        getPasskeyRegistrationOptions,
        { body: { currentPassword } },
        screenHandled,
      );
      const credential = await createPasskey(options);
      return callEndpoint(registerPasskey, { body: { name, credential } }, screenHandled);
    },
    onSuccess: (_passkey, _variables, _result, { client }) => invalidateEndpoints(client, [getPasskeys]),
  });
}

/** Removes one passkey; the last one only with the current password. */
export function useRemovePasskey() {
  return useMutation(
    contractMutation(removePasskey, {
      input: (body: RemovePasskeyBody) => ({ body }),
      options: screenHandled,
      invalidates: [getPasskeys],
    }),
  );
}
