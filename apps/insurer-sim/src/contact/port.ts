import type { InsurerPort } from '@mijn/insurer';
import type { InsurerDeps } from '../deps.ts';
import { defaultDelays } from '../simulated-delays.ts';
import { sendQuestion } from './send-question.ts';

export function contactPort({ db, delays = defaultDelays }: InsurerDeps): InsurerPort['contact'] {
  return {
    sendQuestion: (input) => sendQuestion({ db, answerDelaySeconds: delays.contactAnswerSeconds }, input),
  };
}
