import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const validatorPrefix = 'validators.';

/**
 * The translation key of a validator message: @mijn/domain answers `validators.<name>` (spec §5),
 * whose texts live in the `validators` namespace.
 */
export function validatorKey(message: string): string {
  return message.startsWith(validatorPrefix)
    ? `validators:${message.slice(validatorPrefix.length)}`
    : message;
}

/** Translates a form error; anything that is not a string (already a node) is shown as it is. */
export function useFieldError(): (error: ReactNode) => ReactNode {
  const { t } = useTranslation('validators');
  return (error) => (typeof error === 'string' ? t(validatorKey(error)) : error);
}
