import { InsuranceRightFields } from '@mijn/contract';
import { describe, expect, it } from 'vitest';
import {
  type InsuranceRightValues,
  initialInsuranceRightValues,
  showsLastDutchIncome,
  toInsuranceRightFields,
} from './form-model.ts';

const answered = (values: Partial<InsuranceRightValues>): InsuranceRightValues => ({
  ...initialInsuranceRightValues,
  HasDutchIncome: 'no',
  HasBenefit: 'no',
  HasOtherIncome: 'no',
  IsSelfEmployed: 'no',
  ...values,
});

describe('the insurance-right form', () => {
  it.each<[string, Partial<InsuranceRightValues>, boolean]>([
    ['nothing answered yet', initialInsuranceRightValues, false],
    ['all no', {}, true],
    ['all no but other income', { HasOtherIncome: 'yes' }, true],
    ['other income unanswered, the rest no', { HasOtherIncome: '' }, true],
    ['Dutch income', { HasDutchIncome: 'yes' }, false],
    ['a benefit', { HasBenefit: 'yes' }, false],
    ['self-employed', { IsSelfEmployed: 'yes' }, false],
    ['self-employed not yet answered', { IsSelfEmployed: '' }, false],
  ])('%s: asks the last Dutch income %s', (_case, values, shown) => {
    expect(showsLastDutchIncome(answered(values))).toBe(shown);
  });

  it('sends the last Dutch income only while it is asked, so the contract accepts what the form shows', () => {
    const lastIncome = answered({ LastDutchIncome: 'self-employed' });
    expect(toInsuranceRightFields(lastIncome)).toEqual({
      HasDutchIncome: false,
      HasBenefit: false,
      HasOtherIncome: false,
      IsSelfEmployed: false,
      LastDutchIncome: 'self-employed',
    });
    // Chosen, then a later answer made it moot: it is left out.
    const worker = answered({ HasDutchIncome: 'yes', LastDutchIncome: 'employed' });
    expect(toInsuranceRightFields(worker)).not.toHaveProperty('LastDutchIncome');
    for (const values of [lastIncome, worker]) {
      expect(InsuranceRightFields.safeParse(toInsuranceRightFields(values)).success).toBe(true);
    }
    expect(InsuranceRightFields.safeParse(toInsuranceRightFields(answered({}))).success).toBe(false);
  });
});
