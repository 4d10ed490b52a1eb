import type { InsuredPersonChoice } from '@mijn/domain';
import { isDentalCoverCode } from '@mijn/domain';
import type { Db } from '../../db/client.ts';
import { HttpError, serverMessages } from '../../http/http-error.ts';
import { isDeniedBefore, medicalSelectionOutcome } from '../../insurer/legacy/medical-selection.ts';
import type { PolicyChange } from './policy-change.ts';

/**
 * A dental cover a person does not carry yet and that asks a medical selection (decision 0047) is
 * saved only with an approved selection for that person, cover and year. A denial of this cover or
 * a lower one holds in every year (spec §4: the person must choose a lower cover). Throws 422.
 */
export async function requireMedicalSelections(
  db: Db,
  change: PolicyChange,
  choices: readonly InsuredPersonChoice[],
): Promise<void> {
  for (const { customerNumber, dental } of choices) {
    if (dental === null) continue;
    const card = change.context.catalogue.find((candidate) => candidate.code === dental);
    const person = change.context.persons.find((candidate) => candidate.customerNumber === customerNumber);
    if (!card?.hasMedicalSelection || person?.currentCodes.includes(dental)) continue;
    if (isDentalCoverCode(dental) && (await isDeniedBefore(db, customerNumber, dental)))
      throw new HttpError(422, serverMessages.medicalSelectionDenied);
    const outcome = await medicalSelectionOutcome(db, customerNumber, dental, change.year);
    if (outcome === null) throw new HttpError(422, serverMessages.medicalSelectionRequired);
    if (!outcome.isApproved) throw new HttpError(422, serverMessages.medicalSelectionDenied);
  }
}
