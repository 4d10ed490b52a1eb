import { useLocation, useNavigate, useSearch } from '@tanstack/react-router';
import { readIdinFlow } from '../../lib/session/index.ts';
import { returnFromBank } from './api.ts';
import { failureDestination } from './idin-outcome.ts';
import { IdinWaiting } from './idin-waiting.tsx';
import { useRunOnce } from './run-once.ts';

interface ReturnSearch {
  code?: string;
  state?: string;
  session_state?: string;
  error?: string;
  error_description?: string;
}

/**
 * callback/iDin: the bank sent the browser back. The server checks the state, takes the identity and
 * names the callback page to open next, which reads ?sessionId= (spec §2).
 */
export function IdinReturnScreen() {
  const navigate = useNavigate();
  const search = useSearch({ strict: false }) as ReturnSearch;
  const { pathname } = useLocation();

  useRunOnce(() => {
    const callbackUrl = `${window.location.origin}${pathname}`;
    returnFromBank({
      ...(search.code === undefined ? {} : { code: search.code }),
      ...(search.state === undefined ? {} : { state: search.state }),
      ...(search.session_state === undefined ? {} : { session_state: search.session_state }),
      ...(search.error === undefined ? {} : { error: search.error }),
      ...(search.error_description === undefined ? {} : { error_description: search.error_description }),
      callbackUrl,
    }).then(
      (reply) => void navigate({ href: reply.callbackPath, replace: true }),
      (error: unknown) => {
        const { to } = failureDestination(error, readIdinFlow());
        void navigate({ to, replace: true });
      },
    );
  });

  return <IdinWaiting />;
}
