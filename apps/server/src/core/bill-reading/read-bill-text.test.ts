import { describe, expect, it } from 'vitest';
import { INVOICE_LINES } from '../readability/testing/sample-pdfs.ts';
import { mergeReadings, nothingRead, readBillText } from './read-bill-text.ts';

describe('readBillText', () => {
  it('reads the letterhead, the first treatment date and the total, never the birth date', () => {
    expect(readBillText(INVOICE_LINES.join('\n'))).toEqual({
      careType: 'physiotherapy',
      careProvider: 'Fysiotherapie De Linde',
      treatmentDate: '2026-10-14',
      amount: '77,00',
    });
  });

  it('reads thousands, euro signs and an English bill', () => {
    expect(
      readBillText(
        ['Dental Clinic Amsterdam', 'Date of service: 03/02/2026', 'Amount due € 1.234,50'].join('\n'),
      ),
    ).toEqual({
      careType: 'dental',
      careProvider: 'Dental Clinic Amsterdam',
      treatmentDate: '2026-02-03',
      amount: '1234,50',
    });
  });

  it('leaves out what is not clearly there: no total line, an impossible date, a bare "Factuur" heading', () => {
    expect(readBillText(['Factuur', 'Behandeling 31-02-2026', 'Zitting EUR 38,50'].join('\n'))).toEqual(
      nothingRead,
    );
    expect(readBillText('')).toEqual(nothingRead);
    expect(readBillText('Ha cal LOgNENEs Saat\nnt 7 ee')).toEqual(nothingRead);
  });

  it('takes each field from the first page that has it', () => {
    expect(
      mergeReadings([
        { careType: 'dental', careProvider: 'Tandarts Zuid', treatmentDate: null, amount: null },
        { careType: null, careProvider: 'Pagina 2', treatmentDate: '2026-11-02', amount: '61,00' },
      ]),
    ).toEqual({
      careType: 'dental',
      careProvider: 'Tandarts Zuid',
      treatmentDate: '2026-11-02',
      amount: '61,00',
    });
  });
});
