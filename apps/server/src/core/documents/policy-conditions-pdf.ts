import type { DocumentBrand } from './brand.ts';
import { drawField, drawLetterhead, drawParagraphs } from './pdf-blocks.ts';
import { createPdf } from './pdf-document.ts';

export interface ConditionsInput {
  brand: DocumentBrand;
  /** "Polisvoorwaarden ..." or "Dekkingsoverzicht ...". */
  title: string;
  kind: 'policyConditions' | 'coverOverview';
  product: { code: string; name: string; type: string };
  year: number;
  compress?: boolean;
}

const TYPE_NAMES: Record<string, string> = {
  MB: 'Basisverzekering',
  AP: 'Aanvullende verzekering',
  XA: 'Aanvullende verzekering',
  AE: 'Aanvullende verzekering',
  KL: 'Aanvullende verzekering',
  ER: 'Aanvullende verzekering',
  TA: 'Tandartsverzekering',
  OW: 'Vrijwillig eigen risico',
};

/** A summary of the policy conditions or cover overview of one product for one year. */
export async function renderPolicyConditions(input: ConditionsInput, createdOn: Date): Promise<Buffer> {
  const { brand, product } = input;
  // The conditions are the insurer's Dutch text.
  const builder = await createPdf(
    brand,
    { title: input.title, language: 'nl', compress: input.compress },
    createdOn,
  );
  drawLetterhead(builder, input.title);
  drawField(builder, 'Product', product.name);
  drawField(builder, 'Soort', TYPE_NAMES[product.type] ?? product.type);
  drawField(builder, 'Productcode', product.code);
  drawField(builder, 'Geldig', `1 januari ${input.year} tot en met 31 december ${input.year}`);
  builder.doc.moveDown(1);
  const paragraphs =
    input.kind === 'policyConditions'
      ? [
          `Deze samenvatting hoort bij de polisvoorwaarden ${input.year} van ${product.name} van ${brand.brandName}. De volledige voorwaarden gaan voor bij verschil.`,
          'U hebt recht op vergoeding van zorg die in deze voorwaarden staat, als die zorg doelmatig is en is verleend door een zorgverlener die daarvoor bevoegd is.',
          'Declaraties dient u in binnen 3 jaar na de behandeling. Bewaar de originele nota 1 jaar.',
          'Voor de basisverzekering geldt een verplicht eigen risico van € 385 per kalenderjaar voor verzekerden van 18 jaar en ouder.',
        ]
      : [
          `Dit dekkingsoverzicht laat zien wat ${product.name} in ${input.year} vergoedt. De polisvoorwaarden bepalen uw rechten.`,
          'Vergoedingen gelden per verzekerde per kalenderjaar, tenzij anders vermeld.',
          `Vragen? Bel ${brand.phoneNumber} of kijk op ${brand.websiteUrl}.`,
        ];
  drawParagraphs(builder, paragraphs);
  return builder.finish();
}
