import {
  decideTreatmentAbroadRequest,
  takeDueTreatmentAbroad,
} from '@mijn/insurer-sim/legacy/treatment-abroad';
import { runDueWithLetters } from './due-with-letters.ts';

export { approvedTreatmentAbroadOn } from '@mijn/insurer-sim/legacy/treatment-abroad';

/**
 * The simulated core decides every treatment-abroad request whose time has come (after
 * CARE_REQUEST_DELAY_SECONDS) with a letter, exactly once however many servers run this. Answers
 * how many it decided. Temporary: it goes when an events feed tells the portal of the letter
 * (decision 0102).
 */
export const decideDueTreatmentAbroad = runDueWithLetters({
  takeDue: takeDueTreatmentAbroad,
  handle: decideTreatmentAbroadRequest,
});
