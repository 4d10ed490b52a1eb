import { answerCareMediation, takeDueCareMediation } from '@mijn/insurer-sim/legacy/care-mediation';
import { runDueWithLetters } from './due-with-letters.ts';

/**
 * The simulated core's care mediation answers every request whose time has come with a letter of
 * care providers and their waiting times. Temporary: it goes when the port declares the area
 * (decision 0102).
 */
export const answerDueCareMediations = runDueWithLetters({
  takeDue: takeDueCareMediation,
  handle: answerCareMediation,
});
