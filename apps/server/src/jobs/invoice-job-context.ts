import type { JobContext } from './handle-claims.ts';

/** What the invoice jobs need: the database, the clock, and the senders of the notifications they record. */
export type InvoiceJobContext = Pick<JobContext, 'db' | 'clock' | 'messenger' | 'push'>;
