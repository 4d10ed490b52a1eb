import {
  CONTACT_QUESTION_MAX_LENGTH,
  CONTACT_REFERENCE_PATTERN,
  type ContactExtraDataKey,
  contactExtraDataKeys,
  contactReferenceOf,
  contactSubjects,
  policyNumberSchema,
  validatorMessages,
} from '@mijn/domain';
import { z } from 'zod/mini';
import { type Issue, report, whenValid } from './cross-field.ts';
import { endpoint } from './endpoint.ts';
import { requiredText } from './form-fields.ts';
import { CustomerNumber } from './policy.ts';

const referenceIssue = (key: ContactExtraDataKey, value: string): string | null => {
  if (key === 'PolicyNumber')
    return policyNumberSchema.safeParse(value).success ? null : validatorMessages.policyNumber;
  return CONTACT_REFERENCE_PATTERN.test(value) ? null : validatorMessages.contactReference;
};

const ContactFormShape = z.object({
  /** Whose question it is: the user, or someone they may act for (spec §6). */
  CustomerNumber,
  Subject: z.enum(contactSubjects, validatorMessages.requiredField),
  Question: requiredText(CONTACT_QUESTION_MAX_LENGTH),
  /** The policy, claim or invoice the question is about, when its subject names one. */
  ExtraData: z.optional(
    z.array(z.object({ Key: z.enum(contactExtraDataKeys), Value: requiredText(20) })).check(z.maxLength(1)),
  ),
});

/**
 * The text fields of POST ContactForm (spec §7): only the reference the subject asks for
 * (`contactReferenceOf`), in its format (a policy number has 12 digits).
 */
export const ContactFormFields = ContactFormShape.check(
  z.superRefine(
    ({ Subject, ExtraData = [] }, context) => {
      const issues = ExtraData.flatMap(({ Key, Value }, index): Issue[] => {
        if (contactReferenceOf[Subject] !== Key)
          return [{ path: ['ExtraData', index, 'Key'], message: validatorMessages.invalidInput }];
        const problem = referenceIssue(Key, Value);
        return problem === null ? [] : [{ path: ['ExtraData', index, 'Value'], message: problem }];
      });
      report(context, issues);
    },
    whenValid(ContactFormShape, ['Subject', 'ExtraData']),
  ),
);
export type ContactFormFields = z.input<typeof ContactFormFields>;

export const sendContactForm = endpoint({
  method: 'POST',
  path: 'ContactForm',
  permission: 'c-con',
  summary:
    'Sends a question to customer service (multipart, optional files in "Files"); the answer arrives as a letter in the message box',
  body: ContactFormFields,
  multipart: { files: 'Files' },
  response: z.object({
    /** The short reference the answer letter quotes. */
    reference: z.string(),
    receivedDate: z.iso.date(),
    /** The last working day the answer is due (spec §9: within 5 working days). */
    answerBy: z.iso.date(),
  }),
  errors: [400, 401, 403, 413],
});
