import type { FailingClaim } from '@mijn/contract';
import { and, asc, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { claimSubmissions } from '../../db/schema.ts';

/**
 * Submissions that failed at least once and are not handled yet. The claim job retries them with
 * back-off and logs each failure at error level; this list lets a developer see them at once.
 */
export async function failingClaims(db: Db): Promise<FailingClaim[]> {
  const rows = await db
    .select({
      submissionId: claimSubmissions.id,
      attempts: claimSubmissions.attempts,
      error: claimSubmissions.lastError,
      retryAt: claimSubmissions.lockedUntil,
    })
    .from(claimSubmissions)
    .where(and(isNull(claimSubmissions.handledAt), isNotNull(claimSubmissions.lastError)))
    .orderBy(asc(claimSubmissions.handleAfter));
  return rows.map((row) => ({
    submissionId: row.submissionId,
    attempts: row.attempts,
    error: row.error ?? '',
    retryAt: (row.retryAt ?? new Date(0)).toISOString(),
  }));
}
