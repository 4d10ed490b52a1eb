import { type LoginBody, login } from '@mijn/contract';
import { useMutation } from '@tanstack/react-query';
import { contractMutation } from '../../lib/query/index.ts';
import { screenHandled } from './screen-handled.ts';

/** Apart from api.ts: the login page comes with the entry, the other auth screens' calls do not. */
export const useLogin = () =>
  useMutation(
    contractMutation(login, {
      input: (body: LoginBody) => ({ body }),
      options: screenHandled,
    }),
  );
