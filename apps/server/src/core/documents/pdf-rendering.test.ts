import { describe, expect, it } from 'vitest';
import { type PdfStructure, pdfStructure } from '../../test/pdf-structure.ts';
import type { DocumentBrand } from './brand.ts';
import { renderInsuranceCard } from './insurance-card-pdf.ts';
import { type LetterInput, renderLetter } from './letter-pdf.ts';
import { renderPolicyConditions } from './policy-conditions-pdf.ts';

const brand: DocumentBrand = {
  code: 'ble',
  brandName: 'Blauwe Lelie Zorg',
  shortName: 'Blauwe Lelie',
  uzoviCode: '9103',
  colors: { primary: '#3F3A8C', primaryDark: '#2A2663', accent: '#5FA8D3' },
  phoneNumber: '088-9103000',
  email: 'service@blauwelelie.example',
  websiteUrl: 'https://www.blauwelelie.example',
};
const on = new Date('2026-03-02T08:00:00Z');

/**
 * The window of a DL or C5 window envelope, in millimetres from the sheet's top-left corner
 * (decision 0088): written out here, so a change of the letter's layout cannot move it along.
 */
const WINDOW = { left: 20, top: 50, right: 20 + 85, bottom: 50 + 40 };

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

const letter = (overrides: Partial<LetterInput> = {}) =>
  renderLetter(
    {
      brand,
      title: 'Polisblad 2026',
      publicationDate: '2026-01-02',
      recipient: { name: 'F. El Amrani', addressLines: ['Lelieweg 3', '2511 AB Den Haag'] },
      details: [['Polisnummer', '910300000201']],
      paragraphs: ['Beste Fatima,', 'Hierbij uw polisblad.'],
      table: { header: ['Uw verzekeringen in 2026', 'Soort'], rows: [['Basis', 'Basisverzekering']] },
      ...overrides,
    },
    on,
  );

/** Enough paragraphs to run a letter onto a second page. */
const longBody = Array.from(
  { length: 16 },
  (_, index) =>
    `Alinea ${index + 1}. Wij hebben uw declaratie ontvangen en beoordeeld. Hieronder leest u wat wij vergoeden en waarom, en wat u kunt doen als u het er niet mee eens bent.`,
);

/** PDF/UA basics: tagged with a structure tree on every page, the language, the title shown. */
function expectAccessiblePdf(pdf: PdfStructure, title: string, language: string) {
  expect(pdf.language).toBe(language);
  expect(pdf.marked).toBe(true);
  expect(pdf.displayDocTitle).toBe(true);
  expect(pdf.title).toBe(title);
  expect(pdf.pdfUaPart).toBe('1');
  for (const page of pdf.pages) {
    expect(page.roles).toContain('Document');
    expect(page.untaggedOperations).toBe(0);
  }
}

/** The sender's details and "Pagina n van m" at the foot of every page. */
function expectFooterOnEveryPage(pdf: PdfStructure, pageWord: [string, string]) {
  const [page, of] = pageWord;
  pdf.pages.forEach(({ text }, index) => {
    expect(text).toContain(`${page} ${index + 1} ${of} ${pdf.pages.length}`);
    expect(text).toContain('Blauwe Lelie Zorg · Postbus 9103, 2500 HC Den Haag · UZOVI 9103');
    expect(text).toMatch(/IBAN NL\d\d INGB \d{4} \d{4} \d{2} · 088-9103000 · service@blauwelelie\.example/);
  });
}

describe('a letter', () => {
  it('puts the return line and the address in the envelope window', async () => {
    const pdf = await pdfStructure(
      await letter({
        recipient: {
          attention: 'Aan de ouder(s)/verzorger(s) van',
          name: 'L. de Vries',
          addressLines: ['Lelieweg 3', '2511 AB Den Haag'],
        },
      }),
    );
    const first = pdf.pages[0]!;
    const lines = [
      'Blauwe Lelie Zorg · Postbus 9103, 2500 HC Den Haag',
      'Aan de ouder(s)/verzorger(s) van',
      'L. de Vries',
      'Lelieweg 3',
      '2511 AB Den Haag',
    ];
    for (const line of lines) {
      const box = first.boxes.find((candidate) => candidate.text === line);
      expect(box, line).toBeDefined();
      expect(box!.left).toBeGreaterThanOrEqual(WINDOW.left);
      expect(box!.right).toBeLessThanOrEqual(WINDOW.right);
      expect(box!.top).toBeGreaterThanOrEqual(WINDOW.top);
      expect(box!.bottom).toBeLessThanOrEqual(WINDOW.bottom);
    }
    // Nothing else shows through the window.
    const inWindow = first.boxes.filter(
      (box) => box.top < WINDOW.bottom && box.bottom > WINDOW.top && box.left < WINDOW.right,
    );
    expect(inWindow.map((box) => box.text)).toEqual(lines);
  });

  it('of two pages, in Dutch: tagged PDF/UA in nl-NL, page numbers and the footer on each page', async () => {
    const pdf = await pdfStructure(
      await letter({ title: 'Besluit op uw declaratie D1', paragraphs: longBody }),
    );
    expect(pdf.pages).toHaveLength(2);
    expectAccessiblePdf(pdf, 'Besluit op uw declaratie D1', 'nl-NL');
    expectFooterOnEveryPage(pdf, ['Pagina', 'van']);
    expect(pdf.pages[0]?.roles).toEqual(expect.arrayContaining(['H1', 'P']));
    expect(pdf.pages.flatMap((page) => page.roles)).toEqual(expect.arrayContaining(['Table', 'TH', 'TD']));
    expect(pdf.pages[0]?.text).toContain('Datum 02-01-2026');
  });

  it('in English declares en-GB and numbers its pages in English', async () => {
    const pdf = await pdfStructure(
      await letter({ title: 'Decision on claim D1', paragraphs: longBody, language: 'en' }),
    );
    expectAccessiblePdf(pdf, 'Decision on claim D1', 'en-GB');
    expectFooterOnEveryPage(pdf, ['Page', 'of']);
    expect(pdf.pages[0]?.text).toContain('Date 02-01-2026');
    expect(pdf.pages.at(-1)?.text).toContain('Kind regards,');
  });

  it('prints each footer line whole, also for the label with the longest contact details', async () => {
    const longest: DocumentBrand = {
      code: 'pve',
      brandName: 'Polderveste Zorg',
      shortName: 'Polderveste',
      uzoviCode: '9105',
      colors: { primary: '#2E6B1F', primaryDark: '#1E4914', accent: '#E8B90F' },
      phoneNumber: '088-9105000',
      email: 'zorgservice@polderveste.example',
      websiteUrl: 'https://www.polderveste.example',
    };
    const pdf = await pdfStructure(await letter({ brand: longest }));
    const reach = pdf.pages[0]?.boxes.find((box) => box.text.startsWith('IBAN'));
    expect(reach?.text).toMatch(
      / · 088-9105000 · zorgservice@polderveste\.example · www\.polderveste\.example$/,
    );
  });

  it('gives the same bytes for the same input', async () => {
    expect((await letter()).equals(await letter())).toBe(true);
  });
});

describe('the other documents on the same base', () => {
  it('the insurance card with the EHIC: one tagged page in Dutch with the footer, the same bytes each time', async () => {
    const bytes = await card();
    const pdf = await pdfStructure(bytes);
    expect(pdf.pages).toHaveLength(1);
    expectAccessiblePdf(pdf, 'Zorgpas F. El Amrani', 'nl-NL');
    expectFooterOnEveryPage(pdf, ['Pagina', 'van']);
    expect(pdf.pages[0]?.text).toContain('Polisnummer 910300000201');
    // The back named as the EU names it in Dutch, as the card screen does.
    expect(pdf.pages[0]?.text).toContain('EUROPESE ZIEKTEVERZEKERINGSKAART');
    expect(pdf.pages[0]?.text).not.toMatch(/ZIEKTEKOSTEN/);
    expect((await card()).equals(bytes)).toBe(true);
  });

  it('policy conditions: one tagged page in Dutch with the footer', async () => {
    const pdf = await pdfStructure(
      await renderPolicyConditions(
        {
          brand,
          title: 'Polisvoorwaarden Basis 2026',
          kind: 'policyConditions',
          product: { code: 'MB-NATURA', name: 'Basis', type: 'MB' },
          year: 2026,
        },
        on,
      ),
    );
    expect(pdf.pages).toHaveLength(1);
    expectAccessiblePdf(pdf, 'Polisvoorwaarden Basis 2026', 'nl-NL');
    expectFooterOnEveryPage(pdf, ['Pagina', 'van']);
  });
});
