/**
 * How long the simulated insurer takes before it answers: the demo's pace, set by the portal's
 * CONTACT_ANSWER_DELAY_SECONDS, CARE_REQUEST_DELAY_SECONDS and
 * PAYMENT_ARRANGEMENT_PROCESSING_DELAY_SECONDS when it runs the simulation.
 */
export interface SimulatedDelays {
  contactAnswerSeconds: number;
  careRequestSeconds: number;
  arrangementProcessingSeconds: number;
}

/** The defaults of those settings. */
export const defaultDelays: SimulatedDelays = {
  contactAnswerSeconds: 60,
  careRequestSeconds: 60,
  arrangementProcessingSeconds: 30,
};

/** The instant `seconds` after `from`. */
export const secondsAfter = (from: Date, seconds: number) => new Date(from.getTime() + seconds * 1000);
