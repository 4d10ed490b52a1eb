import {
  decideInsuranceRightCheck,
  takeDueInsuranceRightCheck,
} from '@mijn/insurer-sim/legacy/insurance-right';
import { runDueWithLetters } from './due-with-letters.ts';

/**
 * The simulated core decides every insurance-right check whose time has come (CARE_REQUEST_DELAY_SECONDS
 * after it was sent) with a letter. Temporary: it goes when the port declares the area (decision 0102).
 */
export const decideDueInsuranceRightChecks = runDueWithLetters({
  takeDue: takeDueInsuranceRightCheck,
  handle: decideInsuranceRightCheck,
});
