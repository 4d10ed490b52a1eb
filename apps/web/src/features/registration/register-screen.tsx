import { Anchor, Group, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthPanel, ScreenAlert } from '../../components/auth-screen/index.ts';
import type { ScreenError } from '../../lib/errors/index.ts';
import { activationCodeFailures } from '../../lib/errors/index.ts';
import { useWizard, WizardProgress, WizardStepHeading } from '../../lib/forms/index.ts';
import { paths } from '../../lib/paths.ts';
import { AccountStep } from './account-step.tsx';
import { ActivationCodeStep } from './activation-code-step.tsx';
import { AgreementStep } from './agreement-step.tsx';
import { EmailStep } from './email-step.tsx';
import { endRegistration, getRegistration, type Registration } from './registration-store.ts';
import { useRegistrationFailure } from './use-registration-failure.ts';

const steps = ['agreement', 'email', 'activation', 'account'] as const;
type Step = (typeof steps)[number];

/** Each step checks its own fields and moves on when the server agrees, so none is refused here. */
const checkedByTheStep = () => true;

/**
 * registreren (spec §2, §4 Registration): agreement number step, step 1 e-mail, step 2 activation
 * code, step 3 password; the account is created with the SMS verification code.
 */
export function RegisterScreen() {
  const { t } = useTranslation('registration');
  const wizard = useWizard({
    steps,
    checkStep: checkedByTheStep,
    stepFailed: { key: 'errors:registration.default' },
  });
  const [registration, setRegistration] = useState<Registration | null>(() => getRegistration());
  const [failure, setFailure] = useState<ScreenError | null>(null);
  const stepName = (step: Step) => t(`steps.${step}`);

  useEffect(() => {
    // A fresh visit of registreren starts a fresh registration.
    endRegistration();
    setRegistration(null);
  }, []);

  const { goTo: goToStep } = wizard;
  const restart = useCallback(
    (message: ScreenError) => {
      setRegistration(null);
      goToStep(0);
      setFailure(message);
    },
    [goToStep],
  );
  const explain = useRegistrationFailure(restart);
  const clearFailure = useCallback(() => setFailure(null), []);
  const fail = (error: unknown) => {
    const outcome = explain(error);
    if (outcome !== null) setFailure(outcome);
    return outcome;
  };
  const failActivation = (error: unknown) => {
    const outcome = explain(error, activationCodeFailures);
    if (outcome !== null) setFailure(outcome);
    return outcome;
  };

  const goTo = (next: Step, current: Registration | null = registration) => {
    setRegistration(current);
    goToStep(steps.indexOf(next));
    setFailure(null);
  };

  return (
    <AuthPanel title={t('title')} intro={t('intro')}>
      <WizardProgress wizard={wizard} stepName={stepName} label={t('progress')} compact />
      <div>
        <WizardStepHeading wizard={wizard} stepName={stepName} help={t(`help.${wizard.step}`)} />
        <ScreenAlert message={failure} />
      </div>
      {wizard.step === 'agreement' && (
        <AgreementStep
          onDone={(current) => goTo('email', current)}
          onFailure={fail}
          clearFailure={clearFailure}
        />
      )}
      {wizard.step === 'email' && registration !== null && (
        <EmailStep
          registration={registration}
          onDone={(current) => goTo('activation', current)}
          onBack={() => goTo('agreement', null)}
          onFailure={fail}
          clearFailure={clearFailure}
        />
      )}
      {wizard.step === 'activation' && registration !== null && (
        <ActivationCodeStep
          registration={registration}
          onDone={(current) => goTo('account', current)}
          onBack={() => goTo('email')}
          onFailure={failActivation}
          clearFailure={clearFailure}
        />
      )}
      {wizard.step === 'account' && registration !== null && (
        <AccountStep registration={registration} onFailure={fail} clearFailure={clearFailure} />
      )}
      <Group gap={6}>
        <Text>{t('have-account')}</Text>
        <Anchor component={Link} to={paths.login}>
          {t('to-login')}
        </Anchor>
      </Group>
    </AuthPanel>
  );
}
