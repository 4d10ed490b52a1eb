import { describe, expect, it } from 'vitest';
import { typedBirthDateToWire, validateTypedBirthDate } from './typed-birth-date.ts';
import { parseTypedDate, typedDateShape } from './typed-date.ts';

describe('typed birth dates', () => {
  it('places the dashes while typing digits', () => {
    const typed = [...'17051990'].reduce((text, digit) => typedDateShape(text + digit), '');
    expect(typed).toBe('17-05-1990');
    expect(typedDateShape('17-0')).toBe('17-0');
    expect(typedDateShape('17-05-19901')).toBe('17-05-1990');
  });

  it('reads other separators as dashes, gives a day or month of one digit its 0, and turns a browser date round', () => {
    expect(typedDateShape('7-')).toBe('07-');
    expect(typedDateShape('7-5-1990')).toBe('07-05-1990');
    expect(typedDateShape('17/05/1990')).toBe('17-05-1990');
    expect(typedDateShape('17.5.1990')).toBe('17-05-1990');
    expect(typedDateShape('1990-05-17')).toBe('17-05-1990');
    expect(typedDateShape('17 mei 1990')).toBe('17-19-90');
  });

  it('reads day-month-year and sends year/month/day (spec §9)', () => {
    expect(parseTypedDate('17-05-1990')).toBe('1990-05-17');
    expect(parseTypedDate('7/5/1990')).toBe('1990-05-07');
    expect(parseTypedDate('31-02-1990')).toBeNull();
    expect(typedBirthDateToWire('17-05-1990')).toBe('1990/05/17');
    expect(typedBirthDateToWire('7/5/1990')).toBe('1990/05/07');
  });

  it('validates as spec §5 says', () => {
    expect(validateTypedBirthDate('', '2026-05-17')).toBe('validators.required-field');
    expect(validateTypedBirthDate('32-01-1990', '2026-05-17')).toBe('validators.invalid-date');
    expect(validateTypedBirthDate('18-05-2026', '2026-05-17')).toBe('validators.date-in-future');
    expect(validateTypedBirthDate('31-12-1899', '2026-05-17')).toBe('validators.birth-date-too-early');
    expect(validateTypedBirthDate('17-05-1990', '2026-05-17')).toBeNull();
  });
});
