import { answerQuestion, takeDueQuestion } from '@mijn/insurer-sim/legacy/contact';
import { runDueWithLetters } from './due-with-letters.ts';

/**
 * The simulated customer service answers every contact-form question whose time has come with a
 * letter. Temporary: it goes when the port declares the area (decision 0102).
 */
export const answerDueQuestions = runDueWithLetters({ takeDue: takeDueQuestion, handle: answerQuestion });
