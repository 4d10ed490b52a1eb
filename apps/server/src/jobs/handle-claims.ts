import { randomInt, randomUUID } from 'node:crypto';
import { declarationStatus } from '@mijn/domain';
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { AppContext } from '../app-context.ts';
import { isoDay } from '../clock.ts';
import { adjudicate } from '../core/claims/adjudicate.ts';
import {
  benefitOf,
  claimFacts,
  isEntitledTransport,
  type SubmittedClaim,
} from '../core/claims/claim-lines.ts';
import { insuredCover, yearUsage } from '../core/claims/insured-cover.ts';
import { approvedSeatedTransportOn } from '../core/seated-transport/approval.ts';
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
import { brandOf } from '../modules/document/brand.ts';
import { renderClaimLetter } from './claim-letter.ts';

export type JobContext = Pick<AppContext, 'db' | 'clock' | 'storage' | 'readability'>;

/** A claimed submission stays with its handler this long; after that another may retry it. */
export const CLAIM_LOCK_MS = 5 * 60_000;
/** After this many tries a submission waits for a person (last_error says why). */
export const MAX_CLAIM_ATTEMPTS = 5;

const dueCondition = (now: Date) =>
  and(
    isNull(claimSubmissions.handledAt),
    lte(claimSubmissions.handleAfter, now),
    or(isNull(claimSubmissions.lockedUntil), lt(claimSubmissions.lockedUntil, now)),
    lt(claimSubmissions.attempts, MAX_CLAIM_ATTEMPTS),
  );

/**
 * Claims one due submission for this handler in a single statement: the inner SELECT skips rows
 * another instance holds (FOR UPDATE SKIP LOCKED) and the UPDATE sets locked_until, so two servers
 * polling at once never take the same one.
 */
export async function claimDueSubmission(db: Db, now: Date): Promise<string | undefined> {
  const due = db
    .select({ id: claimSubmissions.id })
    .from(claimSubmissions)
    .where(dueCondition(now))
    .orderBy(asc(claimSubmissions.handleAfter))
    .limit(1)
    .for('update', { skipLocked: true });
  const [claimed] = await db
    .update(claimSubmissions)
    .set({
      lockedUntil: new Date(now.getTime() + CLAIM_LOCK_MS),
      attempts: sql`${claimSubmissions.attempts} + 1`,
    })
    .where(and(inArray(claimSubmissions.id, due), dueCondition(now)))
    .returning({ id: claimSubmissions.id });
  return claimed?.id;
}

/** Trip dates an approved seated-transport request covers (TRANSPORT-SERVER's table). */
async function approvedDates(db: Db, customerNumber: string, dates: readonly string[]): Promise<Set<string>> {
  const approved = new Set<string>();
  for (const day of new Set(dates)) {
    if (await approvedSeatedTransportOn(db, customerNumber, day)) approved.add(day);
  }
  return approved;
}

/**
 * Handles one claimed submission in one transaction: judges it with the rules, writes the amounts,
 * bill and activities on the declaration (handled, unread), and puts a letter in the message box.
 * Returns false when it was handled already (by another instance).
 */
export async function handleSubmission(ctx: JobContext, submissionId: string, now: Date): Promise<boolean> {
  const handledOn = isoDay(now);
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

    const form = submission.form as unknown as SubmittedClaim;
    const facts = claimFacts(form);
    if (!facts) throw new Error(`Submission ${submissionId} has a currency the rate table lost`);
    const needsApproval =
      facts.kind === 'transport' && !(form.Transport && isEntitledTransport(form.Transport.TreatmentType));
    const approved = needsApproval
      ? await approvedDates(
          tx,
          insured.customerNumber,
          facts.activities.map((activity) => activity.date),
        )
      : new Set<string>();
    const year = declaration.year;
    const judgement = adjudicate(
      { benefit: benefitOf(form, facts, approved), activities: facts.activities, receiver: 'D' },
      await insuredCover(tx, insured.customerNumber, year),
      await yearUsage(tx, insured.customerNumber, year),
    );

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
        status: declarationStatus.handled,
        isRead: false,
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

    const [agreement] = await tx
      .select({ labelCode: agreements.labelCode, contractCode: agreements.contractCode })
      .from(policies)
      .innerJoin(agreements, eq(agreements.agreementId, policies.agreementId))
      .where(eq(policies.policyNumber, declaration.policyNumber ?? ''));
    if (agreement) {
      const documentId = randomUUID();
      const storageKey = `documents/${documentId}.pdf`;
      const pdf = await renderClaimLetter(
        {
          brand: await brandOf(tx, { code: agreement.labelCode }),
          insured,
          declarationId: declaration.declarationId,
          policyNumber: declaration.policyNumber,
          receivedDate: declaration.receivedDate,
          handledOn,
          judgement,
          payee:
            declaration.payeeName && declaration.payeeIban
              ? { name: declaration.payeeName, iban: declaration.payeeIban }
              : null,
        },
        now,
      );
      await ctx.storage.put(storageKey, pdf);
      await tx.insert(documents).values({
        documentId,
        customerNumber: insured.customerNumber,
        labelCode: agreement.labelCode,
        docType: 'Declaratieoverzicht',
        docTypeId: 20,
        documentCluster: 'declaraties',
        name: `Afhandeling declaratie ${declaration.declarationId}`,
        policyNumber: declaration.policyNumber,
        productType: judgement.coverProductType,
        contractCode: agreement.contractCode,
        publicationDate: handledOn,
        storageKey,
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

/**
 * Handles every submission that is due at `now`, one by one, and answers how many it handled. A
 * submission that fails keeps its lock until it expires (a retry later) and records the error.
 */
export async function handleDueClaims(
  ctx: JobContext,
  now: Date = ctx.clock.now(),
  limit = 50,
): Promise<number> {
  let handled = 0;
  for (let round = 0; round < limit; round++) {
    const id = await claimDueSubmission(ctx.db, now);
    if (!id) break;
    try {
      await scoreAttachments(ctx, id);
      if (await handleSubmission(ctx, id, now)) handled++;
    } catch (error) {
      await ctx.db
        .update(claimSubmissions)
        .set({ lastError: error instanceof Error ? error.message.slice(0, 500) : String(error) })
        .where(eq(claimSubmissions.id, id));
      throw error;
    }
  }
  return handled;
}
