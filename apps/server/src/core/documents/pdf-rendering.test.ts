import { describe, expect, it } from 'vitest';
import type { DocumentBrand } from './brand.ts';
import { renderInsuranceCard } from './insurance-card-pdf.ts';
import { renderLetter } from './letter-pdf.ts';
import { renderPolicyConditions } from './policy-conditions-pdf.ts';

const brand: DocumentBrand = {
  code: 'ble',
  brandName: 'Blauwe Lelie Zorg',
  uzoviCode: '9103',
  colors: { primary: '#3F3A8C', primaryDark: '#2A2663', accent: '#5FA8D3' },
  phoneNumber: '088-9103000',
  email: 'service@blauwelelie.example',
  websiteUrl: 'https://www.blauwelelie.example',
};
const on = new Date('2026-03-02T08:00:00Z');

const card = () =>
  renderInsuranceCard(
    {
      brand,
      card: {
        name: 'F. El Amrani',
        birthDate: '1990-05-01',
        policyNumber: '910300000201',
        uzoviCode: '9103',
      },
      ehic: {
        lastName: 'El Amrani',
        givenNames: 'Fatima',
        birthDate: '1990-05-01',
        personalIdentificationNumber: '999900109',
        institutionIdentification: '9103 - Blauwe Lelie Zorg',
        cardIdentificationNumber: '80528910300000201000',
        expiryDate: '2026-12-31',
      },
    },
    on,
  );

/** One page, a PDF header and trailer, and the title and author in the document information. */
function expectOnePagePdf(pdf: Buffer, title: string) {
  const text = pdf.toString('latin1');
  expect(text.startsWith('%PDF-1.')).toBe(true);
  expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  expect(text).toContain('/Count 1');
  expect(text).toContain(`(${title})`);
  expect(text).toContain('(Blauwe Lelie Zorg)');
  expect(text).toContain('/FontFile2');
}

describe('generated PDFs', () => {
  it('draws the insurance card with the EHIC on one page, the same bytes for the same input', async () => {
    const pdf = await card();
    expectOnePagePdf(pdf, 'Zorgpas F. El Amrani');
    expect((await card()).equals(pdf)).toBe(true);
  });

  it('draws a letter with a table on one page', async () => {
    const pdf = await renderLetter(
      {
        brand,
        title: 'Polisblad 2026',
        publicationDate: '2026-01-02',
        recipient: { name: 'F. El Amrani', addressLines: ['Lelieweg 3', '1234AB Leiden'] },
        details: [['Polisnummer', '910300000201']],
        paragraphs: ['Beste Fatima,', 'Hierbij uw polisblad.'],
        table: { header: ['Uw verzekeringen in 2026', 'Soort'], rows: [['Basis', 'Basisverzekering']] },
      },
      on,
    );
    expectOnePagePdf(pdf, 'Polisblad 2026');
  });

  it('draws policy conditions on one page', async () => {
    const pdf = await renderPolicyConditions(
      {
        brand,
        title: 'Polisvoorwaarden Basis 2026',
        kind: 'policyConditions',
        product: { code: 'MB-NATURA', name: 'Basis', type: 'MB' },
        year: 2026,
      },
      on,
    );
    expectOnePagePdf(pdf, 'Polisvoorwaarden Basis 2026');
  });
});
