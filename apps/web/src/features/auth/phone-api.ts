import { updatePhoneNumber } from '@mijn/contract';
import { useMutation } from '@tanstack/react-query';
import { contractMutation } from '../../lib/query/index.ts';
import { screenHandled } from './screen-handled.ts';

/**
 * Login step 3 of spec §4: the login token of this attempt is the bearer. Apart from api.ts because
 * the phone rules (libphonenumber) load with the phone step, not with the login page.
 */
export const useUpdatePhoneNumber = () =>
  useMutation(
    contractMutation(updatePhoneNumber, {
      input: ({ phoneNumber }: { phoneNumber: string; loginToken: string }) => ({ body: { phoneNumber } }),
      options: ({ loginToken }) => ({ ...screenHandled, bearer: loginToken }),
    }),
  );
