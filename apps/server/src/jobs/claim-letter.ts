import { formalName, formatCents } from '@mijn/domain';
import type { Judgement } from '../core/claims/adjudicate.ts';
import type { DocumentBrand } from '../core/documents/brand.ts';
import { type LetterInput, renderLetter } from '../core/documents/letter-pdf.ts';
import { dutchDate } from '../core/documents/pdf-document.ts';
import { salutation } from '../core/documents/salutation.ts';
import type { customers } from '../db/schema.ts';

export interface ClaimLetterInput {
  brand: DocumentBrand;
  insured: typeof customers.$inferSelect;
  declarationId: string;
  policyNumber: string | null;
  receivedDate: string;
  handledOn: string;
  judgement: Judgement;
  payee: { name: string; iban: string } | null;
}

const euro = (cents: number) => formatCents(cents).replace(/\u00a0/g, ' ');
const ibanEnding = (iban: string) => `**${iban.slice(-4)}`;

/** The letter that tells the insured how a claim was handled: the split, the payout and why. */
export function claimLetter(input: ClaimLetterInput): LetterInput {
  const { insured, judgement } = input;
  const house = [insured.houseNumber, insured.houseNumberAddition].filter(Boolean).join('');
  const paragraphs = [
    salutation(insured, input.handledOn),
    `Wij hebben uw declaratie ${input.declarationId} van ${dutchDate(input.receivedDate)} afgehandeld. Hieronder ziet u per behandeling wat u declareerde en hoe wij het bedrag hebben verdeeld.`,
  ];
  if (judgement.payOutCents > 0 && input.payee) {
    paragraphs.push(
      `Wij maken ${euro(judgement.payOutCents)} over naar rekening ${ibanEnding(input.payee.iban)} ten name van ${input.payee.name}. Het geld staat binnen enkele werkdagen op de rekening.`,
    );
  } else {
    paragraphs.push('Wij betalen van deze declaratie niets uit.');
  }
  if (judgement.excessCents > 0) {
    paragraphs.push(
      `Van uw eigen risico is ${euro(judgement.excessCents)} verrekend; dat bedrag betaalt u zelf.`,
    );
  }
  if (judgement.gvsCents > 0) {
    paragraphs.push(`Uw eigen bijdrage voor geneesmiddelen (GVS) is ${euro(judgement.gvsCents)}.`);
  }
  if (judgement.rejectionReason) paragraphs.push(judgement.rejectionReason);
  paragraphs.push('Klopt er iets niet? Neem dan binnen 6 weken contact met ons op.');
  const rows: [string, string][] = judgement.activities.map((activity) => [
    `${dutchDate(activity.date)}  ${activity.description}`,
    euro(activity.declaredCents),
  ]);
  rows.push(
    ['Gedeclareerd', euro(judgement.declaredCents)],
    ['Eigen risico', euro(judgement.excessCents)],
    ['Eigen bijdrage geneesmiddelen (GVS)', euro(judgement.gvsCents)],
    ['Niet vergoed', euro(judgement.notCoveredCents)],
    ['Vergoed', euro(judgement.compensatedCents)],
  );
  const details: [string, string][] = [
    ['Klantnummer', insured.customerNumber],
    ['Declaratienummer', input.declarationId],
  ];
  if (input.policyNumber) details.push(['Polisnummer', input.policyNumber]);
  return {
    brand: input.brand,
    title: 'Afhandeling declaratie',
    publicationDate: input.handledOn,
    recipient: {
      name: formalName(insured),
      addressLines: [`${insured.street} ${house}`, `${insured.zipCode} ${insured.city}`],
    },
    details,
    paragraphs,
    table: { header: ['Behandeling', 'Bedrag'], rows },
  };
}

export function renderClaimLetter(input: ClaimLetterInput, at: Date): Promise<Buffer> {
  return renderLetter(claimLetter(input), at);
}
