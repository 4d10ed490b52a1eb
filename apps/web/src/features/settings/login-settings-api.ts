import {
  type ContactChannel,
  confirmContactChange,
  getAccountDetails,
  getCustomerDetails,
  getEmailAddress,
  startEmailAddressChange,
  startPhoneNumberChange,
  updateAccountDetails,
  updatePassword,
} from '@mijn/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint, contractMutation } from '../../lib/query/index.ts';

const screenHandled = { customErrorHandling: true };
/** Every answer that shows the person's phone number or e-mail address. */
const contactAnswers = [getAccountDetails, getEmailAddress, getCustomerDetails];

/** account/UpdateAccountDetails: the reply says whether the name is taken; the screen explains failures. */
export function useUpdateUsername() {
  return useMutation(
    contractMutation(updateAccountDetails, {
      input: (username: string) => ({ body: { username } }),
      options: screenHandled,
      invalidates: [getAccountDetails],
    }),
  );
}

/** Account/UpdatePassword with the current password; it ends every other session (decision 0018). */
export function useChangePassword() {
  return useMutation(
    contractMutation(updatePassword, {
      input: ({ password, currentPassword }: { password: string; currentPassword: string }) => ({
        body: { Password: password, CurrentPassword: currentPassword },
      }),
      options: screenHandled,
    }),
  );
}

/** Sends a code to a new phone number or e-mail address; nothing changes yet. */
export function useStartContactChange(channel: ContactChannel) {
  return useMutation({
    mutationFn: (address: string) =>
      channel === 'phone'
        ? callEndpoint(startPhoneNumberChange, { body: { phoneNumber: address } }, screenHandled)
        : callEndpoint(startEmailAddressChange, { body: { emailAddress: address } }, screenHandled),
  });
}

/**
 * The code of the new address applies the change. Its reply's access token (the e-mail confirmed) is
 * taken by the api client, as every reply's token is (spec §4 Token).
 */
export function useConfirmContactChange(channel: ContactChannel) {
  return useMutation(
    contractMutation(confirmContactChange, {
      input: (verificationCode: string) => ({ body: { channel, verificationCode } }),
      options: screenHandled,
      invalidates: contactAnswers,
    }),
  );
}
