import type { AccessTokenClaims } from '@mijn/contract';

export type FirstLoginStep = 'password' | 'email' | 'terms' | 'digital-post';

type StepFlags = Pick<
  AccessTokenClaims,
  | 'shouldResetPassword'
  | 'shouldProvideEmailAddress'
  | 'shouldVerifyEmailAddress'
  | 'signedTermsOfAgreement'
  | 'shouldShowDigitalPopup'
>;

/**
 * The popup a user meets next, in the order of spec §2 Home: temporary password, e-mail, terms and
 * privacy statement, digital post. The token's flags say what is still open; each save answers a
 * token with its flag cleared, so the next popup follows by itself.
 */
export function nextFirstLoginStep(user: StepFlags): FirstLoginStep | null {
  if (user.shouldResetPassword) return 'password';
  if (user.shouldProvideEmailAddress || user.shouldVerifyEmailAddress) return 'email';
  if (!user.signedTermsOfAgreement) return 'terms';
  if (user.shouldShowDigitalPopup) return 'digital-post';
  return null;
}
