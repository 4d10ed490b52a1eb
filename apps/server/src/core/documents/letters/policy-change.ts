import type { PolicyChangeFacts, PolicyChangePerson, ProductFact } from '../letter-facts.ts';
import { productKind } from './policy.ts';
import {
  day,
  euro,
  greeting,
  type LetterLanguage,
  type LetterWriter,
  month,
  questions,
  say,
} from './writing.ts';

/** Products by their catalogue names, which are Dutch: an English reader also gets the kind. */
const named = (products: ProductFact[], language: LetterLanguage) =>
  products
    .map((product) =>
      language === 'en'
        ? `${product.name} (${productKind(product.type, language).toLowerCase()})`
        : product.name,
    )
    .join(', ');

/** One person's change: what they now also have, what they no longer have, and their new premium. */
function personParagraph(person: PolicyChangePerson, language: LetterLanguage): string {
  const parts: string[] = [];
  if (person.added.length > 0)
    parts.push(
      say(language, `nieuw: ${named(person.added, language)}`, `new: ${named(person.added, language)}`),
    );
  if (person.removed.length > 0)
    parts.push(
      say(
        language,
        `vervalt: ${named(person.removed, language)}`,
        `ends: ${named(person.removed, language)}`,
      ),
    );
  const premium = person.isFree
    ? say(language, 'verzekerd zonder premie', 'insured free of premium')
    : say(
        language,
        `premie ${euro(person.monthlyPremiumCents)} per maand`,
        `premium ${euro(person.monthlyPremiumCents)} a month`,
      );
  return `${person.firstName}: ${[...parts, premium].join('; ')}.`;
}

function correctionParagraph(facts: PolicyChangeFacts, language: LetterLanguage): string[] {
  return facts.corrections.map((correction) =>
    correction.differenceCents > 0
      ? say(
          language,
          `Over ${month(correction.periodStart, language)} was al premie in rekening gebracht. Het verschil van ${euro(correction.differenceCents)} brengen we apart in rekening (factuur ${correction.invoiceNumber}).`,
          `Premium for ${month(correction.periodStart, language)} had already been invoiced. We invoice the difference of ${euro(correction.differenceCents)} separately (invoice ${correction.invoiceNumber}).`,
        )
      : say(
          language,
          `Over ${month(correction.periodStart, language)} was al premie in rekening gebracht. U krijgt ${euro(-correction.differenceCents)} terug (creditnota ${correction.invoiceNumber}): we verrekenen het met die premie, of storten het terug als u die al betaalde.`,
          `Premium for ${month(correction.periodStart, language)} had already been invoiced. You get ${euro(-correction.differenceCents)} back (credit note ${correction.invoiceNumber}): we settle it against that premium, or refund it if you already paid.`,
        ),
  );
}

/** The confirmation of a policy change: from when, per person what changed, and the new premium. */
export const policyChange: LetterWriter<PolicyChangeFacts> = (facts, context) => {
  const { language } = context;
  return {
    title: say(language, `Wijziging polis ${facts.year}`, `Policy change ${facts.year}`),
    paragraphs: [
      greeting(context),
      say(
        language,
        `We hebben uw polis gewijzigd. De wijziging gaat in op ${day(facts.startDate, language)}. Dit verandert er:`,
        `We have changed your policy. The change takes effect on ${day(facts.startDate, language)}. This is what changes:`,
      ),
      ...facts.people.map((person) => personParagraph(person, language)),
      say(
        language,
        `Uw premie voor ${facts.year} wordt ${euro(facts.monthlyPremiumCents)} per maand (was ${euro(facts.monthlyPremiumBeforeCents)}). Uw nieuwe polisblad staat in uw berichtenbox.`,
        `Your premium for ${facts.year} becomes ${euro(facts.monthlyPremiumCents)} a month (was ${euro(facts.monthlyPremiumBeforeCents)}). Your new policy schedule is in your message box.`,
      ),
      ...correctionParagraph(facts, language),
      questions(context),
    ],
    details: [],
    table: {
      header: [say(language, 'Verzekerde', 'Insured'), say(language, 'Premie per maand', 'Premium a month')],
      rows: facts.people.map((person) => [person.firstName, euro(person.monthlyPremiumCents)]),
    },
  };
};
