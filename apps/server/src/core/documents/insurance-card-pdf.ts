import type { DocumentBrand } from './brand.ts';
import { drawBrandMark, drawLetterhead } from './pdf-blocks.ts';
import { createPdf, dutchDate, type PdfBuilder } from './pdf-document.ts';
import { MARGIN } from './pdf-page.ts';
import { artifact, tag } from './pdf-tags.ts';

export interface CardInput {
  brand: DocumentBrand;
  card: { name: string; birthDate: string; policyNumber: string; uzoviCode: string };
  ehic: {
    lastName: string;
    givenNames: string;
    birthDate: string;
    personalIdentificationNumber: string;
    institutionIdentification: string;
    cardIdentificationNumber: string;
    expiryDate: string;
  } | null;
  compress?: boolean;
}

/** ID-1 card size (85.6 × 54 mm) drawn at twice its size so it reads well on screen. */
const CARD_WIDTH = 2 * 242.6;
const CARD_HEIGHT = 2 * 153;

const EU_BLUE = '#003399';
const EU_YELLOW = '#FFCC00';

/** A field of the card, label above value, read as one paragraph ("Naam F. El Amrani"). */
function cardRow({ doc, body }: PdfBuilder, x: number, y: number, label: string, value: string) {
  tag(doc, body, 'P', () => {
    doc.font('regular').fontSize(9).fillColor('#555f6b').text(label, x, y, { lineBreak: false });
    doc
      .font('bold')
      .fontSize(13)
      .fillColor('#1f2328')
      .text(value, x, y + 11, { lineBreak: false });
  });
}

/** The insurance card (front) and, for those with basic insurance, the EHIC (back), on one A4 page. */
export async function renderInsuranceCard(input: CardInput, createdOn: Date): Promise<Buffer> {
  const { brand, card, ehic } = input;
  // The card is printed in Dutch, the EHIC's field names those of its Dutch model.
  const builder = await createPdf(
    brand,
    { title: `Zorgpas ${card.name}`, language: 'nl', compress: input.compress },
    createdOn,
  );
  const { doc, body } = builder;
  drawLetterhead(builder, ehic ? 'Zorgpas en EHIC' : 'Zorgpas');
  const x = (doc.page.width - CARD_WIDTH) / 2;
  let y = doc.y + 6;

  artifact(doc, () => {
    doc.roundedRect(x, y, CARD_WIDTH, CARD_HEIGHT, 14).lineWidth(1).fillAndStroke('#ffffff', '#c5ccd3');
    doc
      .save()
      .roundedRect(x, y, CARD_WIDTH, 64, 14)
      .clip()
      .rect(x, y, CARD_WIDTH, 64)
      .fill(brand.colors.primary)
      .restore();
  });
  drawBrandMark(builder, x + 16, y + 12, 40, '#ffffff');
  cardRow(builder, x + 20, y + 84, 'Naam', card.name);
  cardRow(builder, x + 20, y + 126, 'Geboortedatum', dutchDate(card.birthDate));
  cardRow(builder, x + 20, y + 168, 'Polisnummer', card.policyNumber);
  cardRow(builder, x + 20, y + 210, 'UZOVI', card.uzoviCode);
  artifact(doc, () => {
    doc.rect(x, y + CARD_HEIGHT - 30, CARD_WIDTH, 16).fill(brand.colors.accent);
  });
  tag(doc, body, 'P', () => {
    doc
      .font('regular')
      .fontSize(9)
      .fillColor('#1f2328')
      .text(`Zorgpas · ${brand.phoneNumber} · ${brand.websiteUrl}`, x + 20, y + CARD_HEIGHT - 27, {
        lineBreak: false,
      });
  });

  if (ehic) {
    y += CARD_HEIGHT + 28;
    artifact(doc, () => {
      doc.roundedRect(x, y, CARD_WIDTH, CARD_HEIGHT, 14).fill(EU_BLUE);
      for (let star = 0; star < 12; star++) {
        const angle = (star / 12) * 2 * Math.PI;
        doc.circle(x + 48 + 26 * Math.cos(angle), y + 50 + 26 * Math.sin(angle), 3).fill(EU_YELLOW);
      }
    });
    tag(doc, body, 'H2', () => {
      doc
        .font('bold')
        .fontSize(13)
        .fillColor('#ffffff')
        .text('EUROPESE ZIEKTEVERZEKERINGSKAART', x + 96, y + 30, { width: CARD_WIDTH - 110 });
    });
    tag(doc, body, 'P', () => {
      doc
        .font('regular')
        .fontSize(9)
        .fillColor('#ffffff')
        .text('European Health Insurance Card · NL', x + 96, y + 64, { lineBreak: false });
    });
    artifact(doc, () => {
      doc.roundedRect(x + 14, y + 92, CARD_WIDTH - 28, CARD_HEIGHT - 106, 8).fill('#ffffff');
    });
    const rows: [string, string][] = [
      ['3 Naam', ehic.lastName],
      ['4 Voornamen', ehic.givenNames],
      ['5 Geboortedatum', dutchDate(ehic.birthDate)],
      ['6 Persoonlijk identificatienummer', ehic.personalIdentificationNumber],
      ['7 Identificatienummer instelling', ehic.institutionIdentification],
      ['8 Identificatienummer kaart', ehic.cardIdentificationNumber],
      ['9 Vervaldatum', dutchDate(ehic.expiryDate)],
    ];
    rows.forEach(([label, value], index) => {
      const rowY = y + 102 + index * 27;
      tag(doc, body, 'P', () => {
        doc
          .font('regular')
          .fontSize(8)
          .fillColor('#555f6b')
          .text(label, x + 26, rowY, { lineBreak: false });
        doc
          .font('bold')
          .fontSize(11)
          .fillColor('#1f2328')
          .text(value, x + 26, rowY + 10, { lineBreak: false });
      });
    });
  }
  doc.x = MARGIN;
  return builder.finish();
}
