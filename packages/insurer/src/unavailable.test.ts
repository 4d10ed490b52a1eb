import { describe, expect, it } from 'vitest';
import { InsurerUnavailable } from './unavailable.ts';

describe('InsurerUnavailable', () => {
  it('names the operation and keeps the cause, without the input', () => {
    const cause = new Error('connect ECONNREFUSED 127.0.0.1:8081');
    const error = new InsurerUnavailable('policies.activeNumber', { cause });
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      name: 'InsurerUnavailable',
      operation: 'policies.activeNumber',
      message: 'The insurer did not answer policies.activeNumber',
      cause,
    });
  });
});
