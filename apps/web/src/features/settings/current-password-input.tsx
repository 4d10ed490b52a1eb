import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The password in use now, asked again before a change that needs it (decision 0018): the browser
 * may fill it, and an error is told to assistive technology too (Mantine marks it only visually).
 */
export function CurrentPasswordInput(props: PasswordInputProps & { label: string }) {
  const { t } = useTranslation('auth');
  return (
    <PasswordInput
      autoComplete="current-password"
      withAsterisk
      visibilityToggleButtonProps={{ 'aria-label': t('login.show-password') }}
      {...props}
      aria-invalid={props.error !== undefined && props.error !== null}
    />
  );
}
