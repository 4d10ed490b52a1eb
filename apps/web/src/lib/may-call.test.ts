import { contract } from '@mijn/contract';
import { describe, expect, it } from 'vitest';
import { mayCall } from './may-call.ts';

const user = (...permissions: string[]) => ({ permissions }) as Parameters<typeof mayCall>[0];

describe('mayCall', () => {
  it('allows public calls to anyone, and nothing else without a user', () => {
    expect(mayCall(null, contract.news.beforeAuthorization)).toBe(true);
    expect(mayCall(null, contract.account.getAccountDetails)).toBe(false);
  });

  it('allows a permission-code call only when the token carries the code', () => {
    expect(mayCall(user('r-dec'), contract.declaration.getDeclarations)).toBe(true);
    expect(mayCall(user('r-ins'), contract.declaration.getDeclarations)).toBe(false);
  });

  it('never counts a flow token as the user’s: those steps are called by their own screens', () => {
    expect(mayCall(user('r-dec'), contract.account.validateVerificationCode)).toBe(false);
    expect(mayCall(user('r-dec'), contract.createAccount.createAccount)).toBe(false);
    expect(mayCall(user('r-dec'), contract.account.updatePhoneNumber)).toBe(false);
  });

  it('allows a call with alternative bearers through the session one the user holds', () => {
    expect(mayCall(user('u-pw'), contract.account.updatePassword)).toBe(true);
    expect(mayCall(user('r-dec'), contract.account.updatePassword)).toBe(false);
  });
});
