import { describe, expect, it } from 'vitest';
import { formatDate, formatEuro, formatLongDate, formatNumber, formatTime } from './format.ts';
import { changeLanguage } from './i18n.ts';

// Intl puts a narrow no-break space in some outputs; compare on plain spaces.
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('format', () => {
  it('shows euro cents in Dutch notation', () => {
    expect(plain(formatEuro(123456))).toBe('€ 1.234,56');
    expect(plain(formatEuro(38500))).toBe('€ 385,00');
    expect(plain(formatEuro(-125))).toBe('€ -1,25');
  });

  it('formats numbers and dates nl-NL', () => {
    expect(formatNumber(1234567.5)).toBe('1.234.567,5');
    expect(formatDate('1980-03-14')).toBe('14-03-1980');
    expect(formatTime(new Date(2026, 0, 5, 9, 5))).toBe('09:05');
  });

  it('writes long dates in the current language, day before month in both', async () => {
    expect(formatLongDate('1980-03-14')).toBe('14 maart 1980');
    await changeLanguage('en-US');
    expect(formatLongDate('1980-03-14')).toBe('14 March 1980');
  });

  it('keeps the numeric date day-month-year in English, as the date fields take it', async () => {
    await changeLanguage('en-US');
    expect(formatDate('1980-03-14')).toBe('14-03-1980');
  });
});
