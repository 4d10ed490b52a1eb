import { List, PasswordInput, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_SPECIAL_CHARACTERS } from '@mijn/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { passwordRules } from './password-rules.ts';

interface FieldProps {
  value?: string;
  onChange: (value: unknown) => void;
  error?: ReactNode;
  /** Spread from `field(path)`, so the first-error focus finds the field. */
  'data-path'?: string;
}

interface NewPasswordFieldsProps {
  password: FieldProps;
  confirmPassword: FieldProps;
}

function RuleMark({ met }: { met: boolean }) {
  return (
    <ThemeIcon
      size={18}
      radius="xl"
      color={met ? 'green.8' : 'gray.6'}
      variant={met ? 'filled' : 'outline'}
      aria-hidden
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 16 16"
        width="11"
        height="11"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.4"
      >
        {met ? <path d="M3 8.5l3.2 3L13 4.5" /> : <circle cx="8" cy="8" r="1.6" fill="currentColor" />}
      </svg>
    </ThemeIcon>
  );
}

/**
 * A new password typed twice, with the rules of spec §5 listed under it and ticked off while typing.
 * Each rule says in words whether it is met, so the state is not carried by colour alone.
 */
export function NewPasswordFields({ password, confirmPassword }: NewPasswordFieldsProps) {
  const { t } = useTranslation('auth');
  const values = {
    min: PASSWORD_MIN_LENGTH,
    max: PASSWORD_MAX_LENGTH,
    characters: [...PASSWORD_SPECIAL_CHARACTERS].join(' '),
  };
  return (
    <Stack gap="md">
      <Stack gap="xs">
        <PasswordInput
          label={t('fields.new-password')}
          autoComplete="new-password"
          withAsterisk
          visibilityToggleButtonProps={{ 'aria-label': t('login.show-password') }}
          visibilityToggleFocusable
          aria-describedby="password-rules"
          value={password.value ?? ''}
          onChange={password.onChange}
          error={password.error}
          data-path={password['data-path']}
          aria-invalid={password.error !== undefined && password.error !== null}
        />
        <div id="password-rules">
          <Text size="sm" fw={600} mb={4}>
            {t('password-rules.title')}
          </Text>
          <List spacing={4} size="sm" center listStyleType="none">
            {passwordRules.map((rule) => {
              const met = rule.met(password.value ?? '');
              return (
                <List.Item key={rule.key} icon={<RuleMark met={met} />}>
                  {t(rule.key, values)}
                  <VisuallyHidden>
                    {' '}
                    {met ? t('password-rules.met') : t('password-rules.not-met')}
                  </VisuallyHidden>
                </List.Item>
              );
            })}
          </List>
        </div>
      </Stack>
      <PasswordInput
        label={t('fields.confirm-password')}
        autoComplete="new-password"
        withAsterisk
        visibilityToggleButtonProps={{ 'aria-label': t('login.show-password') }}
        visibilityToggleFocusable
        value={confirmPassword.value ?? ''}
        onChange={confirmPassword.onChange}
        error={confirmPassword.error}
        data-path={confirmPassword['data-path']}
        aria-invalid={confirmPassword.error !== undefined && confirmPassword.error !== null}
      />
    </Stack>
  );
}
