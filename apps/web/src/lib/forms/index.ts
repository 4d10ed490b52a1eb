export { focusFirstError } from './focus-first-error.ts';
export { type FieldErrors, isWithin, schemaErrors } from './schema-errors.ts';
export { type ContractForm, type ContractFormOptions, useContractForm } from './use-contract-form.ts';
export { useWizard, type Wizard, type WizardOptions } from './wizard/use-wizard.ts';
export { WizardActions } from './wizard/wizard-actions.tsx';
export { WizardProgress } from './wizard/wizard-progress.tsx';
export { WizardStepHeading } from './wizard/wizard-step-heading.tsx';
export { type YesNo, YesNoField, yesNoToBoolean } from './yes-no-field.tsx';
