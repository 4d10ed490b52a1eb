import type { MissingRequiredPackage } from '@mijn/contract';
import {
  type ChosenInsurance,
  checkPolicySelection,
  type PolicyChangeContext,
  type PolicySelection,
  type PolicySelectionIssue,
} from '@mijn/domain';
import { HttpError, serverMessages } from '../../http/http-error.ts';

type RefusingIssue = Exclude<PolicySelectionIssue['kind'], 'missing-required'>;

/** The spec §8 Edit policy text of a selection that cannot be saved as it is. */
const issueMessages: Record<RefusingIssue, string> = {
  'package-conflict': serverMessages.packageCombinationNotPossible,
  'maximum-exceeded': serverMessages.maximumSelectablePackages,
  'disabled-card': serverMessages.packageChangeNotPossibleForInsured,
  // A code outside the label's catalogue (another collectivity's line) or a person not insured on
  // the agreement: the same answer, so it tells nothing about products or people elsewhere.
  'unknown-card': serverMessages.packageChangeNotPossibleForInsured,
  'unknown-person': serverMessages.packageChangeNotPossibleForInsured,
};

/**
 * A selection as a save takes it: 422 with the text of the first issue other than a missing
 * required package; else the selection (children following the parents) and the required groups
 * still empty, which the save answers as missing-required-packages without writing anything.
 */
export function selectionToSave(
  context: PolicyChangeContext,
  chosen: readonly ChosenInsurance[],
): { selection: PolicySelection; missingRequiredPackages: MissingRequiredPackage[] } {
  const { issues, selection } = checkPolicySelection(context, chosen);
  const refusing = issues.find(
    (issue): issue is Extract<PolicySelectionIssue, { kind: RefusingIssue }> =>
      issue.kind !== 'missing-required',
  );
  if (refusing) throw new HttpError(422, issueMessages[refusing.kind]);
  const missingRequiredPackages = issues.flatMap((issue) =>
    issue.kind === 'missing-required' ? [{ customerNumber: issue.customerNumber, group: issue.group }] : [],
  );
  return { selection, missingRequiredPackages };
}
