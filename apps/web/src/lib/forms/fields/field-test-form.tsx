import type { Schema } from '@mijn/contract';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import type { z } from 'zod/mini';
import { renderWithProviders } from '../../../test/render.tsx';
import { type ContractForm, useContractForm } from '../use-contract-form.ts';

type Values = Record<string, string>;

interface FieldTestFormProps {
  schema: Schema<z.core.$ZodType<unknown, Values>>;
  initialValues: Values;
  renderField: (field: ContractForm<Values>['field']) => ReactNode;
  onSend: (body: unknown) => void;
}

/**
 * A one-field form as a screen builds it: the schema checks it, "Opslaan" sends what the schema
 * outputs, "Wissen" resets the form.
 */
function FieldTestForm({ schema, initialValues, renderField, onSend }: FieldTestFormProps) {
  const { form, field, validate } = useContractForm({ schema, initialValues });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (validate()) onSend(schema.parse(form.getValues()));
      }}
    >
      {renderField(field)}
      <button type="submit">Opslaan</button>
      <button type="button" onClick={() => form.reset()}>
        Wissen
      </button>
    </form>
  );
}

/** Renders the form; `sent` collects each body sent. */
export function renderFieldTestForm(props: Omit<FieldTestFormProps, 'onSend'>) {
  const sent: unknown[] = [];
  renderWithProviders(<FieldTestForm {...props} onSend={(body) => sent.push(body)} />);
  return { sent, user: userEvent.setup() };
}
