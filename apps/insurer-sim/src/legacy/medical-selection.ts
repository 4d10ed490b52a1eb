/**
 * What the portal still reads directly of the medical-selection area: the verdicts the policy
 * change reads, until its own module reaches the insurer through the port (decisions 0099, 0102).
 * Imported only by the portal's `insurer/legacy/medical-selection.ts`.
 */
export {
  isDeniedBefore,
  type MedicalSelectionOutcome,
  type MedicalSelectionVerdict,
  medicalSelectionOutcome,
  medicalSelectionsOf,
} from '../medical-selection/queries.ts';
