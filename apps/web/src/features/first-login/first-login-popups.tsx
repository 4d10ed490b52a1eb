import { updateContactDetails } from '@mijn/contract';
import { mayCall } from '../../lib/may-call.ts';
import { useSession } from '../../lib/session/index.ts';
import { ChangePasswordPopup } from './change-password-popup.tsx';
import { DigitalPostPopup } from './digital-post-popup.tsx';
import { EmailPopup } from './email-popup.tsx';
import { nextFirstLoginStep } from './first-login-steps.ts';
import { TermsPopup } from './terms-popup.tsx';

/** The first-login popups of spec §2 Home, one at a time in their order, until none is due. */
export function FirstLoginPopups() {
  const { user } = useSession();
  if (user === null) return null;
  // Without the account-update right an e-mail address cannot be saved: the popup would trap the user.
  const canSaveContact = mayCall(user, updateContactDetails);
  const step = nextFirstLoginStep({
    ...user,
    shouldProvideEmailAddress: user.shouldProvideEmailAddress && canSaveContact,
    shouldVerifyEmailAddress: user.shouldVerifyEmailAddress && canSaveContact,
  });
  if (step === null) return null;
  switch (step) {
    case 'password':
      return <ChangePasswordPopup key={step} />;
    case 'email':
      return <EmailPopup key={step} />;
    case 'terms':
      return <TermsPopup key={step} />;
    case 'digital-post':
      return <DigitalPostPopup key={step} />;
  }
}
