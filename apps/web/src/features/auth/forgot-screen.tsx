import { Anchor, Button, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ResetType } from '@mijn/contract';
import { validatePolicyNumber, validateRequired } from '@mijn/domain';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AuthPanel,
  BirthDateInput,
  parseDutchDate,
  ScreenAlert,
  toWireDate,
  UsernameInput,
  validateTypedBirthDate,
} from '../../components/auth-screen/index.ts';
import {
  type MissingContactInfo,
  missingContactInfo,
  type ScreenError,
  screenError,
  showNegativeNotice,
  useFieldError,
} from '../../lib/errors/index.ts';
import { paths } from '../../lib/paths.ts';
import { beginVerification } from '../../lib/session/index.ts';
import { useResetPassword, useResetUsername } from './api.ts';
import { MissingContactModal } from './missing-contact-modal.tsx';

interface ForgotValues {
  flowType: ResetType;
  policyNumber: string;
  username: string;
  birthDate: string;
}

/** wachtwoord/vergeten: ask for the username (policy number) or a new password (username), spec §4. */
export function ForgotScreen() {
  const { t } = useTranslation('auth');
  const fieldError = useFieldError();
  const navigate = useNavigate();
  const resetUsername = useResetUsername();
  const resetPassword = useResetPassword();
  const [failure, setFailure] = useState<ScreenError | null>(null);
  const [missing, setMissing] = useState<MissingContactInfo | null>(null);

  const form = useForm<ForgotValues>({
    initialValues: { flowType: 'password', policyNumber: '', username: '', birthDate: '' },
    validate: {
      policyNumber: (value, values) =>
        values.flowType === 'username' ? validatePolicyNumber(value.replace(/\s/g, '')) : null,
      username: (value, values) => (values.flowType === 'password' ? validateRequired(value) : null),
      birthDate: (value) => validateTypedBirthDate(value),
    },
  });
  const flowType = form.values.flowType;
  const pending = resetUsername.isPending || resetPassword.isPending;

  const submit = form.onSubmit(
    (values) => {
      setFailure(null);
      const birthDate = toWireDate(parseDutchDate(values.birthDate) ?? '');
      const request =
        values.flowType === 'username'
          ? resetUsername.mutateAsync({ policyNumber: values.policyNumber.replace(/\s/g, ''), birthDate })
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
            values.flowType === 'username' ? 'forgot-username' : 'forgot-password',
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
    },
    (errors) => {
      const first = Object.keys(errors)[0];
      if (first !== undefined) form.getInputNode(first)?.focus();
    },
  );

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
            <TextInput
              key="policyNumber"
              label={t('fields.policy-number')}
              description={t('fields.policy-number-description')}
              inputMode="numeric"
              autoComplete="off"
              maxLength={14}
              withAsterisk
              {...form.getInputProps('policyNumber')}
              error={fieldError(form.errors.policyNumber)}
            />
          ) : (
            <UsernameInput
              key="username"
              label={t('fields.username')}
              {...form.getInputProps('username')}
              error={fieldError(form.errors.username)}
            />
          )}
          <BirthDateInput
            {...form.getInputProps('birthDate')}
            value={form.values.birthDate}
            onChange={(value) => form.setFieldValue('birthDate', value)}
            error={fieldError(form.errors.birthDate)}
          />
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
