export { CardDialogs } from './card-dialogs.tsx';
export { CardOption, useCardTitle } from './card-option.tsx';
export { PersonChoices } from './person-choices.tsx';
export {
  findCard,
  sameSelection,
  selectionContext,
  toChosenInsurances,
  toSelection,
} from './selection-context.ts';
export { Totals } from './totals.tsx';
export {
  type DentalSelection,
  type HeldChoice,
  type MedicalSelectionNewcomer,
  useDentalSelection,
} from './use-dental-selection.ts';
