import { type BillReading, readBill } from '@mijn/contract';
import { useMutation } from '@tanstack/react-query';
import { contractMutation } from '../../../lib/query/index.ts';
import type { ClaimFormValues } from '../claim-form.ts';
import type { InlandField } from '../inland-fields.tsx';

/** Declaration/ReadBill: what the server could read from the bill's pages; nothing is stored. */
export function useReadBill() {
  return useMutation(
    contractMutation(readBill, {
      input: (files: readonly File[]) => ({ body: {}, files: [...files] }),
      options: { customErrorHandling: true },
    }),
  );
}

export const nothingRead: BillReading = {
  careType: null,
  careProvider: null,
  treatmentDate: null,
  amount: null,
};

/** The form's value of each field as the reading gives it, typed the way a person types it. */
function typedValues(reading: BillReading): Partial<Record<InlandField, string>> {
  const [year, month, day] = reading.treatmentDate?.split('-') ?? [];
  return {
    ...(reading.careType ? { CareType: reading.careType } : {}),
    ...(reading.careProvider ? { CareProvider: reading.careProvider } : {}),
    ...(reading.treatmentDate ? { TreatmentDate: `${day}-${month}-${year}` } : {}),
    ...(reading.amount ? { Amount: reading.amount } : {}),
  };
}

/** The fields the reading gave a value for: those are shown to check, the others are asked. */
export function readFields(reading: BillReading): InlandField[] {
  return Object.keys(typedValues(reading)) as InlandField[];
}

/**
 * The claim's Dutch-care fields after reading the pages again: what the earlier reading filled in
 * and was left as read is replaced by the new reading; what the person typed stays.
 */
export function withReading(
  inland: ClaimFormValues['Inland'],
  reading: BillReading,
  earlier: BillReading | null = null,
): ClaimFormValues['Inland'] {
  const before = earlier ? typedValues(earlier) : {};
  const read = typedValues(reading);
  const filled = { ...inland };
  for (const name of Object.keys(filled) as InlandField[]) {
    if (before[name] !== undefined && filled[name] === before[name]) filled[name] = '';
    const value = read[name];
    if (filled[name].trim() === '' && value !== undefined) filled[name] = value;
  }
  return filled;
}
