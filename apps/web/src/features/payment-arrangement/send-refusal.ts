import { serverMessages } from '@mijn/contract';
import { ApiRequestError, refusedField } from '../../lib/errors/index.ts';
import type { ArrangementNotice } from './gate-popups.tsx';

/**
 * What the wizard does when the request is refused: show a rule at its field (400), ask whether
 * to replace a request that is waiting, tell why no arrangement can start now, or say it failed.
 * Keyed on the server texts of the contract (decision 0022).
 */
export type SendRefusal =
  | { kind: 'field'; path: string; message: string }
  | { kind: 'replace' }
  | { kind: 'notice'; notice: ArrangementNotice }
  | { kind: 'failed' };

const byMessage: Readonly<Record<string, SendRefusal>> = {
  [serverMessages.unprocessedPaymentArrangement]: { kind: 'replace' },
  [serverMessages.paymentArrangementInProcessing]: { kind: 'notice', notice: 'processing' },
  [serverMessages.paymentArrangementsDisabled]: { kind: 'notice', notice: 'disabled' },
};

export function sendRefusal(error: unknown): SendRefusal {
  const field = refusedField(error);
  if (field) return { kind: 'field', ...field };
  if (error instanceof ApiRequestError && error.status === 409) {
    return byMessage[error.body?.message ?? ''] ?? { kind: 'failed' };
  }
  return { kind: 'failed' };
}
