import { describe, expect, it } from 'vitest';
import { formatDateTyping, typedBirthDateToWire, validateTypedBirthDate } from './typed-birth-date.ts';
import { parseTypedDate } from './typed-date.ts';

describe('typed birth dates', () => {
  it('places the dashes while typing digits', () => {
    const typed = [...'17051990'].reduce((text, digit) => formatDateTyping(text + digit), '');
    expect(typed).toBe('17-05-1990');
    expect(formatDateTyping('17-0')).toBe('17-0');
    expect(formatDateTyping('17-05-19901')).toBe('17-05-1990');
  });

  it('leaves dates typed with their own separators alone', () => {
    expect(formatDateTyping('7-5-1990')).toBe('7-5-1990');
    expect(formatDateTyping('17/05/1990')).toBe('17/05/1990');
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
