import type { AccountPurpose } from '@mijn/contract';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../http/http-error.ts';
import { type AgreementState, changeabilityOf } from './changeability.ts';
import { type ChangeContext, judgeChange } from './judge-change.ts';
import { termOptions } from './term-options.ts';

const jans = 'NL69INGB0004718237';
const newIban = 'NL91ABNA0417164300';
const monthly = 20_000;

const state: AgreementState = {
  paymentMethod: 'DirectDebit',
  mandatoryDirectDebit: false,
  hasEnded: false,
  hasPaymentDeficit: false,
};

function context(
  overrides: { state?: Partial<AgreementState>; context?: Partial<ChangeContext> } = {},
): ChangeContext {
  const today = overrides.context?.today ?? '2026-03-09';
  const changeability = changeabilityOf({ ...state, ...overrides.state });
  const agreement: ChangeContext['agreement'] = {
    paymentMethod: overrides.state?.paymentMethod ?? state.paymentMethod,
    premiumIban: jans,
    reimbursementIban: jans,
    excessIban: jans,
    excessPaymentMethod: 'DirectDebit',
  };
  return {
    agreement,
    paymentTerm: 1,
    pending: null,
    changeability,
    termOptions: termOptions({
      currentTerm: 1,
      termChangeability: changeability.paymentTerm,
      today,
      // Premiums of 2026 are known; 2027's are not until 1 November.
      monthlyPremiumIn: (year) => (year === 2026 ? monthly : null),
    }).options,
    mandates: { premium: { isValid: true }, excess: { isValid: true } },
    digitalPost: true,
    hasEmailAddress: true,
    today,
    ...overrides.context,
  };
}

/** A change as the contract's schema hands it over; the tables below are read-only. */
type Sent = Parameters<typeof judgeChange>[0];

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return { status: error.statusCode, body: error.toBody() };
    throw error;
  }
  throw new Error('not refused');
};

describe('judgeChange: when a change starts (spec §9)', () => {
  it.each([
    ['2026-03-09', 'iDeal', 1, '2026-04-01'],
    ['2026-03-10', 'iDeal', 1, '2026-05-01'],
    ['2026-03-09', 'DirectDebit', 3, '2026-04-01'],
    ['2026-03-10', 'DirectDebit', 3, '2026-07-01'],
    ['2026-05-20', 'Mail', 6, '2026-07-01'],
  ] as const)(
    'made on %s: %s every %i months starts on %s',
    (today, paymentMethod, paymentTerm, startsOn) => {
      const plan = judgeChange(
        { agreementId: 1, paymentMethod, paymentTerm, directDebitAuthorisation: false },
        context({ context: { today } }),
      );
      expect(plan.scheduled).toEqual({ startsOn, paymentMethod, paymentTermMonths: paymentTerm });
    },
  );

  it('schedules nothing, and clears a waiting change, when method and term stay as they are', () => {
    const pending = {
      startsOn: '2026-04-01',
      paymentMethod: 'iDeal' as const,
      paymentTermMonths: 1 as const,
    };
    const plan = judgeChange(
      { agreementId: 1, paymentMethod: 'DirectDebit', paymentTerm: 1, directDebitAuthorisation: false },
      context({ context: { pending } }),
    );
    expect(plan.scheduled).toBeNull();
  });

  it('keeps a waiting change, first day and all, when the method and term are left out', () => {
    const pending = { startsOn: '2026-04-01', paymentMethod: 'Mail' as const, paymentTermMonths: 3 as const };
    const plan = judgeChange(
      {
        agreementId: 1,
        newAccount: { iban: newIban, purposes: ['reimbursement'] },
        directDebitAuthorisation: false,
      },
      context({ context: { pending, today: '2026-03-20' } }),
    );
    expect(plan.scheduled).toEqual(pending);
    expect(plan.changedAccounts).toEqual([{ purpose: 'reimbursement', iban: newIban }]);
  });
});

/** An agreement whose excess bills are paid by post, with no account on file for them. */
const noExcessAccount: Partial<ChangeContext> = {
  agreement: {
    paymentMethod: 'DirectDebit',
    premiumIban: jans,
    reimbursementIban: jans,
    excessIban: null,
    excessPaymentMethod: 'Mail',
  },
};

describe('judgeChange: refusals (spec §4, §5)', () => {
  it.each([
    [
      'a term change with a payment deficit',
      { hasPaymentDeficit: true },
      { paymentTerm: 3 },
      'The payment term cannot be changed while premium is owed',
    ],
    [
      'a yearly term before next year is known',
      {},
      { paymentTerm: 12 },
      'This payment term cannot be chosen yet',
    ],
    [
      'another method when the employer pays',
      { paymentMethod: 'BOR' },
      { paymentMethod: 'DirectDebit' },
      'The premium is paid by the employer',
    ],
    [
      'another term when an intermediary collects',
      { paymentMethod: 'TPS' },
      { paymentTerm: 3 },
      'The premium is paid through an intermediary',
    ],
    [
      'iDEAL where the collectivity requires direct debit',
      { mandatoryDirectDebit: true },
      { paymentMethod: 'iDeal' },
      'The collectivity requires payment by direct debit',
    ],
    [
      'anything on an ended agreement',
      { hasEnded: true },
      { newAccount: { iban: newIban, purposes: ['reimbursement'] } },
      'The agreement has ended',
    ],
  ] as const)('refuses %s with 409', (_, stateChange, change, message) => {
    const outcome = refusal(() =>
      judgeChange(
        { agreementId: 1, directDebitAuthorisation: false, ...(change as Partial<Sent>) },
        context({ state: stateChange }),
      ),
    );
    expect(outcome).toMatchObject({ status: 409, body: { message } });
  });

  it.each([
    [
      'BOR chosen by the customer',
      { paymentMethod: 'BOR' },
      {},
      'body.paymentMethod',
      'validators.invalid-input',
    ],
    [
      'a new account to debit without the authorisation',
      { newAccount: { iban: newIban, purposes: ['premium'] } },
      {},
      'body.directDebitAuthorisation',
      'validators.no-confirmation',
    ],
    [
      'a direct debit from an account without a valid mandate, unauthorised',
      { paymentMethod: 'DirectDebit' },
      { mandates: { premium: { isValid: false }, excess: { isValid: true } } },
      'body.directDebitAuthorisation',
      'validators.no-confirmation',
    ],
    [
      'a direct debit without any account',
      { paymentMethodExcess: 'DirectDebit', directDebitAuthorisation: true },
      noExcessAccount,
      'body.newAccount.iban',
      'validators.required-field',
    ],
    [
      'a direct debit from none of the accounts, a new one given for another purpose',
      {
        paymentMethodExcess: 'DirectDebit',
        newAccount: { iban: newIban, purposes: ['reimbursement'] },
        directDebitAuthorisation: true,
      },
      noExcessAccount,
      'body.newAccount.purposes',
      'validators.account-purpose-required',
    ],
  ] as const)('refuses %s at its field', (_, change, contextChange: Partial<ChangeContext>, path, key) => {
    const outcome = refusal(() =>
      judgeChange(
        { agreementId: 1, directDebitAuthorisation: false, ...(change as Partial<Sent>) },
        context({ context: contextChange }),
      ),
    );
    expect(outcome).toMatchObject({ status: 400, body: { fields: [{ path, key }] } });
  });

  it('refuses iDEAL for someone on paper post without an e-mail address, who cannot get digital post', () => {
    const outcome = refusal(() =>
      judgeChange(
        { agreementId: 1, paymentMethod: 'iDeal', directDebitAuthorisation: false },
        context({ context: { digitalPost: false, hasEmailAddress: false } }),
      ),
    );
    expect(outcome).toMatchObject({
      status: 400,
      body: { message: 'An e-mail address is required for digital post' },
    });
  });

  it('lets a defaulter change the method, the account and back to the current term, just not the term', () => {
    const plan = judgeChange(
      {
        agreementId: 1,
        paymentMethod: 'Mail',
        paymentTerm: 1,
        newAccount: { iban: newIban, purposes: ['reimbursement'] },
        directDebitAuthorisation: false,
      },
      context({ state: { hasPaymentDeficit: true } }),
    );
    expect(plan.scheduled?.paymentMethod).toBe('Mail');
  });
});

describe('judgeChange: what saving does', () => {
  /** Saving a new account for some purposes, on Jan's agreement (every purpose on his account). */
  const saving = (iban: string, purposes: AccountPurpose[], directDebitAuthorisation = true) =>
    judgeChange({ agreementId: 1, newAccount: { iban, purposes }, directDebitAuthorisation }, context());

  it('signs a mandate for a new account the premium is debited from, and confirms the changed accounts', () => {
    const plan = saving(newIban, ['premium']);
    expect(plan.mandates).toEqual([{ purpose: 'premium', iban: newIban }]);
    expect(plan.agreementUpdate).toEqual({ premiumIban: newIban });
    expect(plan.changedAccounts).toEqual([{ purpose: 'premium', iban: newIban }]);
  });

  it.each([
    [
      ['premium', 'reimbursement', 'excess'],
      ['premium', 'excess'],
    ],
    [
      ['premium', 'excess'],
      ['premium', 'excess'],
    ],
    [['reimbursement', 'excess'], ['excess']],
    [['reimbursement'], []],
  ] as const)(
    'gives the new account to exactly the purposes %j, signing mandates for the debits %j',
    (purposes, debits) => {
      const plan = saving(newIban, [...purposes]);
      const columns = { premium: 'premiumIban', reimbursement: 'reimbursementIban', excess: 'excessIban' };
      expect(plan.agreementUpdate).toEqual(
        Object.fromEntries(purposes.map((purpose) => [columns[purpose], newIban])),
      );
      expect(plan.changedAccounts.map((account) => account.purpose)).toEqual(purposes);
      expect(plan.mandates).toEqual(debits.map((purpose) => ({ purpose, iban: newIban })));
    },
  );

  it('counts an account already on file as no change', () => {
    const plan = saving(jans, ['reimbursement'], false);
    expect(plan.agreementUpdate).toEqual({});
    expect(plan.changedAccounts).toEqual([]);
  });

  it('signs a mandate for the account on file when a direct debit starts without a valid one', () => {
    const plan = judgeChange(
      { agreementId: 1, paymentMethod: 'DirectDebit', directDebitAuthorisation: true },
      context({
        state: { paymentMethod: 'Mail' },
        context: { mandates: { premium: { isValid: false }, excess: { isValid: true } } },
      }),
    );
    expect(plan.mandates).toEqual([{ purpose: 'premium', iban: jans }]);
    expect(plan.scheduled?.paymentMethod).toBe('DirectDebit');
  });

  it('turns the post digital when iDEAL is chosen by someone on paper post (spec §4)', () => {
    const plan = judgeChange(
      { agreementId: 1, paymentMethodExcess: 'iDeal', directDebitAuthorisation: false },
      context({ context: { digitalPost: false } }),
    );
    expect(plan.convertToDigitalPost).toBe(true);
    expect(plan.agreementUpdate).toEqual({ excessPaymentMethod: 'iDeal' });
  });
});
