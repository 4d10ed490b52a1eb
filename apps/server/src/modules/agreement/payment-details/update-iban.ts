import { maskIban } from '@mijn/domain';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../app-context.ts';
import type { AccessAuth } from '../../../auth/authenticate.ts';
import { agreements } from '../../../db/schema.ts';
import { HttpError, serverMessages } from '../../../http/http-error.ts';
import type { ReaderLanguage } from '../../../http/reader-language.ts';
import { confirmIbanChange } from './confirm-iban-change.ts';
import { heldAgreement } from './held-agreement.ts';
import { hasAgreementEnded } from './payment-state.ts';

/**
 * Spec §7 UpdateIban: the policyholder names the account reimbursements are paid to (spec §6: only
 * the policyholder adds a bank account), as the claim form's "another account" would. Takes effect
 * at once; a changed account is confirmed by e-mail.
 */
export function createIbanUpdate(ctx: Pick<AppContext, 'db' | 'messenger'>) {
  return async function updateIban(
    auth: AccessAuth,
    body: { agreementId: number; iban: string },
    language: ReaderLanguage,
    today: string,
  ) {
    const { held, changed } = await ctx.db.transaction(async (tx) => {
      const held = await heldAgreement(tx, auth, body.agreementId, { lock: true });
      if (hasAgreementEnded(held.agreement, today)) throw new HttpError(409, serverMessages.agreementEnded);
      const changed = held.agreement.reimbursementIban !== body.iban;
      if (changed) {
        await tx
          .update(agreements)
          .set({ reimbursementIban: body.iban })
          .where(eq(agreements.agreementId, held.agreement.agreementId));
      }
      return { held, changed };
    });
    if (changed) {
      await confirmIbanChange(ctx.messenger, held, [{ purpose: 'reimbursement', iban: body.iban }], language);
    }
    return { ibanReceivedByInsured: maskIban(body.iban) };
  };
}
