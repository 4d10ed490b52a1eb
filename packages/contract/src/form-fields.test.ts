import { describe, expect, it } from 'vitest';
import { FormFieldsError, fromFormFields, MAX_FORM_LIST_INDEX, toFormFields } from './form-fields.ts';

describe('fromFormFields', () => {
  it('is the inverse of toFormFields', () => {
    const value = { Name: 'a', Transport: { Trips: [{ Date: '2026-01-01' }, { Date: '2026-01-02' }] } };
    expect(fromFormFields(toFormFields(value))).toEqual(value);
  });

  it.each([
    [
      'a value, then a list of the same name',
      [
        ['IsAbroad', 'true'],
        ['IsAbroad[0]', 'x'],
      ],
    ],
    [
      'a value, then a group of the same name',
      [
        ['IsAbroad', 'true'],
        ['IsAbroad.Country', 'x'],
      ],
    ],
    [
      'a list, then a group of the same name',
      [
        ['Trips[0]', 'x'],
        ['Trips.Date', 'x'],
      ],
    ],
    [
      'a group, then a value of the same name',
      [
        ['Abroad.Country', 'BE'],
        ['Abroad', 'x'],
      ],
    ],
    ['a list at the top', [['[0]', 'x']]],
    ['an index beyond any form', [[`Trips[${MAX_FORM_LIST_INDEX + 1}].Date`, 'x']]],
  ] as [string, [string, string][]][])('refuses %s', (_, fields) => {
    expect(() => fromFormFields(fields)).toThrow(FormFieldsError);
  });

  it('leaves out prototype keys', () => {
    expect(fromFormFields([['__proto__.polluted', 'x']])).toEqual({});
  });
});
