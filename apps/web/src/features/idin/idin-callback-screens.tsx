import type { IdinFlow } from '@mijn/contract';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { clearNews } from '../../components/news-banner/index.ts';
import { paths } from '../../lib/paths.ts';
import {
  clearIdinClientCode,
  completeLogin,
  readIdinClientCode,
  readIdinFlow,
} from '../../lib/session/index.ts';
import { processAuthentication, processError, processIdentification } from './api.ts';
import { failureDestination } from './idin-outcome.ts';
import { IdinWaiting } from './idin-waiting.tsx';
import { useRunOnce } from './run-once.ts';

type Outcome = 'authentication' | 'identification' | 'abort' | 'error';

const flowOf: Record<Outcome, IdinFlow | null> = {
  authentication: 1,
  identification: 0,
  abort: null,
  error: null,
};

function process(outcome: Outcome, sessionId: string): Promise<{ accessToken: string } | null> {
  // An empty client code lets the server answer its own 'Missing client code' (spec §8).
  const clientCode = readIdinClientCode() ?? '';
  switch (outcome) {
    case 'authentication':
      return processAuthentication(sessionId, clientCode);
    case 'identification':
      return processIdentification(sessionId, clientCode);
    case 'abort':
    case 'error':
      return processError(sessionId).then(() => null);
  }
}

/** One callback page of spec §2: it reads ?sessionId=, processes it and logs in or explains. */
function IdinCallback({ outcome }: { outcome: Outcome }) {
  const navigate = useNavigate();
  const { sessionId } = useSearch({ strict: false }) as { sessionId?: string };

  useRunOnce(() => {
    const flow = flowOf[outcome] ?? readIdinFlow();
    process(outcome, sessionId ?? '').then(
      (reply) => {
        clearIdinClientCode();
        if (reply === null) {
          void navigate({ to: paths.login, replace: true });
          return;
        }
        clearNews();
        completeLogin(reply.accessToken);
        void navigate({ to: paths.home, replace: true });
      },
      (error: unknown) => {
        const { to } = failureDestination(error, flow);
        void navigate({ to, replace: true });
      },
    );
  });

  return <IdinWaiting />;
}

export const IdinAuthenticationCallback = () => <IdinCallback outcome="authentication" />;
export const IdinRegisterCallback = () => <IdinCallback outcome="identification" />;
export const IdinAbortCallback = () => <IdinCallback outcome="abort" />;
export const IdinErrorCallback = () => <IdinCallback outcome="error" />;
