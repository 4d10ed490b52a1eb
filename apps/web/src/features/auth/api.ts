import { contract, type LoginBody } from '@mijn/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

// The screens explain these failures themselves (lib/errors screenError); 401/403 notices still apply.
const screenHandled = { customErrorHandling: true } as const;

export const useLogin = () =>
  useMutation({ mutationFn: (body: LoginBody) => api(contract.account.login, { body }, screenHandled) });

export const useResendCode = () =>
  useMutation({ mutationFn: () => api(contract.account.resendVerificationCode, undefined, screenHandled) });

export const useValidateCode = () =>
  useMutation({
    mutationFn: (verificationCode: string) =>
      api(contract.account.validateVerificationCode, { body: { verificationCode } }, screenHandled),
  });
