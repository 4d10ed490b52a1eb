import { type ScreenError, type ScreenFlow, screenError } from '../errors/index.ts';
import { PasskeyPromptError } from './prompt-error.ts';

/** What a passkey screen says after a failure; a closed prompt is said calmly, not as an error. */
export interface PasskeyFailure {
  message: ScreenError | null;
  tone: 'negative' | 'info';
}

export const noPasskeyFailure: PasskeyFailure = { message: null, tone: 'negative' };

export function passkeyFailure(
  flow: ScreenFlow,
  error: unknown,
  values?: Record<string, string | number>,
): PasskeyFailure {
  if (!(error instanceof PasskeyPromptError))
    return { message: screenError(flow, error, values), tone: 'negative' };
  return {
    message: { key: `errors:passkey.prompt-${error.outcome}`, followUp: null },
    tone: error.outcome === 'cancelled' ? 'info' : 'negative',
  };
}
