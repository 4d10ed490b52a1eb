import { declarationStatus } from '@mijn/domain';
import { and, asc, eq, gt, inArray, ne, or, sql } from 'drizzle-orm';
import type { InsurerDatabase } from '../db/database.ts';
import { claimAttachments, claimSubmissions, declarations } from '../db/schema/claims.ts';
import { sameProvider } from './provider-name.ts';

/** The insured's earlier claim a new one is likely the same bill as. */
export interface EarlierClaim {
  declarationId: string;
  receivedDate: string;
}

/** What makes two claims of one insured the same bill: a file's bytes, or provider, date and amount. */
export interface BillIdentity {
  customerNumber: string;
  fileHashes: readonly string[];
  careProvider: string;
  treatmentDate: string;
  declaredCents: number;
}

/** A handled claim that paid, or counted towards the excess or GVS: the claims department accepted it. */
const accepted = and(
  eq(declarations.status, declarationStatus.handled),
  gt(
    sql`${declarations.compensatedCents} + ${declarations.excessCents} + ${declarations.gvsContributionCents}`,
    0,
  ),
);

/**
 * Which earlier claims count: `accepted` for the claims department; at submission also those still
 * in progress, but not one that was refused (sending it again, say after an approval, is no duplicate).
 */
const scopes = {
  accepted,
  'in-progress-or-accepted': or(eq(declarations.status, declarationStatus.inProgress), accepted),
};

export interface EarlierClaimSearch {
  scope: keyof typeof scopes;
  /**
   * `same-file`: only the same file's bytes make the same bill (the insured confirmed that a bill with
   * the same provider, date and amount is another one); `same-file-or-bill`: provider, date and amount too.
   */
  matching: 'same-file' | 'same-file-or-bill';
  /** The claim being judged, which is not its own duplicate. */
  excludingDeclarationId?: string;
}

const earlier = { declarationId: declarations.declarationId, receivedDate: declarations.receivedDate };
const earliestFirst = [asc(declarations.receivedDate), asc(declarations.createdAt)] as const;

/**
 * The insured's earliest claim in scope that is likely the same bill, else null. Only this insured's
 * own claims count, so another person's claim is never matched nor revealed. Provider names are
 * compared as typed people write them differently (providerKey).
 */
export async function earlierClaimOf(
  db: InsurerDatabase,
  bill: BillIdentity,
  { scope, matching, excludingDeclarationId = '' }: EarlierClaimSearch,
): Promise<EarlierClaim | null> {
  const counted = and(scopes[scope], ne(declarations.declarationId, excludingDeclarationId));
  if (bill.fileHashes.length > 0) {
    const [sameFile] = await db
      .select(earlier)
      .from(claimAttachments)
      .innerJoin(claimSubmissions, eq(claimSubmissions.id, claimAttachments.submissionId))
      .innerJoin(declarations, eq(declarations.declarationId, claimSubmissions.declarationId))
      .where(
        and(
          counted,
          eq(claimSubmissions.forCustomerNumber, bill.customerNumber),
          inArray(claimAttachments.sha256, [...bill.fileHashes]),
        ),
      )
      .orderBy(...earliestFirst)
      .limit(1);
    if (sameFile) return sameFile;
  }
  if (matching === 'same-file') return null;
  const sameDayAndAmount = await db
    .select({ ...earlier, careProvider: declarations.careProvider })
    .from(declarations)
    .where(
      and(
        counted,
        eq(declarations.customerNumber, bill.customerNumber),
        eq(declarations.treatmentDate, bill.treatmentDate),
        eq(declarations.declaredCents, bill.declaredCents),
      ),
    )
    .orderBy(...earliestFirst);
  const sameBill = sameDayAndAmount.find((claim) => sameProvider(claim.careProvider, bill.careProvider));
  return sameBill ? { declarationId: sameBill.declarationId, receivedDate: sameBill.receivedDate } : null;
}
