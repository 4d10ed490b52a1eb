import { describe, expect, it } from 'vitest';
import { InsuranceRightFields } from './insurance-right.ts';

const worker = { HasDutchIncome: true, HasBenefit: false, HasOtherIncome: false, IsSelfEmployed: false };
const noDutchSource = { ...worker, HasDutchIncome: false };

/** The paths and messages of the issues the fields get, or [] when they pass. */
const issuesOf = (fields: unknown) => {
  const result = InsuranceRightFields.safeParse(fields);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('InsuranceRightFields', () => {
  it.each<[string, Record<string, unknown>, string[][]]>([
    ['a cross-border worker', worker, []],
    [
      'multipart text',
      { HasDutchIncome: 'true', HasBenefit: 'false', HasOtherIncome: 'false', IsSelfEmployed: 'false' },
      [],
    ],
    ['a Dutch benefit', { ...noDutchSource, HasBenefit: true }, []],
    ['self-employed', { ...noDutchSource, IsSelfEmployed: true }, []],
    ['no Dutch source with the last Dutch income', { ...noDutchSource, LastDutchIncome: 'benefit' }, []],
    [
      'only other income with the last Dutch income',
      { ...noDutchSource, HasOtherIncome: true, LastDutchIncome: 'employed' },
      [],
    ],
    [
      'no Dutch source without the last Dutch income',
      noDutchSource,
      [['LastDutchIncome', 'validators.required-field']],
    ],
    [
      'no Dutch source, the last Dutch income empty',
      { ...noDutchSource, LastDutchIncome: '' },
      [['LastDutchIncome', 'validators.required-field']],
    ],
    [
      'the last Dutch income while Dutch income applies',
      { ...worker, LastDutchIncome: 'employed' },
      [['LastDutchIncome', 'validators.invalid-input']],
    ],
    [
      'an unknown last Dutch income',
      { ...noDutchSource, LastDutchIncome: 'pension' },
      [['LastDutchIncome', 'validators.required-field']],
    ],
  ])('%s', (_case, fields, issues) => {
    expect(issuesOf(fields)).toEqual(issues);
  });

  it.each(['HasDutchIncome', 'HasBenefit', 'HasOtherIncome', 'IsSelfEmployed'])(
    'needs an answer to %s, and then does not judge the last Dutch income',
    (field) => {
      const issues = issuesOf({ ...noDutchSource, [field]: '' });
      expect(issues.map(([path]) => path)).toEqual([field]);
      expect(issuesOf({ ...noDutchSource, [field]: 'maybe' }).map(([path]) => path)).toEqual([field]);
    },
  );
});
