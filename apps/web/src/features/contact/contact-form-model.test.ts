import { ContactFormFields } from '@mijn/contract';
import { describe, expect, it } from 'vitest';
import { initialContactValues, subjectFrom, toContactRequest } from './contact-form-model.ts';

const values = (change: Partial<ReturnType<typeof initialContactValues>> = {}) => ({
  ...initialContactValues('12345678', 'invoice'),
  Question: 'Waarom is mijn premie hoger?',
  ...change,
});

describe('toContactRequest', () => {
  it.each([
    [
      'an invoice question with its number',
      values({ ExtraData: [{ Value: ' 2026-000123 ' }] }),
      [{ Key: 'InvoiceNumber', Value: '2026-000123' }],
    ],
    ['an invoice question without a number', values(), undefined],
    [
      'a policy question with its number',
      values({ Subject: 'policy', ExtraData: [{ Value: '123456789012' }] }),
      [{ Key: 'PolicyNumber', Value: '123456789012' }],
    ],
    [
      'a reference left over from another subject',
      values({ Subject: 'other', ExtraData: [{ Value: '2026-000123' }] }),
      undefined,
    ],
  ])('sends %s', (_case, input, extraData) => {
    expect(toContactRequest(input).ExtraData).toEqual(extraData);
  });
});

describe('the contact form rules (the contract schema on what the form sends)', () => {
  const issues = (input: ReturnType<typeof values>) =>
    ContactFormFields.safeParse(toContactRequest(input)).error?.issues.map((issue) => [
      issue.path.join('.'),
      issue.message,
    ]) ?? [];

  it.each([
    ['a complete question', values(), []],
    ['no subject chosen', values({ Subject: '' }), [['Subject', 'validators.required-field']]],
    ['an empty question', values({ Question: '  ' }), [['Question', 'validators.required-field']]],
    [
      'a policy number of 11 digits',
      values({ Subject: 'policy', ExtraData: [{ Value: '12345678901' }] }),
      [['ExtraData.0.Value', 'validators.policy-number']],
    ],
    [
      'a claim number with a space',
      values({ Subject: 'claim', ExtraData: [{ Value: 'D 123' }] }),
      [['ExtraData.0.Value', 'validators.contact-reference']],
    ],
    ['a claim number as printed', values({ Subject: 'claim', ExtraData: [{ Value: 'D-2026-0042' }] }), []],
  ])('%s', (_case, input, expected) => {
    expect(issues(input)).toEqual(expected);
  });
});

describe('subjectFrom', () => {
  it.each([
    [{ onderwerp: 'claim' }, 'claim'],
    [{ onderwerp: 'cats' }, ''],
    [{}, ''],
    [null, ''],
  ])('reads %j as %j', (search, subject) => {
    expect(subjectFrom(search)).toBe(subject);
  });
});
