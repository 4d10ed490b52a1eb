import { describe, expect, it } from 'vitest';
import { pdfText } from '../../test/pdf-text.ts';
import type { DocumentBrand } from './brand.ts';
import { renderInsuranceCard } from './insurance-card-pdf.ts';

const brand: DocumentBrand = {
  code: 'default',
  brandName: 'Zorgzaam Zorgverzekeringen',
  shortName: 'Zorgzaam',
  uzoviCode: '9101',
  colors: { primary: '#0B5E55', primaryDark: '#07403A', accent: '#F2A900' },
  phoneNumber: '088-9101000',
  email: 'service@zorgzaam.example',
  websiteUrl: 'https://www.zorgzaam.example',
};

describe('the insurance card PDF', () => {
  it('names the back of the card as the EU names it in Dutch, as the card screen does', async () => {
    const pdf = await renderInsuranceCard(
      {
        brand,
        card: {
          name: 'J. de Vries',
          birthDate: '1980-03-14',
          policyNumber: '910100000101',
          uzoviCode: '9101',
        },
        ehic: {
          lastName: 'de Vries',
          givenNames: 'Jan',
          birthDate: '1980-03-14',
          personalIdentificationNumber: '999900019',
          institutionIdentification: '9101 - Zorgzaam Zorgverzekeringen',
          cardIdentificationNumber: '80528910100000101000',
          expiryDate: '2026-12-31',
        },
      },
      new Date('2026-03-02T08:00:00Z'),
    );
    const { text } = await pdfText(pdf);
    expect(text).toContain('EUROPESE ZIEKTEVERZEKERINGSKAART');
    expect(text).not.toMatch(/ZIEKTEKOSTEN/);
  });
});
