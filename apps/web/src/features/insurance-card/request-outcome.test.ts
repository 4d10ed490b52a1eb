import { describe, expect, it } from 'vitest';
import { requestOutcome } from './request-outcome.ts';

const result = (accepted: string[], denied: string[], inactive: string[] = []) => ({
  isSuccessful: accepted.length > 0,
  acceptedAgreementNumbers: accepted,
  deniedAgreementNumbers: denied,
  inactiveCustomerNumbers: inactive,
  expectedDeliveryDate: null,
});

describe('requestOutcome', () => {
  it.each([
    [result(['1'], []), 'accepted'],
    [result(['1'], ['2']), 'partially-accepted'],
    [result(['1'], [], ['c2']), 'partially-accepted'],
    [result([], ['2']), 'denied'],
    [result([], ['2'], ['c3']), 'denied'],
    [result([], [], ['c3']), 'inactive'],
  ])('%j is %s', (input, outcome) => {
    expect(requestOutcome(input)).toBe(outcome);
  });
});
