import type { ClaimsStatementFacts } from '@mijn/insurer';
import { day, euro, greeting, type LetterWriter, objection, period, questions, say } from './writing.ts';

/** The claims handled in a period, each with what was claimed and what we paid, and the totals. */
export const claimsStatement: LetterWriter<ClaimsStatementFacts> = (facts, context) => {
  const { language } = context;
  const total = (pick: (claim: ClaimsStatementFacts['claims'][number]) => number) =>
    facts.claims.reduce((sum, claim) => sum + pick(claim), 0);
  const declared = total((claim) => claim.declaredCents);
  const compensated = total((claim) => claim.compensatedCents);
  const excess = total((claim) => claim.excessCents);
  const when = period(facts.from, facts.to, language);
  const paragraphs = [greeting(context)];
  if (facts.claims.length === 0) {
    paragraphs.push(
      say(
        language,
        `Wij hebben ${when} geen declaraties van ${facts.insuredFirstName} afgehandeld.`,
        `We handled no claims for ${facts.insuredFirstName} ${when}.`,
      ),
    );
  } else {
    paragraphs.push(
      say(
        language,
        `Wij hebben ${when} ${facts.claims.length} declaratie(s) van ${facts.insuredFirstName} afgehandeld. Samen was dat ${euro(declared)}; wij vergoedden ${euro(compensated)}.`,
        `We handled ${facts.claims.length} claim(s) for ${facts.insuredFirstName} ${when}. Together they came to ${euro(declared)}; we reimbursed ${euro(compensated)}.`,
      ),
    );
    if (excess > 0) {
      paragraphs.push(
        say(
          language,
          `${euro(excess)} viel onder het eigen risico. Wat wij aan de zorgverlener betaalden en onder uw eigen risico valt, vragen wij later met een aparte rekening van u terug.`,
          `${euro(excess)} fell under the excess. What we paid the care provider that falls under your excess, we will ask back later with a separate bill.`,
        ),
      );
    }
    paragraphs.push(
      say(
        language,
        'Per declaratie ziet u in Mijn omgeving onder Mijn zorgkosten wat wij vergoedden en waarom.',
        'For each claim, your online account shows under My care costs what we reimbursed and why.',
      ),
    );
  }
  paragraphs.push(facts.claims.length === 0 ? questions(context) : objection(context));
  const rows = facts.claims.map((claim): [string, string] => [
    `${day(claim.treatmentDate, language)}  ${claim.careProvider} (${claim.declarationId})`,
    `${euro(claim.declaredCents)} / ${euro(claim.compensatedCents)}`,
  ]);
  return {
    title: say(
      language,
      `Declaratieoverzicht ${facts.insuredFirstName}`,
      `Claims statement ${facts.insuredFirstName}`,
    ),
    paragraphs,
    details: [
      [say(language, 'Periode', 'Period'), `${day(facts.from, language)} – ${day(facts.to, language)}`],
    ],
    ...(rows.length > 0
      ? {
          table: {
            header: [
              say(language, 'Declaratie', 'Claim'),
              say(language, 'Gedeclareerd / vergoed', 'Claimed / reimbursed'),
            ] as [string, string],
            rows,
          },
        }
      : {}),
  };
};
