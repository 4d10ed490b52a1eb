import { NewlyInsuredPersonsRequest } from '@mijn/contract';
import { insurerToday, validatorMessages } from '@mijn/domain';
import { useState } from 'react';
import { addInsuredFailures, type ScreenError, screenError } from '../../lib/errors/index.ts';
import { type FieldErrors, useContractForm, useWizard } from '../../lib/forms/index.ts';
import { AddInsuredResult } from './add-insured-result.tsx';
import { useBsnInUse } from './api.ts';
import {
  emptyNewcomer,
  formChecks,
  type JoiningAgreement,
  type NewcomersValues,
  toRequest,
} from './newcomer-form.ts';
import type { PackagesStep, SavedRequest } from './packages-step.tsx';
import { PersonalDataStep } from './personal-data-step.tsx';
import { addInsuredSteps } from './steps.ts';

/**
 * The packages step (contract cards, dental selection) loads once the persons' data are sent on
 * (decision 0079). It shows when both the BSN check and its code are in, so the wizard's focus finds
 * its heading as before.
 */
const loadPackagesStep = () => import('./packages-step.tsx').then((module) => module.PackagesStep);

/**
 * Spec §2 Add insured: the persons' data, checked by the contract and then the server's BSN check,
 * then their packages, then the result.
 */
export function AddInsuredWizard({ agreement }: { agreement: JoiningAgreement }) {
  const today = insurerToday(new Date());
  const form = useContractForm<NewcomersValues>({
    schema: NewlyInsuredPersonsRequest,
    initialValues: { newlyInsuredPersons: [emptyNewcomer()] },
    toInput: (values) => toRequest(agreement, values, today),
    alsoCheck: formChecks,
  });
  const [failure, setFailure] = useState<ScreenError | null>(null);
  const wizard = useWizard({
    steps: addInsuredSteps,
    checkStep: (step) => step !== 'personal' || form.validate(),
    stepFailed: { key: 'add-insured:personal.step-failed' },
    onMove: () => setFailure(null),
  });
  const bsnInUse = useBsnInUse();
  const [request, setRequest] = useState<NewlyInsuredPersonsRequest | null>(null);
  const [saved, setSaved] = useState<SavedRequest | null>(null);
  const [Packages, setPackages] = useState<typeof PackagesStep | null>(null);

  if (saved) return <AddInsuredResult saved={saved} />;

  /** Spec §5: a BSN the insurer knows already cannot be added again. */
  const toPackages = async () => {
    setFailure(null);
    if (!form.validate()) return void wizard.next();
    const wire = toRequest(agreement, form.form.getValues(), today);
    try {
      const [inUse, packagesStep] = await Promise.all([
        Promise.all(
          wire.newlyInsuredPersons.map((person) =>
            bsnInUse.mutateAsync({
              params: { agreementId: agreement.agreementId },
              body: { socialSecurityNumber: person.socialSecurityNumber },
            }),
          ),
        ),
        loadPackagesStep(),
      ]);
      setPackages(() => packagesStep);
      const errors: FieldErrors = Object.fromEntries(
        inUse.flatMap((used, index) =>
          used
            ? [
                [
                  `newlyInsuredPersons.${index}.socialSecurityNumber`,
                  validatorMessages.socialSecurityNumberAlreadyInUse,
                ],
              ]
            : [],
        ),
      );
      if (Object.keys(errors).length > 0) return form.showErrors(errors);
    } catch (error) {
      setFailure(screenError(addInsuredFailures, error));
      return wizard.focusFailure();
    }
    setRequest(wire);
    wizard.next();
  };

  if (wizard.step === 'packages' && request && Packages)
    return <Packages wizard={wizard} request={request} onSaved={setSaved} />;
  return (
    <PersonalDataStep
      wizard={wizard}
      form={form}
      onNext={() => void toPackages()}
      checking={bsnInUse.isPending}
      failure={failure}
    />
  );
}
