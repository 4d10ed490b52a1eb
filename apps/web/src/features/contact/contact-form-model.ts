import type { ContactFormFields } from '@mijn/contract';
import { type ContactSubject, contactReferenceOf, contactSubjects } from '@mijn/domain';

/**
 * What the form holds, with the contract's field names so a refused field's path is a form path.
 * The reference is typed at ExtraData.0.Value; its Key follows from the subject.
 */
export interface ContactFormValues extends Record<string, unknown> {
  CustomerNumber: string;
  Subject: ContactSubject | '';
  Question: string;
  ExtraData: [{ Value: string }];
}

export type ContactStep = 'question' | 'summary';
export const contactSteps: readonly ContactStep[] = ['question', 'summary'];
export const contactStepScopes: Record<ContactStep, readonly string[]> = {
  question: ['Subject', 'Question', 'ExtraData', 'Files'],
  summary: [],
};

/** A subject from the address bar (the contact question overlay links with ?onderwerp=), else none. */
export function subjectFrom(search: unknown): ContactSubject | '' {
  const chosen = (search as { onderwerp?: unknown } | null)?.onderwerp;
  return contactSubjects.find((subject) => subject === chosen) ?? '';
}

export function initialContactValues(
  customerNumber: string,
  subject: ContactSubject | '',
): ContactFormValues {
  return { CustomerNumber: customerNumber, Subject: subject, Question: '', ExtraData: [{ Value: '' }] };
}

/** The reference the chosen subject asks for, or null. */
export const referenceKeyOf = (subject: ContactSubject | '') =>
  subject === '' ? null : contactReferenceOf[subject];

/** What is sent: the reference only when the subject asks for one and it was filled in. */
export function toContactRequest(values: ContactFormValues): ContactFormFields {
  const key = referenceKeyOf(values.Subject);
  const reference = values.ExtraData[0].Value.trim();
  return {
    CustomerNumber: values.CustomerNumber,
    Subject: values.Subject as ContactSubject,
    Question: values.Question,
    ...(key !== null && reference !== '' ? { ExtraData: [{ Key: key, Value: reference }] } : {}),
  };
}
