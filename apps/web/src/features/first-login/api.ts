import {
  declineDigitalPopUp,
  getEmailAddress,
  signTermsOfAgreement,
  updateContactDetails,
  updatePassword,
} from '@mijn/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { callEndpoint, contractMutation, contractQuery } from '../../lib/query/index.ts';
import { adoptReplyToken } from './save-token.ts';

export type DigitalPostChoice = 'digital' | 'paper';

/** The address the account knows, confirmed or not (account/getEmailAddress). */
export function useEmailAddress() {
  return useQuery(contractQuery(getEmailAddress));
}

/** Saves the e-mail address (account/UpdateContactDetails); the reply's token clears the popup's flag. */
export function useSaveEmailAddress() {
  return useMutation({
    ...contractMutation(updateContactDetails, {
      input: (emailAddress: string) => ({ body: { emailAddress } }),
    }),
    onSuccess: adoptReplyToken,
  });
}

/** Digital post chosen (account/UpdateContactDetails) or declined (account/decline-digital-pop-up). */
export function useChooseDigitalPost() {
  return useMutation({
    mutationFn: (choice: DigitalPostChoice) =>
      choice === 'digital'
        ? callEndpoint(updateContactDetails, { body: { digitalPost: true } })
        : callEndpoint(declineDigitalPopUp, {}),
    onSuccess: adoptReplyToken,
  });
}

/** Accepts the terms and the privacy statement (Account/SignTermsOfAgreement). */
export function useSignTerms() {
  return useMutation({
    ...contractMutation(signTermsOfAgreement, { input: () => ({}) }),
    onSuccess: adoptReplyToken,
  });
}

/** Replaces the temporary password, the current one asked again; the screen explains failures. */
export function changeTemporaryPasswordMutation() {
  return contractMutation(updatePassword, {
    input: ({ password, currentPassword }: { password: string; currentPassword: string }) => ({
      body: { Password: password, CurrentPassword: currentPassword },
    }),
    options: { customErrorHandling: true },
  });
}
