import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import {
  ConfirmContactChangeBody,
  StartEmailAddressChangeBody,
  StartPhoneNumberChangeBody,
  UpdateAccountDetailsBody,
} from './account-changes.ts';

/** What the server receives after parsing, or the first refusal as `path: message`. */
function outcome(schema: z.ZodMiniType, input: unknown) {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const [issue] = parsed.error.issues;
  return `${issue?.path.join('.')}: ${issue?.message}`;
}

describe('the bodies of the login-settings changes', () => {
  it.each([
    [UpdateAccountDetailsBody, { username: ' jan.devries ' }, { username: 'jan.devries' }],
    [UpdateAccountDetailsBody, { username: 'jan.dv' }, 'username: validators.username-length'],
    [UpdateAccountDetailsBody, { username: 'x'.repeat(51) }, 'username: validators.username-length'],
    [UpdateAccountDetailsBody, { username: '' }, 'username: validators.required-field'],
    [StartPhoneNumberChangeBody, { phoneNumber: '06 98765432' }, { phoneNumber: '+31698765432' }],
    [StartPhoneNumberChangeBody, { phoneNumber: '+32 470 12 34 56' }, { phoneNumber: '+32470123456' }],
    [StartPhoneNumberChangeBody, { phoneNumber: '12' }, 'phoneNumber: validators.phone-number-invalid'],
    [StartPhoneNumberChangeBody, { phoneNumber: '' }, 'phoneNumber: validators.phone-number-required'],
    [StartEmailAddressChangeBody, { emailAddress: ' jan@example.nl ' }, { emailAddress: 'jan@example.nl' }],
    [StartEmailAddressChangeBody, { emailAddress: 'jan@' }, 'emailAddress: validators.email-invalid'],
    [
      ConfirmContactChangeBody,
      { channel: 'email', verificationCode: ' 12345 ' },
      { channel: 'email', verificationCode: '12345' },
    ],
    [
      ConfirmContactChangeBody,
      { channel: 'phone', verificationCode: '1234' },
      'verificationCode: validators.verification-code',
    ],
  ])('%#: %j -> %j', (schema, input, expected) => {
    expect(outcome(schema, input)).toEqual(expected);
  });

  it('confirms only a phone or an e-mail change', () => {
    expect(outcome(ConfirmContactChangeBody, { channel: 'post', verificationCode: '12345' })).toMatch(
      /^channel: /,
    );
  });
});
