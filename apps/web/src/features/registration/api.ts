import { contract, type IsValidBody } from '@mijn/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import type { Registration } from './registration-store.ts';

/** Every later step carries the registration token of CreateAccount/IsValid (decision 0007). */
const asRegistration = (registration: Registration) =>
  ({ customErrorHandling: true, bearer: registration.registrationToken }) as const;

export const useCheckAgreement = () =>
  useMutation({
    mutationFn: (body: IsValidBody) =>
      api(contract.createAccount.isValid, { body }, { customErrorHandling: true }),
  });

export const useSendActivationCode = () =>
  useMutation({
    mutationFn: ({ registration, email }: { registration: Registration; email: string }) =>
      api(
        contract.createAccount.sendActivationCode,
        { body: { email, customerNumber: registration.customerNumber } },
        asRegistration(registration),
      ),
  });

export const useValidateActivationCode = () =>
  useMutation({
    mutationFn: ({
      registration,
      email,
      code,
    }: {
      registration: Registration;
      email: string;
      code: string;
    }) =>
      api(
        contract.createAccount.validateActivationCode,
        { body: { email, code } },
        asRegistration(registration),
      ),
  });

export const useSendVerificationCode = () =>
  useMutation({
    mutationFn: (registration: Registration) =>
      api(contract.createAccount.sendVerificationCode, undefined, asRegistration(registration)),
  });

export const useUpdateRegistrationPhone = () =>
  useMutation({
    mutationFn: ({ registration, phoneNumber }: { registration: Registration; phoneNumber: string }) =>
      api(contract.account.updatePhoneNumber, { body: { phoneNumber } }, asRegistration(registration)),
  });

export const useCreateAccount = () =>
  useMutation({
    mutationFn: ({
      registration,
      verificationCode,
    }: {
      registration: Registration;
      verificationCode: string;
    }) =>
      api(
        contract.createAccount.createAccount,
        {
          body: {
            username: registration.username ?? '',
            password: registration.password ?? '',
            verificationCode,
          },
        },
        asRegistration(registration),
      ),
  });
