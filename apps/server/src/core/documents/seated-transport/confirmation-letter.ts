import { formalName, postalAddressLines, type SeatedTransportTravelMode } from '@mijn/domain';
import type { Db } from '../../../db/client.ts';
import type { customers } from '../../../db/schema.ts';
import { brandOf } from '../brand.ts';
import { renderLetter } from '../letter-pdf.ts';
import { dutchDate } from '../pdf-document.ts';
import { salutation } from '../salutation.ts';
import { reimbursementParagraphs } from './reimbursement-text.ts';

/** The simulated insurer's assessment the letter tells (its care-requests area makes it). */
type Assessment = { status: 'approved' | 'rejected'; reason: string };

export type LetterFacts = {
  reference: string;
  receivedDate: string;
  travelMode: SeatedTransportTravelMode | undefined;
  startDate: string;
  endDate: string;
  labelCode: string;
  policyNumber: string;
  assessment: Assessment;
};

export const CONFIRMATION_LETTER_TITLE = 'Uw aanvraag zittend ziekenvervoer';

type Patient = typeof customers.$inferSelect;

/** The letter's reference lines and paragraphs: the decision and, when approved, what is reimbursed. */
export function confirmationLetterText(patient: Patient, facts: LetterFacts) {
  const period = `${dutchDate(facts.startDate)} tot en met ${dutchDate(facts.endDate)}`;
  const decision =
    facts.assessment.status === 'approved'
      ? [
          `Wij hebben uw aanvraag goedgekeurd voor de periode ${period}. ${facts.assessment.reason}`,
          'U kunt de kosten van uw vervoer in deze periode bij ons declareren. Vermeld daarbij uw kenmerk.',
          ...reimbursementParagraphs(facts.travelMode),
        ]
      : [
          `Wij hebben uw aanvraag voor de periode ${period} afgewezen. ${facts.assessment.reason}`,
          'Bent u het niet eens met dit besluit? Dan kunt u binnen 6 weken bezwaar maken bij onze klantenservice.',
        ];
  return {
    details: [
      ['Klantnummer', patient.customerNumber],
      ['Polisnummer', facts.policyNumber],
      ['Kenmerk', facts.reference],
    ] as [string, string][],
    paragraphs: [
      salutation(patient, facts.receivedDate),
      `Op ${dutchDate(facts.receivedDate)} hebben wij uw aanvraag voor zittend ziekenvervoer ontvangen.`,
      ...decision,
    ],
  };
}

/** The letter confirming a seated-transport request and telling its outcome, in the label's branding. */
export async function renderConfirmationLetter(
  db: Db,
  patient: Patient,
  facts: LetterFacts,
  now: Date,
): Promise<Buffer> {
  return renderLetter(
    {
      brand: await brandOf(db, { code: facts.labelCode }),
      title: CONFIRMATION_LETTER_TITLE,
      publicationDate: facts.receivedDate,
      recipient: {
        name: formalName(patient),
        addressLines: postalAddressLines(patient),
      },
      ...confirmationLetterText(patient, facts),
    },
    now,
  );
}
