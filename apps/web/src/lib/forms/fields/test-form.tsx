import type { ReactNode } from 'react';
import { type ContractForm, type ContractFormOptions, useContractForm } from '../use-contract-form.ts';

interface TestFormProps<Values extends Record<string, unknown>> extends ContractFormOptions<Values> {
  /** Gets what the schema made of the input, once it passed. */
  onSend: (parsed: unknown) => void;
  children: (contract: ContractForm<Values>) => ReactNode;
}

/** A form around one field, for the fields' tests: "Versturen" validates and sends the parsed input. */
export function TestForm<Values extends Record<string, unknown>>({
  onSend,
  children,
  ...options
}: TestFormProps<Values>) {
  const contract = useContractForm(options);
  const toInput = options.toInput ?? ((values: Values) => values);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (contract.validate()) onSend(options.schema.parse(toInput(contract.form.getValues())));
      }}
    >
      {children(contract)}
      <button type="submit">Versturen</button>
    </form>
  );
}
