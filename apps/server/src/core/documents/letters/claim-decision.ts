import type { RejectionCode } from '@mijn/domain';
import type { ClaimDecisionFacts } from '@mijn/insurer';
import { day, euro, greeting, type LetterContext, type LetterWriter, objection, say } from './writing.ts';

function reason(code: RejectionCode, facts: ClaimDecisionFacts, context: LetterContext): string {
  const { language } = context;
  switch (code) {
    case 'not-insured':
      return say(
        language,
        'Uw verzekering dekte deze zorg niet op de behandeldatum.',
        'Your insurance did not cover this care on the treatment date.',
      );
    case 'maximum-reached':
      return say(
        language,
        'Het maximum dat uw aanvullende verzekering dit jaar vergoedt, is bereikt.',
        'You have reached the most your supplementary insurance pays this year.',
      );
    case 'dutch-tariff':
      return say(
        language,
        'Voor zorg in het buitenland vergoeden wij ten hoogste het Nederlandse tarief.',
        'For care abroad we pay at most the Dutch rate.',
      );
    case 'no-approval':
      return say(
        language,
        'Voor dit vervoer had u vooraf onze toestemming nodig.',
        'This transport needed our approval beforehand.',
      );
    case 'own-contribution':
      return say(
        language,
        'Voor deze zorg geldt een wettelijke eigen bijdrage.',
        'A statutory own contribution applies to this care.',
      );
    case 'duplicate': {
      const earlier = facts.duplicateOf;
      return earlier
        ? say(
            language,
            `Deze nota heeft u al eerder gedeclareerd (declaratie ${earlier.declarationId} van ${day(earlier.receivedDate, language)}). Dezelfde nota betalen wij niet twee keer.`,
            `You already claimed this bill before (claim ${earlier.declarationId} of ${day(earlier.receivedDate, language)}). We do not pay the same bill twice.`,
          )
        : say(language, 'Deze nota heeft u al eerder gedeclareerd.', 'You already claimed this bill before.');
    }
  }
}

/** Nothing is paid because the whole claim went to the excess. */
const wentAllToExcess = (facts: ClaimDecisionFacts) =>
  facts.payOutCents === 0 && facts.excessCents > 0 && facts.excessCents === facts.declaredCents;

/**
 * What we pay, to whom and on which day: the payout date the claim job stored with its decision
 * (the screens and the e-mail show the same), or why nothing is paid when the excess took it all.
 */
function payout(facts: ClaimDecisionFacts, context: LetterContext): string {
  const { language } = context;
  const amount = euro(facts.payOutCents);
  const on = facts.paidOutOn ? day(facts.paidOutOn, language) : null;
  if (facts.payOutCents > 0 && facts.payee) {
    const account = `**${facts.payee.ibanEnding}`;
    return on
      ? say(
          language,
          `Wij maken ${amount} op ${on} over naar rekening ${account} ten name van ${facts.payee.name}. U hoeft niets te doen.`,
          `We transfer ${amount} on ${on} to account ${account} in the name of ${facts.payee.name}. You do not need to do anything.`,
        )
      : say(
          language,
          `Wij maken ${amount} over naar rekening ${account} ten name van ${facts.payee.name}. U hoeft niets te doen.`,
          `We transfer ${amount} to account ${account} in the name of ${facts.payee.name}. You do not need to do anything.`,
        );
  }
  if (facts.payOutCents > 0) {
    return on
      ? say(
          language,
          `Wij betalen ${amount} op ${on} rechtstreeks aan de zorgverlener. U hoeft niets te doen.`,
          `We pay ${amount} directly to the care provider on ${on}. You do not need to do anything.`,
        )
      : say(
          language,
          `Wij betalen ${amount} rechtstreeks aan de zorgverlener. U hoeft niets te doen.`,
          `We pay ${amount} directly to the care provider. You do not need to do anything.`,
        );
  }
  if (wentAllToExcess(facts)) {
    return say(
      language,
      `Wij betalen van deze declaratie niets uit: het hele bedrag, ${euro(facts.excessCents)}, ging naar uw eigen risico.`,
      `We pay nothing out on this claim: the whole amount, ${euro(facts.excessCents)}, went to your excess.`,
    );
  }
  return say(language, 'Wij betalen van deze declaratie niets uit.', 'We pay nothing out on this claim.');
}

/** The decision on one claim: what was claimed, what we pay and to whom, what is not paid and why. */
export const claimDecision: LetterWriter<ClaimDecisionFacts> = (facts, context) => {
  const { language } = context;
  const paragraphs = [
    greeting(context),
    say(
      language,
      `Wij hebben uw declaratie ${facts.declarationId} van ${day(facts.receivedDate, language)} beoordeeld. U declareerde ${euro(facts.declaredCents)}; wij vergoeden ${euro(facts.compensatedCents)}.`,
      `We have assessed your claim ${facts.declarationId} of ${day(facts.receivedDate, language)}. You claimed ${euro(facts.declaredCents)}; we reimburse ${euro(facts.compensatedCents)}.`,
    ),
  ];
  paragraphs.push(payout(facts, context));
  if (facts.excessCents > 0 && !wentAllToExcess(facts)) {
    paragraphs.push(
      say(
        language,
        `${euro(facts.excessCents)} ging naar uw eigen risico; dat bedrag betaalt u zelf.`,
        `${euro(facts.excessCents)} went to your excess; you pay that amount yourself.`,
      ),
    );
  }
  if (facts.gvsCents > 0) {
    paragraphs.push(
      say(
        language,
        `Uw eigen bijdrage voor geneesmiddelen (GVS) is ${euro(facts.gvsCents)}.`,
        `Your own contribution for medicines (GVS) is ${euro(facts.gvsCents)}.`,
      ),
    );
  }
  if (facts.notCoveredCents > 0) {
    paragraphs.push(
      say(
        language,
        `Niet vergoed: ${euro(facts.notCoveredCents)}.`,
        `Not reimbursed: ${euro(facts.notCoveredCents)}.`,
      ),
      ...facts.rejectionCodes.map((code) => reason(code, facts, context)),
    );
  }
  paragraphs.push(objection(context));
  const rows: [string, string][] = facts.activities.map((activity) => [
    `${day(activity.date, language)}  ${activity.description}`,
    euro(activity.declaredCents),
  ]);
  rows.push(
    [say(language, 'Gedeclareerd', 'Claimed'), euro(facts.declaredCents)],
    [say(language, 'Eigen risico', 'Excess'), euro(facts.excessCents)],
    [
      say(language, 'Eigen bijdrage geneesmiddelen (GVS)', 'Own contribution medicines (GVS)'),
      euro(facts.gvsCents),
    ],
    [say(language, 'Niet vergoed', 'Not reimbursed'), euro(facts.notCoveredCents)],
    [say(language, 'Vergoed', 'Reimbursed'), euro(facts.compensatedCents)],
  );
  return {
    title: say(
      language,
      `Afhandeling declaratie ${facts.declarationId}`,
      `Decision on claim ${facts.declarationId}`,
    ),
    paragraphs,
    details: [[say(language, 'Declaratienummer', 'Claim number'), facts.declarationId]],
    table: { header: [say(language, 'Behandeling', 'Treatment'), say(language, 'Bedrag', 'Amount')], rows },
  };
};
