import { type DuplicateOf, submitDeclarationFieldsOn } from '@mijn/contract';
import { fullName, insurerToday } from '@mijn/domain';
import { useMemo, useState } from 'react';
import { ApiRequestError, refusedField } from '../../lib/errors/index.ts';
import { useContractForm, useFiles } from '../../lib/forms/index.ts';
import { useSession } from '../../lib/session/index.ts';
import { useAgreementMembers, useInsuredPersons, useKnownIban, useSubmitClaim } from './api.ts';
import { type ClaimFormValues, initialClaimValues, payoutErrors, toSubmitFields } from './claim-form.ts';
import { type Claimant, claimableCustomers, leavesOutOlderChildren } from './claimants.ts';

export type Submitted = { declarationId: string; expectedHandledBy: string };
export type SubmitFailure = { key: string; detail: string | null };

/** What went wrong on submit, in the screen's words (spec §8 claims messages). */
function submitFailure(error: unknown): SubmitFailure {
  if (error instanceof ApiRequestError) {
    if (error.status === 413) return { key: 'submit-failed-too-big', detail: null };
    // The server's words stay out of the screen; a named field gets its translated validator text.
    if (error.status === 400) return { key: 'submit-refused', detail: refusedField(error)?.message ?? null };
  }
  return { key: 'submit-failed', detail: null };
}

/** How a way of claiming (the wizard, the photo-first flow) checks itself before sending. */
export interface SendChecks {
  /** Whether every answer may be sent; shows what is wrong when not. */
  checkAll: () => boolean;
  /** Moves focus to the failure shown after a refused submit. */
  focusFailure: () => void;
}

/**
 * One claim being made, whichever way the person claims: for whom, its fields (the contract's
 * schema), its bills, the payout account, and sending it with the question about a likely duplicate.
 * Both ways send the same POST Declaration body.
 */
export function useClaimDraft() {
  const { user, flags } = useSession();
  const ownNumber = user?.customerNumber ?? '';
  const persons = useInsuredPersons(flags.mayReadInsurance);
  const members = useAgreementMembers(flags.mayReadInsurance && user?.role === 'H');
  const knownIban = useKnownIban();
  const submit = useSubmitClaim();
  const today = insurerToday(new Date());
  const schema = useMemo(() => submitDeclarationFieldsOn(today), [today]);
  const account = knownIban.data ?? { hasKnownIban: true, ibanPayedByInsured: null, mayChangeIban: false };

  const files = useFiles();
  const claim = useContractForm<ClaimFormValues>({
    schema,
    initialValues: initialClaimValues(ownNumber),
    toInput: (values) => toSubmitFields(values, account),
    alsoCheck: (values) => ({ ...files.check(), ...payoutErrors(values, account) }),
  });
  const [failure, setFailure] = useState<SubmitFailure | null>(null);
  const [submitted, setSubmitted] = useState<Submitted | null>(null);
  const [duplicateOf, setDuplicateOf] = useState<DuplicateOf | null>(null);

  const values = claim.form.values;
  const claimable =
    persons.data && user
      ? claimableCustomers(persons.data, { customerNumber: user.customerNumber, role: user.role })
      : [];
  const olderChildrenLeftOut =
    members.data && user
      ? leavesOutOlderChildren(members.data, { customerNumber: user.customerNumber, role: user.role })
      : false;
  // Without the list the user can still claim for themselves.
  const choices: Claimant[] = claimable.length > 0 || !user ? claimable : [user];
  const insured = choices.find((person) => person.customerNumber === values.CurrentSelectedCustomerNumber);
  const insuredName = insured ? fullName(insured) : '';

  const clearOutcome = () => {
    setFailure(null);
    setDuplicateOf(null);
  };

  const send = (checks: SendChecks, confirmDuplicate = false) => {
    clearOutcome();
    if (!checks.checkAll()) return;
    submit.mutate(
      { values, account, files: files.attachments.map((attachment) => attachment.file), confirmDuplicate },
      {
        onSuccess: (reply) => {
          setSubmitted({
            declarationId: reply.declarationId,
            expectedHandledBy: reply.expectedHandledBy,
          });
        },
        onError: (error) => {
          const earlier =
            error instanceof ApiRequestError && error.status === 409 ? error.body?.duplicateOf : null;
          if (earlier) {
            setDuplicateOf(earlier);
            return;
          }
          setFailure(submitFailure(error));
          checks.focusFailure();
        },
      },
    );
  };

  const startOver = () => {
    claim.form.setValues(initialClaimValues(ownNumber));
    claim.form.clearErrors();
    files.setAttachments([]);
    setSubmitted(null);
    submit.reset();
  };

  return {
    claim,
    files,
    account,
    ownNumber,
    choices,
    olderChildrenLeftOut,
    insuredName,
    forOther: insured && insured.customerNumber !== ownNumber ? insuredName : null,
    loading: (flags.mayReadInsurance && persons.isPending) || knownIban.isPending,
    sending: submit.isPending,
    failure,
    submitted,
    duplicateOf,
    clearOutcome,
    dismissDuplicate: () => setDuplicateOf(null),
    send,
    startOver,
  };
}

export type ClaimDraft = ReturnType<typeof useClaimDraft>;
