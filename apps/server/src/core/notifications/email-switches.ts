import type { NotificationPreferences } from '@mijn/contract';

/**
 * The e-mail switches of an account that never set them (decision 0087): the e-mail that a letter is
 * waiting is on, as the envelope on the doormat of digital post; a paid claim and a late bill are
 * opt-in, since their letters are announced already.
 */
export const DEFAULT_EMAIL_SWITCHES: NotificationPreferences = {
  emailClaimPaid: false,
  emailLetterArrived: true,
  emailPaymentLate: false,
};
