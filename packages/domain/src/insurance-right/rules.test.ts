import { describe, expect, it } from 'vitest';
import { asksLastDutchIncome, type InsuranceRightAnswers, insuranceRightOutcomeOf } from './rules.ts';

const none: InsuranceRightAnswers = {
  hasDutchIncome: false,
  hasBenefit: false,
  hasOtherIncome: false,
  isSelfEmployed: false,
};

describe('the insurance-right check', () => {
  it.each<[string, Partial<InsuranceRightAnswers>, boolean, 'confirmed' | 'not-confirmed']>([
    ['a cross-border worker with Dutch income', { hasDutchIncome: true }, false, 'confirmed'],
    ['a Dutch benefit', { hasBenefit: true }, false, 'confirmed'],
    ['self-employed in the Netherlands', { isSelfEmployed: true }, false, 'confirmed'],
    ['Dutch income and other income', { hasDutchIncome: true, hasOtherIncome: true }, false, 'confirmed'],
    ['a benefit and self-employed', { hasBenefit: true, isSelfEmployed: true }, false, 'confirmed'],
    ['only other income', { hasOtherIncome: true }, true, 'not-confirmed'],
    ['no income at all', {}, true, 'not-confirmed'],
  ])('%s: asks the last Dutch income %s, %s', (_case, answers, asks, outcome) => {
    const given = { ...none, ...answers };
    expect(asksLastDutchIncome(given)).toBe(asks);
    expect(insuranceRightOutcomeOf(given)).toBe(outcome);
  });
});
