import { randomInt, randomUUID } from 'node:crypto';
import { declarationStatus, insurerToday } from '@mijn/domain';
import { and, asc, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { AppContext } from '../app-context.ts';
import { claimFacts, parseStoredClaimForm } from '../core/claims/claim-form.ts';
import { brandOf } from '../core/documents/brand.ts';
import { writeLetter } from '../core/documents/letter-content.ts';
import { printLetter } from '../core/documents/letter-print.ts';
import { deliverNotifications } from '../core/notifications/deliver-notifications.ts';
import { recordNotification } from '../core/notifications/record-notification.ts';
import type { Db } from '../db/client.ts';
import {
  agreements,
  claimAttachments,
  claimSubmissions,
  customers,
  declarationActivities,
  declarationBills,
  declarations,
  documents,
  policies,
} from '../db/schema.ts';
import {
  adjudicate,
  benefitOf,
  earlierClaimOf,
  insuredCover,
  paymentRunAfter,
  priorApprovalDates,
  yearUsage,
} from '../insurer/legacy/claims.ts';
import { claimDecisionFacts } from './claim-letter.ts';

export type JobContext = Pick<AppContext, 'db' | 'clock' | 'storage' | 'readability' | 'messenger' | 'push'>;

/** A claimed submission stays with its handler this long; after that another may retry it. */
export const CLAIM_LOCK_MS = 5 * 60_000;
/** A submission that failed this many times is reported at error level as needing a person. */
export const ATTENTION_AFTER_ATTEMPTS = 5;
const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 6 * 60 * 60_000;

/** When a submission that failed its `attempts`-th try is tried again: 1, 2, 4, ... minutes, at most 6 hours. */
export function retryAfter(attempts: number, now: Date): Date {
  const wait = Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
  return new Date(now.getTime() + wait);
}

const dueCondition = (now: Date) =>
  and(
    isNull(claimSubmissions.handledAt),
    lte(claimSubmissions.handleAfter, now),
    or(isNull(claimSubmissions.lockedUntil), lt(claimSubmissions.lockedUntil, now)),
  );

/**
 * Claims the one due submission this handler will handle next: it selects it FOR UPDATE SKIP
 * LOCKED (so two servers polling at once never take the same one) and counts the attempt on exactly
 * that row, in one transaction. A single UPDATE ... WHERE id IN (SELECT ... LIMIT 1 SKIP LOCKED) is
 * not that: PostgreSQL may run the subquery again for each row it scans, each run skips the rows the
 * UPDATE already touched, and so every due row got locked and counted (decision 0016).
 */
export async function claimDueSubmission(db: Db, now: Date): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    const [next] = await tx
      .select({ id: claimSubmissions.id })
      .from(claimSubmissions)
      .where(dueCondition(now))
      .orderBy(asc(claimSubmissions.handleAfter))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!next) return undefined;
    await tx
      .update(claimSubmissions)
      .set({
        lockedUntil: new Date(now.getTime() + CLAIM_LOCK_MS),
        attempts: sql`${claimSubmissions.attempts} + 1`,
      })
      .where(eq(claimSubmissions.id, next.id));
    return next.id;
  });
}

/**
 * Frees the submissions a killed server had claimed, so they are handled now rather than when their
 * lock runs out. Only safe where no other server can be handling: the embedded database, whose data
 * folder this process holds alone. A failed claim's back-off is cut short too: a restart retries it.
 */
export async function releaseClaimLocks(db: Db, now: Date): Promise<number> {
  const released = await db
    .update(claimSubmissions)
    .set({ lockedUntil: null })
    .where(and(isNull(claimSubmissions.handledAt), gt(claimSubmissions.lockedUntil, now)))
    .returning({ id: claimSubmissions.id });
  return released.length;
}

/**
 * Handles one claimed submission in one transaction: judges it with the rules, writes the amounts,
 * bill and activities on the declaration (handled, unread), and puts a letter in the message box.
 * Returns false when it was handled already (by another instance). The letter's file is written
 * before the commit; when the transaction fails it is removed again (a crash leaves it to the sweep).
 */
export async function handleSubmission(ctx: JobContext, submissionId: string, now: Date): Promise<boolean> {
  const documentId = randomUUID();
  const letterKey = `documents/${documentId}.pdf`;
  try {
    return await judgeAndRecord(ctx, submissionId, now, documentId, letterKey);
  } catch (error) {
    await ctx.storage.delete(letterKey);
    throw error;
  }
}

async function judgeAndRecord(
  ctx: JobContext,
  submissionId: string,
  now: Date,
  documentId: string,
  storageKey: string,
): Promise<boolean> {
  const handledOn = insurerToday(now);
  return ctx.db.transaction(async (tx) => {
    const [submission] = await tx
      .select()
      .from(claimSubmissions)
      .where(and(eq(claimSubmissions.id, submissionId), isNull(claimSubmissions.handledAt)))
      .for('update');
    if (!submission) return false;
    // One insured's claims are judged one at a time, so two never spend the same excess.
    const [insured] = await tx
      .select()
      .from(customers)
      .where(eq(customers.customerNumber, submission.forCustomerNumber))
      .for('update');
    const [declaration] = await tx
      .select()
      .from(declarations)
      .where(eq(declarations.declarationId, submission.declarationId));
    if (!insured || !declaration) throw new Error(`Submission ${submissionId} lost its declaration`);

    const form = parseStoredClaimForm(submissionId, submission.form);
    const facts = claimFacts(form);
    if (!facts) throw new Error(`Submission ${submissionId} has a currency the rate table lost`);
    const approved = await priorApprovalDates(tx, insured.customerNumber, facts);
    const year = declaration.year;
    const files = await tx
      .select({ sha256: claimAttachments.sha256 })
      .from(claimAttachments)
      .where(eq(claimAttachments.submissionId, submissionId));
    const duplicateOf = await earlierClaimOf(
      tx,
      {
        customerNumber: insured.customerNumber,
        fileHashes: files.map((file) => file.sha256),
        careProvider: declaration.careProvider,
        treatmentDate: declaration.treatmentDate,
        declaredCents: declaration.declaredCents,
      },
      {
        scope: 'accepted',
        // Confirmed at submission as another bill: only the same file makes it a true duplicate.
        matching: form.ConfirmDuplicate ? 'same-file' : 'same-file-or-bill',
        excludingDeclarationId: declaration.declarationId,
      },
    );
    const judgement = adjudicate(
      {
        benefit: benefitOf(facts, approved),
        activities: facts.activities,
        receiver: 'D',
        duplicateOf: duplicateOf ?? undefined,
      },
      await insuredCover(tx, insured.customerNumber, year),
      await yearUsage(tx, insured.customerNumber, year),
    );

    const paidOutOn = judgement.payOutCents > 0 ? paymentRunAfter(handledOn) : null;
    const invoiceId = `N${facts.treatmentDate.replaceAll('-', '')}W${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
    await tx
      .update(declarations)
      .set({
        invoiceId,
        coverProductType: judgement.coverProductType,
        declaredCents: judgement.declaredCents,
        compensatedCents: judgement.compensatedCents,
        uncompensatedCents: judgement.uncompensatedCents,
        excessCents: judgement.excessCents,
        gvsContributionCents: judgement.gvsCents,
        collectionRiskCents: judgement.collectionRiskCents,
        rejectionReason: judgement.rejectionReason,
        rejectionCodes: judgement.rejectionCodes,
        status: declarationStatus.handled,
        isRead: false,
        paidOutOn,
      })
      .where(eq(declarations.declarationId, declaration.declarationId));
    const [bill] = await tx
      .insert(declarationBills)
      .values({ declarationId: declaration.declarationId, invoiceId, payOutCents: judgement.payOutCents })
      .returning({ id: declarationBills.id });
    if (!bill) throw new Error('The bill was not stored');
    await tx.insert(declarationActivities).values(
      judgement.activities.map((activity, index) => ({
        billId: bill.id,
        date: activity.date,
        description: activity.description.slice(0, 300),
        declaredCents: activity.declaredCents,
        compensatedCents: activity.compensatedCents,
        sortOrder: index,
      })),
    );

    const aboutTheInsured = {
      customerNumber: insured.customerNumber,
      actingCustomerNumber: submission.submittedByCustomerNumber,
      today: handledOn,
    };
    const [agreement] = await tx
      .select({ labelCode: agreements.labelCode, contractCode: agreements.contractCode })
      .from(policies)
      .innerJoin(agreements, eq(agreements.agreementId, policies.agreementId))
      .where(eq(policies.policyNumber, declaration.policyNumber ?? ''));
    if (agreement) {
      const brand = await brandOf(tx, { code: agreement.labelCode });
      const letterFacts = claimDecisionFacts({
        declarationId: declaration.declarationId,
        receivedDate: declaration.receivedDate,
        judgement,
        paidOutOn,
        payee:
          declaration.payeeName && declaration.payeeIban
            ? { name: declaration.payeeName, iban: declaration.payeeIban }
            : null,
        duplicateOf,
      });
      const written = (language: 'nl' | 'en') =>
        writeLetter(letterFacts, {
          language,
          brand,
          insured: { firstName: insured.firstName, birthDate: insured.birthDate },
          publicationDate: handledOn,
        });
      // The letter as sent, in Dutch; a reader of the English screens gets it translated on demand.
      const letter = {
        brand,
        customer: insured,
        publicationDate: handledOn,
        policyNumber: declaration.policyNumber,
        language: 'nl' as const,
        body: written('nl'),
      };
      const pdf = await printLetter(letter, now);
      await ctx.storage.put(storageKey, pdf);
      await tx.insert(documents).values({
        documentId,
        customerNumber: insured.customerNumber,
        labelCode: agreement.labelCode,
        docType: 'Declaratieoverzicht',
        docTypeId: 20,
        documentCluster: 'declaraties',
        name: letter.body.title,
        policyNumber: declaration.policyNumber,
        productType: judgement.coverProductType,
        contractCode: agreement.contractCode,
        publicationDate: handledOn,
        storageKey,
        facts: letterFacts,
      });
      await recordNotification(tx, {
        ...aboutTheInsured,
        kind: 'letterArrived',
        subject: documentId,
        // Only that a letter waits: its title tells of the care (decision 0087).
        facts: {},
      });
    }
    if (paidOutOn) {
      await recordNotification(tx, {
        ...aboutTheInsured,
        kind: 'claimPaid',
        subject: declaration.declarationId,
        facts: {
          declarationId: declaration.declarationId,
          amountCents: judgement.payOutCents,
          paidOutOn,
          paidTo: declaration.receiverOfReimbursement === 'M' ? 'provider' : 'insured',
        },
      });
    }
    await tx
      .update(claimSubmissions)
      .set({ handledAt: now, lockedUntil: null, lastError: null })
      .where(eq(claimSubmissions.id, submissionId));
    return true;
  });
}

/**
 * Scores the attachments of a submission that have no readability score yet (the same analysis as
 * Declaration/ValidateAttachmentsReadability), so the claims department sees which bills to doubt.
 */
async function scoreAttachments(ctx: JobContext, submissionId: string): Promise<void> {
  const unscored = await ctx.db
    .select()
    .from(claimAttachments)
    .where(and(eq(claimAttachments.submissionId, submissionId), isNull(claimAttachments.readabilityScore)));
  for (const attachment of unscored) {
    const bytes = await ctx.storage.get(attachment.storageKey);
    if (!bytes) continue;
    const score = await ctx.readability.claims.score({
      fileName: attachment.fileName,
      extension: attachment.extension,
      bytes,
    });
    await ctx.db
      .update(claimAttachments)
      .set({ readabilityScore: score })
      .where(eq(claimAttachments.id, attachment.id));
  }
}

export interface ClaimFailure {
  submissionId: string;
  attempts: number;
  error: string;
  retryAt: Date;
}

export interface ClaimRun {
  handled: number;
  failed: ClaimFailure[];
}

/**
 * The innermost cause's message: a failed query's own message holds the SQL and its parameters
 * (names, IBANs), which must not reach the log or last_error; the database's reason is in its cause.
 */
function reasonOf(error: unknown): string {
  let reason = error;
  while (reason instanceof Error && reason.cause instanceof Error) reason = reason.cause;
  return reason instanceof Error ? reason.message : String(reason);
}

/**
 * Records why a submission failed and when it is tried again (back-off), so it is never left
 * behind: the next run after `retryAt` claims it like any other due submission.
 */
async function recordFailure(db: Db, submissionId: string, error: unknown, now: Date): Promise<ClaimFailure> {
  const message = reasonOf(error).slice(0, 500);
  const [row] = await db
    .select({ attempts: claimSubmissions.attempts })
    .from(claimSubmissions)
    .where(eq(claimSubmissions.id, submissionId));
  const attempts = row?.attempts ?? 1;
  const retryAt = retryAfter(attempts, now);
  await db
    .update(claimSubmissions)
    .set({ lastError: message, lockedUntil: retryAt })
    .where(eq(claimSubmissions.id, submissionId));
  return { submissionId, attempts, error: message, retryAt };
}

/**
 * Handles every submission that is due at `now`, one by one, and reports what it handled and what
 * failed. A failure does not stop the run: that submission waits for its retry and the rest go on.
 * `taken` hears each submission as this handler claims it.
 */
export async function handleDueClaims(
  ctx: JobContext,
  now: Date = ctx.clock.now(),
  taken: (submissionId: string) => void = () => {},
  limit = 200,
): Promise<ClaimRun> {
  const run: ClaimRun = { handled: 0, failed: [] };
  for (let round = 0; round < limit; round++) {
    const id = await claimDueSubmission(ctx.db, now);
    if (!id) break;
    taken(id);
    try {
      await scoreAttachments(ctx, id);
      if (await handleSubmission(ctx, id, now)) run.handled++;
    } catch (error) {
      run.failed.push(await recordFailure(ctx.db, id, error, now));
    }
  }
  if (run.handled > 0) await deliverNotifications(ctx);
  return run;
}
