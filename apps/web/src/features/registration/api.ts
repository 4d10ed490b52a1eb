import {
  createAccount,
  type IsValidBody,
  isValid,
  sendActivationCode,
  sendVerificationCode,
  updatePhoneNumber,
  validateActivationCode,
} from '@mijn/contract';
import { useMutation } from '@tanstack/react-query';
import type { ApiOptions } from '../../lib/api-client.ts';
import { contractMutation } from '../../lib/query/index.ts';
import type { Registration } from './registration-store.ts';

/** Every later step carries the registration token of CreateAccount/IsValid (decision 0007). */
const asRegistration = ({ registration }: { registration: Registration }): ApiOptions => ({
  customErrorHandling: true,
  bearer: registration.registrationToken,
});

export const useCheckAgreement = () =>
  useMutation(
    contractMutation(isValid, {
      input: (body: IsValidBody) => ({ body }),
      options: { customErrorHandling: true },
    }),
  );

export const useSendActivationCode = () =>
  useMutation(
    contractMutation(sendActivationCode, {
      input: ({ registration, email }: { registration: Registration; email: string }) => ({
        body: { email, customerNumber: registration.customerNumber },
      }),
      options: asRegistration,
    }),
  );

export const useValidateActivationCode = () =>
  useMutation(
    contractMutation(validateActivationCode, {
      input: ({ email, code }: { registration: Registration; email: string; code: string }) => ({
        body: { email, code },
      }),
      options: asRegistration,
    }),
  );

export const useSendVerificationCode = () =>
  useMutation(
    contractMutation(sendVerificationCode, {
      input: (_registration: Registration) => ({}),
      options: (registration) => asRegistration({ registration }),
    }),
  );

export const useUpdateRegistrationPhone = () =>
  useMutation(
    contractMutation(updatePhoneNumber, {
      input: ({ phoneNumber }: { registration: Registration; phoneNumber: string }) => ({
        body: { phoneNumber },
      }),
      options: asRegistration,
    }),
  );

export const useCreateAccount = () =>
  useMutation(
    contractMutation(createAccount, {
      input: ({
        registration,
        verificationCode,
      }: {
        registration: Registration;
        verificationCode: string;
      }) => ({
        body: {
          username: registration.username ?? '',
          password: registration.password ?? '',
          verificationCode,
        },
      }),
      options: asRegistration,
    }),
  );
