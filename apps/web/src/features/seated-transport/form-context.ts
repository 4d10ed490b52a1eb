import { createFormContext } from '@mantine/form';
import { useFieldError } from '../../lib/errors/index.ts';
import type { SeatedTransportFormValues } from './form-model.ts';

export const [TransportFormProvider, useTransportFormContext, useTransportForm] =
  createFormContext<SeatedTransportFormValues>();

/** Input props of a form path with its validator message translated. */
export function useFieldProps() {
  const form = useTransportFormContext();
  const fieldError = useFieldError();
  return (path: string, options?: { type?: 'input' | 'checkbox' }) => {
    const props = form.getInputProps(path, options);
    return { ...props, error: fieldError(form.errors[path]) };
  };
}
