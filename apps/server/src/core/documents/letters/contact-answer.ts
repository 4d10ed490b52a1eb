import type { ContactSubject } from '@mijn/domain';
import type { ContactAnswerFacts } from '@mijn/insurer';
import {
  day,
  greeting,
  type LetterBody,
  type LetterContext,
  type LetterLanguage,
  type LetterWriter,
  questions,
  say,
} from './writing.ts';

type Answer = [nl: string, en: string];

/** What customer service answers on each subject: where the answer is found and what to do next. */
const answers: Record<ContactSubject, Answer> = {
  policy: [
    'Uw polis met de verzekeringen, de premie en het eigen risico van dit jaar vindt u in Mijn omgeving onder Polisoverzicht. Daar kunt u ook uw verzekering voor volgend jaar wijzigen; een wijziging van het nieuwe jaar kan tot en met 31 januari.',
    'Your policy with its insurances, premium and excess of this year is in your online account under Policy overview. There you can also change your insurance for next year; a change for the new year can be made until 31 January.',
  ],
  claim: [
    'Een declaratie handelen wij binnen 10 werkdagen af. In Mijn omgeving onder Mijn zorgkosten ziet u de status, wat wij vergoeden en wat onder uw eigen risico valt. Over elke afgehandelde declaratie krijgt u een brief in uw berichtenbox.',
    'We handle a claim within 10 working days. In your online account under My healthcare costs you see its status, what we reimburse and what counts towards your excess. For every handled claim you receive a letter in your message box.',
  ],
  invoice: [
    'Uw rekeningen en betalingen vindt u in Mijn omgeving onder Rekeningen en betalingen. Daar betaalt u een openstaande rekening direct met iDEAL. Lukt betalen even niet? Vraag daar dan een betalingsregeling aan.',
    'Your bills and payments are in your online account under Bills and payments. There you pay an open bill at once with iDEAL. If paying is difficult for now, request a payment arrangement there.',
  ],
  'personal-details': [
    'Uw adres en andere persoonlijke gegevens wijzigt u zelf in Mijn omgeving onder Persoonlijke gegevens; uw e-mailadres en telefoonnummer onder Instellingen. Een wijziging bevestigen wij met een brief.',
    'You change your address and other personal details yourself in your online account under Personal details; your e-mail address and phone number under Settings. We confirm a change with a letter.',
  ],
  'insurance-card': [
    'Uw digitale zorgpas en de Europese zorgpas (EHIC) staan in Mijn omgeving onder Zorgpas en EHIC. Daar vraagt u ook een nieuwe pas aan; die ontvangt u binnen ongeveer 10 werkdagen.',
    'Your digital insurance card and the European health insurance card (EHIC) are in your online account under Insurance card and EHIC. There you also request a new card; it arrives within about 10 working days.',
  ],
  other: [
    'Wij hebben uw vraag bekeken en in behandeling genomen. Hebben wij meer informatie van u nodig, dan nemen wij contact met u op.',
    'We have read your question and taken it up. Should we need more information, we will contact you.',
  ],
};

const subjectNames: Record<ContactSubject, Answer> = {
  policy: ['mijn polis', 'my policy'],
  claim: ['een declaratie', 'a claim'],
  invoice: ['een rekening', 'a bill'],
  'personal-details': ['mijn gegevens', 'my details'],
  'insurance-card': ['mijn zorgpas', 'my insurance card'],
  other: ['iets anders', 'something else'],
};

const referenceNames: Record<ContactAnswerFacts['extraData'][number]['key'], Answer> = {
  PolicyNumber: ['Polisnummer', 'Policy number'],
  DeclarationNumber: ['Declaratienummer', 'Claim number'],
  InvoiceNumber: ['Factuurnummer', 'Invoice number'],
};

const pick = ([nl, en]: Answer, language: LetterLanguage) => say(language, nl, en);

/** The answer to a contact-form question: which question it was, the answer for its subject, whom to call. */
export const contactAnswer: LetterWriter<ContactAnswerFacts> = (
  facts,
  context: LetterContext,
): LetterBody => {
  const { language } = context;
  const asked = day(facts.askedOn, language);
  return {
    title: say(language, 'Antwoord op uw vraag', 'Answer to your question'),
    paragraphs: [
      greeting(context),
      say(
        language,
        `Op ${asked} stelde u ons via het contactformulier een vraag over ${pick(subjectNames[facts.subject], 'nl')}: "${facts.questionStart}". Hartelijk dank daarvoor. Hieronder leest u ons antwoord.`,
        `On ${asked} you asked us a question about ${pick(subjectNames[facts.subject], 'en')} through the contact form: "${facts.questionStart}". Thank you for it. Here is our answer.`,
      ),
      pick(answers[facts.subject], language),
      questions(context),
    ],
    details: [
      [say(language, 'Kenmerk vraag', 'Question reference'), facts.reference],
      ...facts.extraData.map(({ key, value }): [string, string] => [
        pick(referenceNames[key], language),
        value,
      ]),
    ],
  };
};
