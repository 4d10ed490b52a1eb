/**
 * The medical-selection verdicts the policy change reads (spec §4), from the simulation's legacy
 * export. Temporary: it goes when the policy change asks `ctx.insurer.medicalSelection` (decision 0102).
 */
export {
  isDeniedBefore,
  medicalSelectionOutcome,
  medicalSelectionsOf,
} from '@mijn/insurer-sim/legacy/medical-selection';
