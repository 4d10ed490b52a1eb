import type { JobContext } from './handle-claims.ts';
import { noticeLatePayments } from './late-payments.ts';
import { collectArrangementTerms, processDueArrangements } from './payment-arrangements.ts';

/** Work of the simulated core that the scheduler runs after the claims on every tick, in this order. */
export interface BackgroundTask {
  name: string;
  /** Must be safe to run again at once and on two servers together: it does what is due, once. */
  run(ctx: JobContext): Promise<unknown>;
}

export const backgroundTasks: readonly BackgroundTask[] = [
  { name: 'late payments', run: (ctx) => noticeLatePayments(ctx) },
  { name: 'payment arrangement requests', run: (ctx) => processDueArrangements(ctx) },
  { name: 'payment arrangement terms', run: (ctx) => collectArrangementTerms(ctx) },
];
