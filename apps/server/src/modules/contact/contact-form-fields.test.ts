import { ContactFormFields } from '@mijn/contract';
import { CONTACT_QUESTION_MAX_LENGTH, contactSubjects } from '@mijn/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const base = { CustomerNumber: '20000001', Subject: 'other', Question: 'Wanneer komt mijn pas?' };
const accepts = (body: unknown) => ContactFormFields.safeParse(body).success;

describe('ContactFormFields (properties)', () => {
  it('takes every question with a visible character up to the maximum, and none beyond', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: CONTACT_QUESTION_MAX_LENGTH + 50 }), (question) => {
        const visible = question.trim().length;
        expect(accepts({ ...base, Question: question })).toBe(
          visible > 0 && visible <= CONTACT_QUESTION_MAX_LENGTH,
        );
      }),
    );
  });

  it('takes a claim or invoice number exactly when it is 4 to 20 letters, digits or dashes', () => {
    const subjects = [
      ['claim', 'DeclarationNumber'],
      ['invoice', 'InvoiceNumber'],
    ] as const;
    fc.assert(
      fc.property(fc.constantFrom(...subjects), fc.string({ maxLength: 24 }), ([Subject, Key], value) => {
        const trimmed = value.trim();
        expect(accepts({ ...base, Subject, ExtraData: [{ Key, Value: value }] })).toBe(
          /^[A-Za-z0-9-]{4,20}$/.test(trimmed),
        );
      }),
    );
  });

  it('takes a policy number exactly when it has 12 digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{0,14}$/), (digits) => {
        expect(
          accepts({ ...base, Subject: 'policy', ExtraData: [{ Key: 'PolicyNumber', Value: digits }] }),
        ).toBe(digits.length === 12);
      }),
    );
  });

  it('refuses a reference on a subject that asks none', () => {
    const without = contactSubjects.filter((subject) => !['policy', 'claim', 'invoice'].includes(subject));
    fc.assert(
      fc.property(fc.constantFrom(...without), (Subject) => {
        expect(
          accepts({ ...base, Subject, ExtraData: [{ Key: 'InvoiceNumber', Value: '2026-000123' }] }),
        ).toBe(false);
      }),
    );
  });
});
