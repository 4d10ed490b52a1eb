import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Translates a form error. Validators of @mijn/domain answer keys like `validators.required-field`;
 * the shared texts live in `common`, auth.json holds the ones these screens need as a fallback.
 */
export function useFieldError(): (error: ReactNode) => ReactNode {
  const { t } = useTranslation(['common', 'auth']);
  return (error) => (typeof error === 'string' ? t(error, { ns: ['common', 'auth'] }) : error);
}
