import {
  contract,
  type LoginBody,
  type ResetPasswordBody,
  type ResetType,
  type ResetUsernameBody,
} from '@mijn/contract';
import { useMutation } from '@tanstack/react-query';
import { contractMutation } from '../../lib/query/index.ts';

// The screens explain these failures themselves (lib/errors screenError); 401/403 notices still apply.
const screenHandled = { customErrorHandling: true } as const;

export const useLogin = () =>
  useMutation(
    contractMutation(contract.account.login, {
      input: (body: LoginBody) => ({ body }),
      options: screenHandled,
    }),
  );

export const useResendCode = () =>
  useMutation(
    contractMutation(contract.account.resendVerificationCode, { input: () => ({}), options: screenHandled }),
  );

export const useValidateCode = () =>
  useMutation(
    contractMutation(contract.account.validateVerificationCode, {
      input: (verificationCode: string) => ({ body: { verificationCode } }),
      options: screenHandled,
    }),
  );

export const useValidateResetCode = () =>
  useMutation(
    contractMutation(contract.account.validateVerificationCodeResetFlow, {
      input: (body: { verificationCode: string; resetType: ResetType }) => ({ body }),
      options: screenHandled,
    }),
  );

export const useResetUsername = () =>
  useMutation(
    contractMutation(contract.account.resetUsername, {
      input: (body: ResetUsernameBody) => ({ body }),
      options: screenHandled,
    }),
  );

export const useResetPassword = () =>
  useMutation(
    contractMutation(contract.account.resetPassword, {
      input: (body: ResetPasswordBody) => ({ body }),
      options: screenHandled,
    }),
  );

/** Forgot flow: the reset token of the verified code is the bearer (decision 0007). */
export const useUpdatePassword = () =>
  useMutation(
    contractMutation(contract.account.updatePassword, {
      input: ({ password }: { password: string; resetToken: string }) => ({ body: { Password: password } }),
      options: ({ resetToken }) => ({ ...screenHandled, bearer: resetToken }),
    }),
  );

/** Login step 3 of spec §4: the login token of this attempt is the bearer. */
export const useUpdatePhoneNumber = () =>
  useMutation(
    contractMutation(contract.account.updatePhoneNumber, {
      input: ({ phoneNumber }: { phoneNumber: string; loginToken: string }) => ({ body: { phoneNumber } }),
      options: ({ loginToken }) => ({ ...screenHandled, bearer: loginToken }),
    }),
  );

/**
 * Ends the session on the server (decision 0018). The token travels as the variable because the
 * browser's session is cleared at once; keepalive lets the call finish while the page reloads. Its
 * failures change nothing for the user: the browser's session is gone either way.
 */
export const useEndServerSession = () =>
  useMutation(
    contractMutation(contract.account.logout, {
      input: (_accessToken: string) => ({}),
      options: (accessToken) => ({ ...screenHandled, bearer: accessToken, keepalive: true }),
    }),
  );
