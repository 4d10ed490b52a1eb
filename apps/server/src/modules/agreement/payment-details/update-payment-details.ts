import type { UpdatePaymentDetailsBody } from '@mijn/contract';
import { insurerToday } from '@mijn/domain';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../../app-context.ts';
import { createAccessTokenIssuer } from '../../../auth/access-token-issuer.ts';
import type { AccessAuth } from '../../../auth/authenticate.ts';
import { signMandate } from '../../../core/payment-setup/mandates.ts';
import { replaceScheduledChange } from '../../../core/payment-setup/scheduled-changes.ts';
import type { Db } from '../../../db/client.ts';
import { accounts, agreements } from '../../../db/schema.ts';
import type { ReaderLanguage } from '../../../http/reader-language.ts';
import { confirmIbanChange } from './confirm-iban-change.ts';
import { heldAgreement } from './held-agreement.ts';
import { type ChangePlan, judgeChange } from './judge-change.ts';
import { paymentStateOf, termOf } from './payment-state.ts';

type Change = z.output<typeof UpdatePaymentDetailsBody>;

async function applyPlan(
  tx: Db,
  agreementId: number,
  accountId: string,
  plan: ChangePlan,
  now: Date,
  today: string,
) {
  if (Object.keys(plan.agreementUpdate).length > 0) {
    await tx.update(agreements).set(plan.agreementUpdate).where(eq(agreements.agreementId, agreementId));
  }
  for (const { purpose, iban } of plan.mandates) await signMandate(tx, agreementId, purpose, iban, today);
  await replaceScheduledChange(tx, agreementId, plan.scheduled, now);
  if (plan.convertToDigitalPost) {
    await tx.update(accounts).set({ digitalPost: true }).where(eq(accounts.accountId, accountId));
  }
}

/**
 * Spec §7 UpdatePaymentDetails: judged against the agreement under a row lock and saved in one
 * transaction, so a refused or failed save writes nothing; a changed account is confirmed by e-mail.
 */
export function createPaymentDetailsUpdate(
  ctx: Pick<AppContext, 'db' | 'clock' | 'tokens' | 'sessions' | 'messenger'>,
) {
  const { db, clock } = ctx;
  const accessTokens = createAccessTokenIssuer(ctx);

  return async function updatePaymentDetails(auth: AccessAuth, change: Change, language: ReaderLanguage) {
    const now = clock.now();
    const today = insurerToday(now);
    const { plan, held } = await db.transaction(async (tx) => {
      const held = await heldAgreement(tx, auth, change.agreementId, { lock: true });
      const { agreement, policyholder, account } = held;
      const state = await paymentStateOf(tx, auth, held, today);
      const onFile = (purpose: 'premium' | 'excess') => ({
        isValid: state.authority[purpose].status === 'valid',
      });
      const plan = judgeChange(change, {
        agreement,
        paymentTerm: state.paymentTerm,
        pending: state.scheduled && {
          startsOn: state.scheduled.startsOn,
          paymentMethod: state.scheduled.paymentMethod,
          paymentTermMonths: termOf(agreement.agreementId, state.scheduled.paymentTermMonths),
        },
        changeability: state.changeability,
        termOptions: state.termOptions.options,
        mandates: { premium: onFile('premium'), excess: onFile('excess') },
        digitalPost: account.digitalPost,
        hasEmailAddress: policyholder.email !== null,
        today,
      });
      await applyPlan(tx, agreement.agreementId, account.accountId, plan, now, today);
      return { plan, held };
    });
    await confirmIbanChange(ctx.messenger, held, plan.changedAccounts, language);
    return {
      scheduledFrom: plan.scheduled?.startsOn ?? null,
      convertedToDigitalPost: plan.convertToDigitalPost,
      changedIbans: plan.changedAccounts.map(({ purpose }) => purpose),
      accessToken: await accessTokens.renew(auth),
    };
  };
}
