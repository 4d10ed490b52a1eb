import { Anchor, Button, Group, Radio, Stack, Text } from '@mantine/core';
import { ResetPasswordBody, type ResetType } from '@mijn/contract';
import { policyNumberSchema } from '@mijn/domain';
import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { AuthPanel, ScreenAlert, UsernameInput } from '../../components/auth-screen/index.ts';
import {
  forgotPasswordFailures,
  forgotUsernameFailures,
  type MissingContactInfo,
  missingContactInfo,
  type ScreenError,
  screenError,
  showNegativeNotice,
} from '../../lib/errors/index.ts';
import {
  BirthDateField,
  PolicyNumberField,
  typedBirthDateSchema,
  typedBirthDateToWire,
  useContractForm,
} from '../../lib/forms/index.ts';
import { paths } from '../../lib/paths.ts';
import { beginVerification } from '../../lib/session/index.ts';
import { useResetPassword, useResetUsername } from './api.ts';
import { MissingContactModal } from './missing-contact-modal.tsx';

/** Either flow asks the birth date; the username flow a policy number, the password flow a username. */
const ForgotForm = z.discriminatedUnion('flowType', [
  z.object({
    flowType: z.literal('username'),
    policyNumber: policyNumberSchema,
    birthDate: typedBirthDateSchema,
  }),
  z.object({
    flowType: z.literal('password'),
    username: ResetPasswordBody.shape.username,
    birthDate: typedBirthDateSchema,
  }),
]);

/** People type a policy number in groups; the spaces are not part of it. */
const withoutSpaces = (text: string) => text.replace(/\s/g, '');

type ForgotValues = {
  flowType: ResetType;
  policyNumber: string;
  username: string;
  birthDate: string;
};

/** wachtwoord/vergeten: ask for the username (policy number) or a new password (username), spec §4. */
export function ForgotScreen() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const resetUsername = useResetUsername();
  const resetPassword = useResetPassword();
  const [failure, setFailure] = useState<ScreenError | null>(null);
  const [missing, setMissing] = useState<MissingContactInfo | null>(null);

  const { form, field, validate } = useContractForm<ForgotValues>({
    schema: ForgotForm,
    initialValues: { flowType: 'password', policyNumber: '', username: '', birthDate: '' },
    toInput: (values) => ({ ...values, policyNumber: withoutSpaces(values.policyNumber) }),
  });
  const flowType = form.values.flowType;
  const pending = resetUsername.isPending || resetPassword.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!validate()) return;
    const values = form.getValues();
    setFailure(null);
    const birthDate = typedBirthDateToWire(values.birthDate);
    const request =
      values.flowType === 'username'
        ? resetUsername.mutateAsync({ policyNumber: withoutSpaces(values.policyNumber), birthDate })
        : resetPassword.mutateAsync({ username: values.username.trim(), birthDate });
    request.then(
      ({ loginToken, ...receiver }) => {
        beginVerification({
          loginToken,
          receiver,
          fromPage: 'forgot',
          flowType: values.flowType,
          rememberMe: false,
        });
        void navigate({ to: paths.verification });
      },
      (error: unknown) => {
        const lacking = missingContactInfo(error);
        if (lacking !== null) {
          setMissing(lacking);
          return;
        }
        const outcome = screenError(
          values.flowType === 'username' ? forgotUsernameFailures : forgotPasswordFailures,
          error,
        );
        if (outcome?.followUp === 'register') {
          showNegativeNotice(outcome, 'forgot-not-activated');
          void navigate({ to: paths.register });
          return;
        }
        setFailure(outcome);
      },
    );
  };

  const chooseFlow = (value: string) => {
    form.setFieldValue('flowType', value === 'username' ? 'username' : 'password');
    form.clearErrors();
    setFailure(null);
  };

  return (
    <AuthPanel title={t('forgot.title')} intro={t('forgot.intro')}>
      <ScreenAlert message={failure} />
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Radio.Group label={t('forgot.choice')} value={flowType} onChange={chooseFlow}>
            <Group gap="lg" mt="xs">
              <Radio value="username" label={t('forgot.choice-username')} />
              <Radio value="password" label={t('forgot.choice-password')} />
            </Group>
          </Radio.Group>
          <Text size="sm" c="dimmed" aria-live="polite">
            {flowType === 'username' ? t('forgot.username-help') : t('forgot.password-help')}
          </Text>
          {flowType === 'username' ? (
            <PolicyNumberField
              key="policyNumber"
              label={t('fields.policy-number')}
              description={t('fields.policy-number-description')}
              {...field('policyNumber')}
            />
          ) : (
            <UsernameInput key="username" label={t('fields.username')} {...field('username')} />
          )}
          <BirthDateField {...field('birthDate')} />
          <Button type="submit" size="md" fullWidth loading={pending}>
            {t('forgot.submit')}
          </Button>
        </Stack>
      </form>
      <Anchor component={Link} to={paths.login}>
        {t('forgot.back-to-login')}
      </Anchor>
      <MissingContactModal missing={missing} onClose={() => setMissing(null)} />
    </AuthPanel>
  );
}
