import { type UseFormReturnType, useForm } from '@mantine/form';
import type { Schema } from '@mijn/contract';
import type { ReactNode } from 'react';
import { useFieldError } from '../errors/index.ts';
import { focusFirstError } from './focus-first-error.ts';
import { type FieldErrors, isWithin, schemaErrors } from './schema-errors.ts';

export interface ContractFormOptions<Values extends Record<string, unknown>> {
  /** The contract's schema of what is sent: the form's one source of validation. */
  schema: Schema;
  initialValues: Values;
  /** What the schema parses, when the form holds more or other shapes than is sent. */
  toInput?: (values: Values) => unknown;
  /**
   * Rules the contract cannot state, checked with the schema: on what the form cannot hold (files:
   * Mantine's form clones its values, which a File does not survive) or holds but does not send (a
   * choice of the screen). Keyed by the path their field shows them at; these win over the schema's.
   */
  alsoCheck?: (values: Values) => FieldErrors;
}

export interface ContractForm<Values extends Record<string, unknown>> {
  form: UseFormReturnType<Values>;
  /** Mantine input props with the error translated; `checkbox` for ticks. */
  field: (
    path: string,
    type?: 'input' | 'checkbox',
  ) => ReturnType<UseFormReturnType<Values>['getInputProps']>;
  /**
   * Validates (only the fields under `scopes`, when given), shows the errors, focuses the first
   * invalid field (unless `focus: false`, e.g. when a step alert takes focus) and answers whether
   * all was well.
   */
  validate: (scopes?: readonly string[], options?: { focus?: boolean }) => boolean;
  /** Shows errors found elsewhere (e.g. the server's refusal) the same way. */
  showErrors: (errors: FieldErrors) => void;
}

const identity = (values: unknown) => values;
const noErrors = (_values: unknown): FieldErrors => ({});

/** A form whose rules are the contract's: same schema in the browser as on the server. */
export function useContractForm<Values extends Record<string, unknown>>({
  schema,
  initialValues,
  toInput = identity,
  alsoCheck = noErrors,
}: ContractFormOptions<Values>): ContractForm<Values> {
  const form = useForm<Values>({ initialValues });
  const translate = useFieldError();

  const showErrors = (errors: FieldErrors) => {
    form.setErrors(errors);
    focusFirstError(errors);
  };

  return {
    form,
    field: (path, type = 'input') => {
      const props = form.getInputProps(path, type === 'checkbox' ? { type: 'checkbox' } : undefined);
      const error: ReactNode = translate(form.errors[path]);
      return { ...props, error };
    },
    validate: (scopes, { focus = true } = {}) => {
      const values = form.getValues();
      const also = Object.entries(alsoCheck(values)).filter(([path]) => !scopes || isWithin(path, scopes));
      const errors = { ...schemaErrors(schema, toInput(values), scopes), ...Object.fromEntries(also) };
      const kept = scopes
        ? Object.fromEntries(Object.entries(form.errors).filter(([path]) => !isWithin(path, scopes)))
        : {};
      form.setErrors({ ...kept, ...errors });
      if (focus) focusFirstError(errors);
      return Object.keys(errors).length === 0;
    },
    showErrors,
  };
}
