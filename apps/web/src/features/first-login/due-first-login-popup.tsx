import { updateContactDetails } from '@mijn/contract';
import { mayCall } from '../../lib/may-call.ts';
import type { SessionUser } from '../../lib/session/index.ts';
import { ChangePasswordPopup } from './change-password-popup.tsx';
import { DigitalPostPopup } from './digital-post-popup.tsx';
import { EmailPopup } from './email-popup.tsx';
import { nextFirstLoginStep } from './first-login-steps.ts';
import { TermsPopup } from './terms-popup.tsx';

/** The popup of the user's next first-login step, if one is still due. */
export function DueFirstLoginPopup({ user }: { user: SessionUser }) {
  // Without the account-update right an e-mail address cannot be saved: the popup would trap the user.
  const canSaveContact = mayCall(user, updateContactDetails);
  const step = nextFirstLoginStep({
    ...user,
    shouldProvideEmailAddress: user.shouldProvideEmailAddress && canSaveContact,
    shouldVerifyEmailAddress: user.shouldVerifyEmailAddress && canSaveContact,
  });
  switch (step) {
    case 'password':
      return <ChangePasswordPopup />;
    case 'email':
      return <EmailPopup />;
    case 'terms':
      return <TermsPopup />;
    case 'digital-post':
      return <DigitalPostPopup />;
    case null:
      return null;
  }
}
