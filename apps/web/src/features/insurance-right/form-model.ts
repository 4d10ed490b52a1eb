import type { InsuranceRightFields } from '@mijn/contract';
import { asksLastDutchIncome, type LastDutchIncome } from '@mijn/domain';
import { type YesNo, yesNoToBoolean } from '../../lib/forms/index.ts';

/** What the form holds, with the contract's field names so a refused field's path is a form path. */
export interface InsuranceRightValues extends Record<string, unknown> {
  HasDutchIncome: YesNo;
  HasBenefit: YesNo;
  HasOtherIncome: YesNo;
  IsSelfEmployed: YesNo;
  LastDutchIncome: LastDutchIncome | '';
}

/** The questions in the order the form asks them (spec §3). */
export const incomeQuestions = ['HasDutchIncome', 'HasBenefit', 'HasOtherIncome', 'IsSelfEmployed'] as const;

export const initialInsuranceRightValues: InsuranceRightValues = {
  HasDutchIncome: '',
  HasBenefit: '',
  HasOtherIncome: '',
  IsSelfEmployed: '',
  LastDutchIncome: '',
};

/**
 * Whether the form asks the last Dutch income: once income, benefit and self-employed are answered
 * and none is yes (spec §5); while any is unanswered it waits.
 */
export function showsLastDutchIncome(values: InsuranceRightValues): boolean {
  const { HasDutchIncome, HasBenefit, IsSelfEmployed } = values;
  if ([HasDutchIncome, HasBenefit, IsSelfEmployed].includes('')) return false;
  return asksLastDutchIncome({
    hasDutchIncome: HasDutchIncome === 'yes',
    hasBenefit: HasBenefit === 'yes',
    hasOtherIncome: values.HasOtherIncome === 'yes',
    isSelfEmployed: IsSelfEmployed === 'yes',
  });
}

/** What is sent: the four answers, and the last Dutch income only while it is asked. */
export function toInsuranceRightFields(values: InsuranceRightValues): InsuranceRightFields {
  const answers = {
    HasDutchIncome: yesNoToBoolean(values.HasDutchIncome),
    HasBenefit: yesNoToBoolean(values.HasBenefit),
    HasOtherIncome: yesNoToBoolean(values.HasOtherIncome),
    IsSelfEmployed: yesNoToBoolean(values.IsSelfEmployed),
  };
  return showsLastDutchIncome(values) ? { ...answers, LastDutchIncome: values.LastDutchIncome } : answers;
}
