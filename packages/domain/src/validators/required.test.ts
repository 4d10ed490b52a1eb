import { describe, expect, it } from 'vitest';
import { validateChecked, validateRequired, validateRequiredNumber } from './required.ts';

describe('required validators', () => {
  it.each([
    ['x', null],
    ['', 'validators.required-field'],
    ['  ', 'validators.required-field'],
    [null, 'validators.required-field'],
    [undefined, 'validators.required-field'],
  ])('validateRequired(%s) -> %s', (value, expected) => {
    expect(validateRequired(value)).toBe(expected);
  });

  it.each([
    [0, null],
    [5, null],
    ['0', null],
    ['', 'validators.required-field'],
    [false, 'validators.required-field'],
    [null, 'validators.required-field'],
    [undefined, 'validators.required-field'],
  ])('validateRequiredNumber(%s) -> %s', (value, expected) => {
    expect(validateRequiredNumber(value)).toBe(expected);
  });

  it('requires a ticked box', () => {
    expect(validateChecked(true)).toBeNull();
    expect(validateChecked(false)).toBe('validators.no-confirmation');
  });
});
