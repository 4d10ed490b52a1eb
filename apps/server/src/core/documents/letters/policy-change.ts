import type { PolicyChangeFacts, PolicyChangePerson, ProductFact } from '@mijn/insurer';
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

/** The opening and the premium of a change, or of a request of a year the household had no policy in. */
function framing(facts: PolicyChangeFacts, language: LetterLanguage) {
  const from = day(facts.startDate, language);
  const premium = euro(facts.monthlyPremiumCents);
  if (facts.isRequest)
    return {
      title: say(language, `Aanvraag polis ${facts.year}`, `Policy request ${facts.year}`),
      opening: say(
        language,
        `U heeft een polis voor ${facts.year} aangevraagd. Uw verzekering loopt door vanaf ${from}. U bent verzekerd voor:`,
        `You have requested a policy for ${facts.year}. Your insurance continues from ${from}. You are insured for:`,
      ),
      premium: say(
        language,
        `Uw premie voor ${facts.year} is ${premium} per maand. Uw polisblad staat in uw berichtenbox.`,
        `Your premium for ${facts.year} is ${premium} a month. Your policy schedule is in your message box.`,
      ),
    };
  const before = euro(facts.monthlyPremiumBeforeCents);
  return {
    title: say(language, `Wijziging polis ${facts.year}`, `Policy change ${facts.year}`),
    opening: say(
      language,
      `We hebben uw polis gewijzigd. De wijziging gaat in op ${from}. Dit verandert er:`,
      `We have changed your policy. The change takes effect on ${from}. This is what changes:`,
    ),
    premium: say(
      language,
      `Uw premie voor ${facts.year} wordt ${premium} per maand (was ${before}). Uw nieuwe polisblad staat in uw berichtenbox.`,
      `Your premium for ${facts.year} becomes ${premium} a month (was ${before}). Your new policy schedule is in your message box.`,
    ),
  };
}

/** The confirmation of a policy change (or request): from when, per person what changed, and the new premium. */
export const policyChange: LetterWriter<PolicyChangeFacts> = (facts, context) => {
  const { language } = context;
  const { title, opening, premium } = framing(facts, language);
  return {
    title,
    paragraphs: [
      greeting(context),
      opening,
      ...facts.people.map((person) => personParagraph(person, language)),
      premium,
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
