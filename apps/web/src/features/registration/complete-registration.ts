import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { showPositiveNotice } from '../../lib/errors/index.ts';
import { paths } from '../../lib/paths.ts';
import { endRegistration } from './registration-store.ts';

/** Spec §4 Registration: after CreateAccount the user goes to login, told the account is ready. */
export function useCompleteRegistration() {
  const navigate = useNavigate();
  return useCallback(
    (username: string) => {
      endRegistration();
      showPositiveNotice({ key: 'registration:done', values: { username } }, 'registration-done');
      void navigate({ to: paths.login, replace: true });
    },
    [navigate],
  );
}
