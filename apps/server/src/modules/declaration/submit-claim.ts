import { randomInt } from 'node:crypto';
import { declarationLimitIssues, type SubmitDeclarationFields } from '@mijn/contract';
import { declarationStatus, insurerToday, MAX_DIGITAL_CLAIM_CENTS, yearOf } from '@mijn/domain';
import { isRefusal } from '@mijn/insurer';
import type { AppContext } from '../../app-context.ts';
import type { AccessAuth } from '../../auth/authenticate.ts';
import { visibleCustomerNumbers } from '../../auth/customer-access.ts';
import { type ClaimFacts, claimFacts, type SubmittedClaim } from '../../core/claims/claim-form.ts';
import { HttpError, inputRefused, serverMessages } from '../../http/http-error.ts';
import type { UploadedFile } from '../../http/multipart-route.ts';
import {
  type ClaimRefusal,
  expectedHandledBy,
  submitClaim as takeClaimIn,
} from '../../insurer/legacy/claims.ts';

export interface SubmittedReply {
  declarationId: string;
  recordId: string;
  status: typeof declarationStatus.inProgress;
  receivedDate: string;
  expectedHandledBy: string;
}

type ClaimContext = Pick<AppContext, 'db' | 'clock' | 'config' | 'storage'>;

const fieldError = (path: string, message: string) => inputRefused(`body.${path}`, message);

/**
 * The contract's limits against today (dates, an amount in euro), then the 2000 euro digital
 * maximum on the claim's whole total in euro.
 */
function assertClaimable(form: SubmittedClaim, facts: ClaimFacts, today: string): void {
  const [problem] = declarationLimitIssues(form, today);
  if (problem) throw fieldError(problem.path.join('.'), problem.message);
  if (facts.totalCents > MAX_DIGITAL_CLAIM_CENTS) {
    throw fieldError(facts.amountPath, 'validators.max-digital-claim');
  }
}

/** Ids in the claims system's style; W marks a claim submitted on the web. */
function newIds(year: number) {
  const serial = String(randomInt(0, 100_000_000)).padStart(8, '0');
  return { declarationId: `D${year}W${serial}`, recordId: `R${year}W${serial}` };
}

/** The claims department's "no", as the customer has always seen it. */
function refusalError(refusal: ClaimRefusal): HttpError {
  switch (refusal.refused) {
    case 'no-policy':
      return new HttpError(404, serverMessages.noPolicyForInsured);
    case 'iban-only-by-policyholder':
      return new HttpError(403, serverMessages.ibanOnlyByPolicyholder);
    case 'no-known-iban':
      return new HttpError(400, serverMessages.noKnownIban);
    case 'likely-duplicate':
      return new HttpError(409, serverMessages.likelyDuplicateClaim, refusal.detail);
  }
}

/**
 * POST Declaration (spec §7): checks who may claim for whom (spec §6), the dates and the amount,
 * decides the account the money goes to, and stores the declaration in progress, the submission the
 * background job handles after the configured delay, and its attachments, in one transaction.
 */
export async function submitClaim(
  ctx: ClaimContext,
  auth: AccessAuth,
  form: SubmittedClaim,
  files: readonly UploadedFile[],
  /** The form as sent: the claim job reads it back with the contract's schema (decision 0022). */
  sent: SubmitDeclarationFields,
): Promise<SubmittedReply> {
  const { db, clock, config } = ctx;
  const now = clock.now();
  const today = insurerToday(now);
  const user = auth.user.customerNumber;
  const forCustomer = form.CurrentSelectedCustomerNumber;
  if (forCustomer !== user) {
    const visible = await visibleCustomerNumbers(db, auth, today);
    if (!visible.has(forCustomer)) throw new HttpError(403, serverMessages.claimForInsuredNotAllowed);
  }
  const facts = claimFacts(form);
  if (!facts) throw fieldError('Abroad.Currency', serverMessages.currencyNotSupported);
  assertClaimable(form, facts, today);

  const year = yearOf(facts.treatmentDate);
  const ids = newIds(year);
  const uniqueFiles = files.filter(
    (file, index) => files.findIndex((other) => other.sha256 === file.sha256) === index,
  );
  const answer = await takeClaimIn(db, {
    ...ids,
    submittedBy: user,
    customerNumber: forCustomer,
    receivedAt: now,
    claim: facts,
    ...(form.Iban === undefined ? {} : { iban: form.Iban }),
    confirmedNotDuplicate: form.ConfirmDuplicate === true,
    attachments: uniqueFiles.map(({ fileName, extension, size, sha256, storageKey }) => ({
      fileName,
      extension,
      size,
      sha256,
      storageKey,
    })),
    form: sent,
    handleAfter: new Date(now.getTime() + config.claimHandlingDelaySeconds * 1000),
  });
  if (isRefusal(answer)) throw refusalError(answer);
  // The same bill sent twice is kept once.
  const duplicates = files.filter((file) => !uniqueFiles.includes(file));
  await Promise.all(duplicates.map((file) => ctx.storage.delete(file.storageKey)));
  return {
    ...ids,
    status: declarationStatus.inProgress,
    receivedDate: answer.receivedDate,
    expectedHandledBy: expectedHandledBy(answer.receivedDate),
  };
}
