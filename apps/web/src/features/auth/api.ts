import {
  contract,
  type LoginBody,
  type ResetPasswordBody,
  type ResetType,
  type ResetUsernameBody,
} from '@mijn/contract';
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

export const useValidateResetCode = () =>
  useMutation({
    mutationFn: (body: { verificationCode: string; resetType: ResetType }) =>
      api(contract.account.validateVerificationCodeResetFlow, { body }, screenHandled),
  });

export const useResetUsername = () =>
  useMutation({
    mutationFn: (body: ResetUsernameBody) => api(contract.account.resetUsername, { body }, screenHandled),
  });

export const useResetPassword = () =>
  useMutation({
    mutationFn: (body: ResetPasswordBody) => api(contract.account.resetPassword, { body }, screenHandled),
  });

/** Forgot flow: the reset token of the verified code is the bearer (decision 0007). */
export const useUpdatePassword = () =>
  useMutation({
    mutationFn: ({ password, resetToken }: { password: string; resetToken: string }) =>
      api(
        contract.account.updatePassword,
        { body: { Password: password } },
        { ...screenHandled, bearer: resetToken },
      ),
  });

/** Login step 3 of spec §4: the login token of this attempt is the bearer. */
export const useUpdatePhoneNumber = () =>
  useMutation({
    mutationFn: ({ phoneNumber, loginToken }: { phoneNumber: string; loginToken: string }) =>
      api(
        contract.account.updatePhoneNumber,
        { body: { phoneNumber } },
        { ...screenHandled, bearer: loginToken },
      ),
  });

/**
 * Ends the session on the server (decision 0018). The token travels as the variable because the
 * browser's session is cleared at once; keepalive lets the call finish while the page reloads. Its
 * failures change nothing for the user: the browser's session is gone either way.
 */
export const useEndServerSession = () =>
  useMutation({
    mutationFn: (accessToken: string) =>
      api(contract.account.logout, undefined, {
        ...screenHandled,
        bearer: accessToken,
        keepalive: true,
      }),
  });
