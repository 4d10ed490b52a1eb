import { serverMessages } from '@mijn/contract';
import { validatorMessages } from '@mijn/domain';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../lib/errors/index.ts';
import { sendRefusal } from './send-refusal.ts';

const reply = (statusCode: number, message: string, fields?: { path: string; key: string }[]) =>
  new ApiRequestError(statusCode, { statusCode, error: 'x', message, ...(fields ? { fields } : {}) });

describe('what the wizard does with a refused request', () => {
  it.each<[string, unknown, ReturnType<typeof sendRefusal>]>([
    [
      'a rule at its field',
      reply(400, 'body.numberOfTerms: x', [
        { path: 'body.numberOfTerms', key: validatorMessages.arrangementTermTooLow },
      ]),
      { kind: 'field', path: 'numberOfTerms', message: validatorMessages.arrangementTermTooLow },
    ],
    ['a waiting request: ask', reply(409, serverMessages.unprocessedPaymentArrangement), { kind: 'replace' }],
    [
      'a request being processed',
      reply(409, serverMessages.paymentArrangementInProcessing),
      { kind: 'notice', notice: 'processing' },
    ],
    [
      'arrangements disabled',
      reply(409, serverMessages.paymentArrangementsDisabled),
      { kind: 'notice', notice: 'disabled' },
    ],
    ['another conflict', reply(409, 'Something else'), { kind: 'failed' }],
    ['an unknown invoice', reply(404, serverMessages.invoiceNotFound), { kind: 'failed' }],
    ['no answer at all', new TypeError('Failed to fetch'), { kind: 'failed' }],
  ])('%s', (_what, error, expected) => {
    expect(sendRefusal(error)).toEqual(expected);
  });
});
