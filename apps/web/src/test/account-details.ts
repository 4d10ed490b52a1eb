import type { AccountDetails } from '@mijn/contract';

/** jan.devries's account details as Account/GetAccountDetails answers them, with what a test needs changed. */
export function testAccountDetails(overrides: Partial<AccountDetails> = {}): AccountDetails {
  return {
    username: 'jan.devries',
    email: 'jan.devries@example.nl',
    phoneNumber: '+31612345678',
    iDinActivationDate: null,
    iDinActive: false,
    loginActive: true,
    loginInfo: { lastLogin: null, lastLoginMethod: null },
    digitalNewsletterActive: false,
    announcementEmailActive: true,
    digitalPost: true,
    paperPostAllowed: true,
    paymentMethod: null,
    paymentMethodExcess: null,
    ...overrides,
  };
}
