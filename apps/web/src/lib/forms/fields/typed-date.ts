import { applyMask, type IsoDate, inputMasks, isIsoDate } from '@mijn/domain';

const dutchDate = /^(\d{1,2})[-/. ](\d{1,2})[-/. ](\d{4})$/;
const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date as people type it in the Netherlands, d-m-yyyy ('7-5-2026', '07/05/2026', '07.05.2026'),
 * or yyyy-mm-dd as a browser's autofill gives it -> the ISO day, or null when it is no real date.
 */
export function parseTypedDate(text: string): IsoDate | null {
  const trimmed = text.trim();
  if (isoDate.test(trimmed)) return isIsoDate(trimmed) ? trimmed : null;
  const match = dutchDate.exec(trimmed);
  if (!match) return null;
  const iso = `${match[3]}-${match[2]!.padStart(2, '0')}-${match[1]!.padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : null;
}

/**
 * What the contract receives of a typed date: the ISO day (the wire format, spec §7), or the text
 * itself when it is no date, so the contract's schema names the problem (required, invalid-date).
 */
export function typedDateToInput(text: string): string {
  return parseTypedDate(text) ?? text.trim();
}

const browserDate = /^\s*(\d{4})-(\d{2})-(\d{2})\s*$/;

/**
 * How a date field shows typing, through the mask dd-mm-jjjj (spec §5): a browser's yyyy-mm-dd is
 * turned round, '/', '.' and ' ' count as '-', and a day or month of one digit gets its 0 once its
 * dash is typed ('7-' -> '07-', '7/5/2026' -> '07-05-2026').
 */
export function typedDateShape(text: string): string {
  const fromBrowser = browserDate.exec(text);
  const dashed = fromBrowser
    ? `${fromBrowser[3]}-${fromBrowser[2]}-${fromBrowser[1]}`
    : text.replace(/[/. ]/g, '-');
  return applyMask(inputMasks.date, dashed.replace(/(^|-)(\d)(?=-)/g, '$10$2'));
}
