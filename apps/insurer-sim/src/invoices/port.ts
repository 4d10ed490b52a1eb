import type { InsurerPort } from '@mijn/insurer';
import type { InsurerDeps } from '../deps.ts';
import { invoicesOfPolicyholder, oneInvoice } from './queries.ts';

export function invoicesPort({ db }: InsurerDeps): InsurerPort['invoices'] {
  return {
    ofPolicyholder: (input) => invoicesOfPolicyholder(db, input),
    one: (input) => oneInvoice(db, input),
  };
}
