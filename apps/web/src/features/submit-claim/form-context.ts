import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { useFieldError } from '../../lib/errors/index.ts';
import type { ClaimFormValues } from './claim-form.ts';

export type ClaimForm = UseFormReturnType<ClaimFormValues>;

/** getInputProps with the validator message translated; `checkbox` for ticks. */
export function useFieldProps(form: ClaimForm) {
  const fieldError = useFieldError();
  return (path: string, type: 'input' | 'checkbox' = 'input') => {
    const props = form.getInputProps(path, type === 'checkbox' ? { type: 'checkbox' } : undefined);
    const error: ReactNode = fieldError(form.errors[path]);
    return { ...props, error };
  };
}
