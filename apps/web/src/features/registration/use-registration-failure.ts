import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import {
  registrationFailures,
  type ScreenError,
  type ScreenFlow,
  screenError,
  showNegativeNotice,
} from '../../lib/errors/index.ts';
import { paths } from '../../lib/paths.ts';
import { endRegistration } from './registration-store.ts';

/**
 * Spec §8 Registration: 'Account already exists' goes to login with its message; a registration that
 * ended (or lost its data) starts again. Anything else stays on the step, answered here.
 */
export function useRegistrationFailure(onRestart: (message: ScreenError) => void) {
  const navigate = useNavigate();
  return useCallback(
    (error: unknown, flow: ScreenFlow = registrationFailures): ScreenError | null => {
      const outcome = screenError(flow, error);
      if (outcome?.followUp === 'login') {
        endRegistration();
        showNegativeNotice(outcome, 'registration-to-login');
        void navigate({ to: paths.login });
        return null;
      }
      if (outcome?.followUp === 'restart' && outcome.key !== 'errors:verification.code-expired') {
        endRegistration();
        onRestart(outcome);
        return null;
      }
      return outcome;
    },
    [navigate, onRestart],
  );
}
