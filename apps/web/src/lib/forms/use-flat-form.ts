import type { Schema } from '@mijn/contract';
import { type ChangeEvent, type ReactNode, useRef, useState } from 'react';
import { useFieldError } from '../errors/index.ts';
import { focusFirstError } from './focus-first-error.ts';
import { type FieldErrors, schemaErrors } from './schema-errors.ts';

type FlatValues = Record<string, string | boolean>;

/** What an input gets from `field`: as useContractForm gives it, Mantine's `data-path` included. */
export interface FlatFieldProps {
  'data-path': string;
  error: ReactNode;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  ref: (input: HTMLInputElement | null) => void;
  value?: string;
  checked?: boolean;
}

export interface FlatForm<Values extends FlatValues> {
  values: Values;
  errors: FieldErrors;
  field: (name: keyof Values & string, type?: 'input' | 'checkbox') => FlatFieldProps;
  setFieldValue: <Name extends keyof Values>(name: Name, value: Values[Name]) => void;
  /** Checks the values against the schema, shows the errors, focuses the first: whether all was well. */
  validate: () => boolean;
}

/**
 * A form of a few flat fields (texts and ticks) whose rules are the contract's, as in useContractForm,
 * without @mantine/form: the login page comes with the entry and carries only what it needs
 * (decision 0081). A change clears that field's error. The server paints the login form before the
 * app runs (decision 0093): what someone typed or ticked in it before the app hydrated it is taken
 * over as the field's value when the app first meets the input.
 */
export function useFlatForm<Values extends FlatValues>({
  schema,
  initialValues,
}: {
  schema: Schema;
  initialValues: Values;
}): FlatForm<Values> {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const translate = useFieldError();
  const met = useRef(new Set<string>());

  const setFieldValue = <Name extends keyof Values>(name: Name, value: Values[Name]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors(({ [name as string]: _cleared, ...rest }) => rest);
  };

  return {
    values,
    errors,
    setFieldValue,
    field: (name, type = 'input') => {
      const typedBeforeHydration = (input: HTMLInputElement | null) => {
        if (input === null || met.current.has(name)) return;
        met.current.add(name);
        const typed = type === 'checkbox' ? input.checked : input.value;
        if (typed !== (type === 'checkbox' ? values[name] === true : String(values[name]))) {
          setFieldValue(name, typed as Values[typeof name]);
        }
      };
      const shared = { 'data-path': name, error: translate(errors[name]), ref: typedBeforeHydration };
      if (type === 'checkbox') {
        return {
          ...shared,
          checked: values[name] === true,
          onChange: (event) => setFieldValue(name, event.currentTarget.checked as Values[typeof name]),
        };
      }
      return {
        ...shared,
        value: String(values[name]),
        onChange: (event) => setFieldValue(name, event.currentTarget.value as Values[typeof name]),
      };
    },
    validate: () => {
      const found = schemaErrors(schema, values);
      setErrors(found);
      focusFirstError(found);
      return Object.keys(found).length === 0;
    },
  };
}
