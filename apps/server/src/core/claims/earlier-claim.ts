import type { DuplicateOf } from '@mijn/contract';
import { declarationStatus } from '@mijn/domain';
import { and, asc, eq, gt, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { claimAttachments, claimSubmissions, declarations } from '../../db/schema.ts';

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

/**
 * The insured's earliest claim in `scope` that is likely the same bill, else null. Only this
 * insured's own claims count, so another person's claim is never matched nor revealed.
 */
export async function earlierClaimOf(
  db: Db,
  bill: BillIdentity,
  scope: keyof typeof scopes,
  excludingDeclarationId = '',
): Promise<DuplicateOf | null> {
  const earlier = { declarationId: declarations.declarationId, receivedDate: declarations.receivedDate };
  const counted = and(scopes[scope], ne(declarations.declarationId, excludingDeclarationId));
  const [sameLine] = await db
    .select(earlier)
    .from(declarations)
    .where(
      and(
        counted,
        eq(declarations.customerNumber, bill.customerNumber),
        eq(declarations.careProvider, bill.careProvider),
        eq(declarations.treatmentDate, bill.treatmentDate),
        eq(declarations.declaredCents, bill.declaredCents),
      ),
    )
    .orderBy(asc(declarations.receivedDate), asc(declarations.createdAt))
    .limit(1);
  if (sameLine) return sameLine;
  if (bill.fileHashes.length === 0) return null;
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
    .orderBy(asc(declarations.receivedDate), asc(declarations.createdAt))
    .limit(1);
  return sameFile ?? null;
}
