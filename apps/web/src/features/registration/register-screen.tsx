import { Anchor, Group, Stepper, Text, VisuallyHidden } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthPanel, ScreenAlert } from '../../components/auth-screen/index.ts';
import type { ScreenError } from '../../lib/errors/index.ts';
import { paths } from '../../lib/paths.ts';
import { AccountStep } from './account-step.tsx';
import { ActivationCodeStep } from './activation-code-step.tsx';
import { AgreementStep } from './agreement-step.tsx';
import { EmailStep } from './email-step.tsx';
import { endRegistration, getRegistration, type Registration } from './registration-store.ts';
import { useRegistrationFailure } from './use-registration-failure.ts';

type Step = 0 | 1 | 2 | 3;

const stepKeys = ['agreement', 'email', 'activation', 'account'] as const;

/**
 * registreren (spec §2, §4 Registration): agreement number step, step 1 e-mail, step 2 activation
 * code, step 3 password; the account is created with the SMS verification code.
 */
export function RegisterScreen() {
  const { t } = useTranslation('registration');
  const [step, setStep] = useState<Step>(0);
  const [registration, setRegistration] = useState<Registration | null>(() => getRegistration());
  const [failure, setFailure] = useState<ScreenError | null>(null);
  const stepHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // A fresh visit of registreren starts a fresh registration.
    endRegistration();
    setRegistration(null);
  }, []);

  const restart = useCallback((message: ScreenError) => {
    setRegistration(null);
    setStep(0);
    setFailure(message);
  }, []);
  const explain = useRegistrationFailure(restart);
  const clearFailure = useCallback(() => setFailure(null), []);
  const fail = (error: unknown) => {
    const outcome = explain(error);
    if (outcome !== null) setFailure(outcome);
    return outcome;
  };
  const failActivation = (error: unknown) => {
    const outcome = explain(error, 'activation-code');
    if (outcome !== null) setFailure(outcome);
    return outcome;
  };

  const goTo = (next: Step, current: Registration | null = registration) => {
    setRegistration(current);
    setStep(next);
    setFailure(null);
    // The new step's heading takes focus, so a screen reader hears where it is.
    requestAnimationFrame(() => stepHeading.current?.focus());
  };

  return (
    <AuthPanel title={t('title')} intro={t('intro')}>
      {/* The card is narrow: the step names are read out, the heading below shows the current one. */}
      <Stepper active={step} size="sm" allowNextStepsSelect={false} aria-label={t('progress')}>
        {stepKeys.map((key, index) => (
          <Stepper.Step
            key={key}
            label={
              <VisuallyHidden>
                {t('step-of', { step: index + 1, total: stepKeys.length })}: {t(`steps.${key}`)}
              </VisuallyHidden>
            }
            allowStepSelect={false}
            aria-current={index === step ? 'step' : undefined}
          />
        ))}
      </Stepper>
      <div>
        <Text
          component="h2"
          ref={stepHeading}
          tabIndex={-1}
          fw={700}
          size="lg"
          mb="xs"
          style={{ outline: 'none' }}
        >
          {t('step-heading', { step: step + 1, total: stepKeys.length, name: t(`steps.${stepKeys[step]}`) })}
        </Text>
        <Text size="sm" c="dimmed" mb="md">
          {t(`help.${stepKeys[step]}`)}
        </Text>
        <ScreenAlert message={failure} />
      </div>
      {step === 0 && (
        <AgreementStep onDone={(current) => goTo(1, current)} onFailure={fail} clearFailure={clearFailure} />
      )}
      {step === 1 && registration !== null && (
        <EmailStep
          registration={registration}
          onDone={(current) => goTo(2, current)}
          onBack={() => goTo(0, null)}
          onFailure={fail}
          clearFailure={clearFailure}
        />
      )}
      {step === 2 && registration !== null && (
        <ActivationCodeStep
          registration={registration}
          onDone={(current) => goTo(3, current)}
          onBack={() => goTo(1)}
          onFailure={failActivation}
          clearFailure={clearFailure}
        />
      )}
      {step === 3 && registration !== null && (
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
