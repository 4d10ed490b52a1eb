import {
  logout,
  type ResetPasswordBody,
  type ResetType,
  type ResetUsernameBody,
  resendVerificationCode,
  resetPassword,
  resetUsername,
  updatePassword,
  validateVerificationCode,
  validateVerificationCodeResetFlow,
} from '@mijn/contract';
import { useMutation } from '@tanstack/react-query';
import { contractMutation } from '../../lib/query/index.ts';
import { screenHandled } from './screen-handled.ts';

export const useResendCode = () =>
  useMutation(contractMutation(resendVerificationCode, { input: () => ({}), options: screenHandled }));

export const useValidateCode = () =>
  useMutation(
    contractMutation(validateVerificationCode, {
      input: (verificationCode: string) => ({ body: { verificationCode } }),
      options: screenHandled,
    }),
  );

export const useValidateResetCode = () =>
  useMutation(
    contractMutation(validateVerificationCodeResetFlow, {
      input: (body: { verificationCode: string; resetType: ResetType }) => ({ body }),
      options: screenHandled,
    }),
  );

export const useResetUsername = () =>
  useMutation(
    contractMutation(resetUsername, {
      input: (body: ResetUsernameBody) => ({ body }),
      options: screenHandled,
    }),
  );

export const useResetPassword = () =>
  useMutation(
    contractMutation(resetPassword, {
      input: (body: ResetPasswordBody) => ({ body }),
      options: screenHandled,
    }),
  );

/** Forgot flow: the reset token of the verified code is the bearer (decision 0007). */
export const useUpdatePassword = () =>
  useMutation(
    contractMutation(updatePassword, {
      input: ({ password }: { password: string; resetToken: string }) => ({ body: { Password: password } }),
      options: ({ resetToken }) => ({ ...screenHandled, bearer: resetToken }),
    }),
  );

/**
 * Ends the session on the server (decision 0018). The token travels as the variable because the
 * browser's session is cleared at once; keepalive lets the call finish while the page reloads. Its
 * failures change nothing for the user: the browser's session is gone either way.
 */
export const useEndServerSession = () =>
  useMutation(
    contractMutation(logout, {
      input: (_accessToken: string) => ({}),
      options: (accessToken) => ({ ...screenHandled, bearer: accessToken, keepalive: true }),
    }),
  );
