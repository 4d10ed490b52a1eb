import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { directDebitMandates, type MandatePurpose } from '../../db/schema.ts';

export type Mandate = typeof directDebitMandates.$inferSelect;

/** Spec §4 direct-debit authority, for the account a purpose is paid from. */
export interface Authority {
  status: 'valid' | 'not-granted';
  reference: string | null;
  signedOn: string | null;
}

const notGranted: Authority = { status: 'not-granted', reference: null, signedOn: null };

/** The mandates of an agreement that are not revoked: at most one per purpose. */
export async function unrevokedMandates(db: Db, agreementId: number): Promise<Mandate[]> {
  return db
    .select()
    .from(directDebitMandates)
    .where(and(eq(directDebitMandates.agreementId, agreementId), isNull(directDebitMandates.revokedOn)));
}

/** Valid when a mandate of the purpose covers exactly the account on file and was signed by `day`. */
export function authorityFor(
  mandates: readonly Mandate[],
  purpose: MandatePurpose,
  iban: string | null,
  day: string,
): Authority {
  const mandate = mandates.find(
    (candidate) => candidate.purpose === purpose && candidate.iban === iban && candidate.signedOn <= day,
  );
  return mandate ? { status: 'valid', reference: mandate.reference, signedOn: mandate.signedOn } : notGranted;
}

const referenceLetter: Record<MandatePurpose, string> = { premium: 'P', excess: 'E' };

/**
 * The policyholder authorised debits of a purpose from an account: the mandate on file for the
 * purpose (another account's, or the same one's) is revoked today and a new one signed. Run inside
 * the transaction that holds the agreement's row, so the numbering cannot collide.
 */
export async function signMandate(
  tx: Db,
  agreementId: number,
  purpose: MandatePurpose,
  iban: string,
  today: string,
): Promise<void> {
  const ofPurpose = and(
    eq(directDebitMandates.agreementId, agreementId),
    eq(directDebitMandates.purpose, purpose),
  );
  await tx
    .update(directDebitMandates)
    .set({ revokedOn: today })
    .where(and(ofPurpose, isNull(directDebitMandates.revokedOn)));
  const [{ signed = 0 } = {}] = await tx
    .select({ signed: count() })
    .from(directDebitMandates)
    .where(ofPurpose);
  await tx.insert(directDebitMandates).values({
    reference: `${agreementId}-${referenceLetter[purpose]}${signed + 1}`,
    agreementId,
    purpose,
    iban,
    signedOn: today,
  });
}
