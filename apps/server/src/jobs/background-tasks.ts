import { insurerToday } from '@mijn/domain';
import { applyDuePaymentChanges } from '../core/payment-setup/scheduled-changes.ts';
import type { JobContext } from './handle-claims.ts';
import { noticeLatePayments } from './late-payments.ts';

/** Work of the simulated core that the scheduler runs after the claims on every tick, in this order. */
export interface BackgroundTask {
  name: string;
  /** Must be safe to run again at once and on two servers together: it does what is due, once. */
  run(ctx: JobContext): Promise<unknown>;
}

export const backgroundTasks: readonly BackgroundTask[] = [
  // First: whatever reads an agreement's payment method and term today sees the changes that start today.
  {
    name: 'payment changes',
    run: (ctx) => applyDuePaymentChanges(ctx.db, insurerToday(ctx.clock.now())),
  },
  { name: 'late payments', run: (ctx) => noticeLatePayments(ctx) },
];
