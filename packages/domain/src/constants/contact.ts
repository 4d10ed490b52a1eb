/** The contact form is answered within this many working days (spec §9). */
export const CONTACT_ANSWER_WORKING_DAYS = 5;

/** What a contact-form question is about: the Subject the form sends (spec §7 ContactForm). */
export const contactSubjects = [
  'policy',
  'claim',
  'invoice',
  'personal-details',
  'insurance-card',
  'other',
] as const;
export type ContactSubject = (typeof contactSubjects)[number];

/**
 * The reference a question may name, sent as ExtraData (Key, Value): the policy, claim or invoice it
 * is about. Which subject asks which reference is `contactReferenceOf`.
 */
export const contactExtraDataKeys = ['PolicyNumber', 'DeclarationNumber', 'InvoiceNumber'] as const;
export type ContactExtraDataKey = (typeof contactExtraDataKeys)[number];

export const contactReferenceOf: Record<ContactSubject, ContactExtraDataKey | null> = {
  policy: 'PolicyNumber',
  claim: 'DeclarationNumber',
  invoice: 'InvoiceNumber',
  'personal-details': null,
  'insurance-card': null,
  other: null,
};

/** The longest question the form takes. */
export const CONTACT_QUESTION_MAX_LENGTH = 2000;
/** Claim and invoice numbers: letters, digits and dashes, as printed on the letter or bill. */
export const CONTACT_REFERENCE_PATTERN = /^[A-Za-z0-9-]{4,20}$/;
