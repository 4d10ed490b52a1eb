import { insurerToday } from '@mijn/domain';
import { applyDuePaymentChanges } from '../core/payment-setup/scheduled-changes.ts';
import { collectArrangementTerms, processDueArrangements } from '../insurer/legacy/arrangements.ts';
import { answerDueCareMediations } from '../insurer/legacy/care-mediation.ts';
import { answerDueQuestions } from '../insurer/legacy/contact.ts';
import { decideDueInsuranceRightChecks } from '../insurer/legacy/insurance-right.ts';
import { decideDueTreatmentAbroad } from '../insurer/legacy/treatment-abroad.ts';
import { collectDirectDebits } from './direct-debit-collection.ts';
import { advanceDunning } from './dunning.ts';
import type { InvoiceJobContext } from './invoice-job-context.ts';
import { noticeLatePayments } from './late-payments.ts';
import { acceptDueNewlyInsured } from './newly-insured.ts';
import { invoicePremiums } from './premium-run.ts';

/** Work of the simulated core that the scheduler runs after the claims on every tick, in this order. */
export interface BackgroundTask {
  name: string;
  /**
   * Must be safe to run again at once and on two servers together: it does what is due, once.
   * Answers how many items it did, so the scheduler knows whether more may have come due.
   */
  run(ctx: InvoiceJobContext): Promise<number>;
}

export const backgroundTasks: readonly BackgroundTask[] = [
  // First: whatever reads an agreement's payment method and term today sees the changes that start today.
  {
    name: 'payment changes',
    run: (ctx) => applyDuePaymentChanges(ctx.db, insurerToday(ctx.clock.now())),
  },
  // The invoice life cycle: invoice, collect what is due (arranged invoices leave the arrears path
  // first), then move what is still unpaid along.
  { name: 'premium run', run: (ctx) => invoicePremiums(ctx) },
  {
    name: 'direct-debit collection',
    run: async (ctx) => (await collectDirectDebits(ctx)).length,
  },
  { name: 'payment arrangement requests', run: (ctx) => processDueArrangements(ctx) },
  { name: 'payment arrangement terms', run: (ctx) => collectArrangementTerms(ctx) },
  { name: 'dunning', run: (ctx) => advanceDunning(ctx) },
  { name: 'late payments', run: (ctx) => noticeLatePayments(ctx) },
  // The core insures the persons added to an agreement whose time has come.
  { name: 'newly insured persons', run: (ctx) => acceptDueNewlyInsured(ctx) },
  // The simulated customer service answers contact-form questions whose time has come.
  { name: 'contact answers', run: (ctx) => answerDueQuestions(ctx) },
  // The simulated core answers care mediation requests with providers and their waiting times.
  { name: 'care mediation answers', run: (ctx) => answerDueCareMediations(ctx) },
  // The core decides the insurance-right checks of people living abroad whose time has come.
  { name: 'insurance-right checks', run: (ctx) => decideDueInsuranceRightChecks(ctx) },
  // The core decides the requests for prior approval of care abroad whose time has come.
  { name: 'treatment-abroad decisions', run: (ctx) => decideDueTreatmentAbroad(ctx) },
];
