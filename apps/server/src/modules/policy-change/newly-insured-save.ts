import type { SaveNewlyInsuredPersonsBody, SaveNewlyInsuredPersonsReply } from '@mijn/contract';
import { cardGroupOf, currentSelection, followsParent, insurerToday } from '@mijn/domain';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { AccessAuth } from '../../auth/authenticate.ts';
import { inProgressEntry } from '../../core/newly-insured/in-progress.ts';
import type { Db } from '../../db/client.ts';
import { dentalMedicalSelections, newlyInsuredPersons, newlyInsuredRequests } from '../../db/schema.ts';
import { HttpError, inputRefused, serverMessages } from '../../http/http-error.ts';
import type { InvoiceJobContext } from '../../jobs/invoice-job-context.ts';
import { acceptDueNewlyInsured } from '../../jobs/newly-insured.ts';
import { type Joining, loadJoining, type Newcomer } from './newly-insured-joining.ts';
import { selectionToSave } from './selection-to-save.ts';

type Body = z.output<typeof SaveNewlyInsuredPersonsBody>;

/**
 * A dental cover that asks a medical selection needs an approved one for the newcomer, cover and
 * year, asked through Contract/ValidateAndSaveMedicalSelection's newlyInsuredPersons: found by the
 * agreement, initials, last name and birth date (a newcomer has no customer number yet). 422.
 */
async function requireNewcomerSelection(
  db: Db,
  joining: Joining,
  newcomer: Newcomer,
  codes: readonly string[],
) {
  const { change } = joining;
  const dental = change.context.catalogue.find(
    (card) => codes.includes(card.code) && cardGroupOf(card.type) === 'dental' && card.hasMedicalSelection,
  );
  if (!dental) return;
  const [latest] = await db
    .select({ isApproved: dentalMedicalSelections.isApproved })
    .from(dentalMedicalSelections)
    .where(
      and(
        eq(dentalMedicalSelections.agreementId, change.agreement.agreementId),
        isNull(dentalMedicalSelections.customerNumber),
        eq(dentalMedicalSelections.initials, newcomer.initials),
        eq(dentalMedicalSelections.lastName, newcomer.lastName),
        eq(dentalMedicalSelections.birthDate, newcomer.birthDate),
        eq(dentalMedicalSelections.productCode, dental.code),
        eq(dentalMedicalSelections.year, change.year),
      ),
    )
    .orderBy(desc(dentalMedicalSelections.createdAt))
    .limit(1);
  if (!latest) throw new HttpError(422, serverMessages.medicalSelectionRequired);
  if (!latest.isApproved) throw new HttpError(422, serverMessages.medicalSelectionDenied);
}

/**
 * Spec §7 SaveContractCardsForNewlyInsuredPersons: checked in the order the screen learns it (input,
 * who may add: 404, the refusals of spec §8 Add insured: 409, the cards: 422 or the
 * missing-required-packages answer, the dental medical selection: 422), then stored as a request in
 * progress. The core accepts a request of newborns only at once (run here), any other after
 * `delaySeconds` (the background task).
 */
export async function saveNewlyInsuredPersons(
  ctx: InvoiceJobContext & { delaySeconds: number },
  auth: AccessAuth,
  agreementNumber: number,
  body: Body,
): Promise<SaveNewlyInsuredPersonsReply> {
  if (agreementNumber !== body.agreementId)
    throw inputRefused('query.agreementNumber', 'must equal body.agreementId');
  const now = ctx.clock.now();
  const joining = await loadJoining(ctx.db, auth, body, insurerToday(now));
  const { change, newcomers, newcomerNumbers } = joining;

  const insured = currentSelection({
    ...change.context,
    persons: change.context.persons.filter((person) => !newcomerNumbers.includes(person.customerNumber)),
  });
  // Only the new persons are chosen for here; the insured keep their cover (Contract/SaveContractCards changes it).
  if (body.chosenInsurances.some((choice) => !newcomerNumbers.includes(choice.customerNumber)))
    throw new HttpError(422, serverMessages.packageChangeNotPossibleForInsured);
  const chosen = [
    ...Object.entries(insured).map(([customerNumber, codes]) => ({
      customerNumber,
      productComponentCodes: codes,
    })),
    ...body.chosenInsurances,
  ];
  const { selection, missingRequiredPackages } = selectionToSave(change.context, chosen);
  if (missingRequiredPackages.length > 0)
    return { outcome: 'missing-required-packages', missingRequiredPackages };

  const codesOf = (index: number) => [...(selection[newcomerNumbers[index] as string] ?? [])];
  for (const [index, newcomer] of newcomers.entries()) {
    const person = change.context.persons.find(
      (candidate) => candidate.customerNumber === newcomerNumbers[index],
    );
    if (person && !followsParent(person, change.referenceDay))
      await requireNewcomerSelection(ctx.db, joining, newcomer, codesOf(index));
  }

  const onlyNewborns = newcomers.every((newcomer) => newcomer.isBornRecently);
  const acceptAfter = onlyNewborns ? now : new Date(now.getTime() + ctx.delaySeconds * 1000);
  const requestId = await ctx.db.transaction(async (tx) => {
    const [request] = await tx
      .insert(newlyInsuredRequests)
      .values({ agreementId: body.agreementId, requestedBy: auth.user.customerNumber, acceptAfter })
      .returning({ id: newlyInsuredRequests.id });
    if (!request) throw new Error('The newly-insured request was not stored');
    await tx.insert(newlyInsuredPersons).values(
      newcomers.map((newcomer, position) => ({
        requestId: request.id,
        position,
        role: newcomer.role,
        isBornRecently: newcomer.isBornRecently,
        bsn: newcomer.socialSecurityNumber,
        initials: newcomer.initials,
        firstName: newcomer.firstName,
        prefix: newcomer.prefix,
        lastName: newcomer.lastName,
        prefixMaidenName: newcomer.prefixBirthName,
        maidenName: newcomer.birthName,
        gender: newcomer.gender,
        birthDate: newcomer.birthDate,
        nationality: newcomer.nationality,
        startDate: newcomer.startDate,
        productCodes: codesOf(position),
      })),
    );
    return request.id;
  });
  if (onlyNewborns) await acceptDueNewlyInsured(ctx, now);

  const stored = await ctx.db
    .select()
    .from(newlyInsuredPersons)
    .where(eq(newlyInsuredPersons.requestId, requestId))
    .orderBy(newlyInsuredPersons.position);
  const [request] = await ctx.db
    .select({ status: newlyInsuredRequests.status })
    .from(newlyInsuredRequests)
    .where(eq(newlyInsuredRequests.id, requestId));
  return {
    outcome: request?.status === 'accepted' ? 'accepted' : 'in-progress',
    requestId,
    persons: stored.map((person) => ({ ...inProgressEntry(person), customerNumber: person.customerNumber })),
  };
}
