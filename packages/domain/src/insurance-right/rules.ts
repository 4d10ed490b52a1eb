/**
 * The insurance-right check (verzekeringsrecht, spec §3 and §5, DOMAIN.md): someone living outside
 * the Netherlands is insured here only while they earn their income here (a cross-border worker),
 * receive a Dutch benefit, or work here as self-employed. The check asks which applies, and when
 * none does, what the last Dutch income was.
 */

/** What the last Dutch income was when none applies any more (spec §3 LastDutchIncome). */
export const lastDutchIncomeKinds = ['employed', 'benefit', 'self-employed'] as const;
export type LastDutchIncome = (typeof lastDutchIncomeKinds)[number];

/** The answers of the check, as the rules judge them. */
export interface InsuranceRightAnswers {
  /** Income from employment in the Netherlands. */
  hasDutchIncome: boolean;
  /** A Dutch benefit (unemployment, disability, sickness). */
  hasBenefit: boolean;
  /** Income from elsewhere: work or a pension in the country of residence or another country. */
  hasOtherIncome: boolean;
  /** Working in the Netherlands as self-employed. */
  isSelfEmployed: boolean;
}

/** Any of the sources that give a person living abroad the right to Dutch health insurance. */
export const hasDutchSource = (answers: InsuranceRightAnswers): boolean =>
  answers.hasDutchIncome || answers.hasBenefit || answers.isSelfEmployed;

/**
 * The last Dutch income is asked (and sent) exactly when none of the income, benefit and
 * self-employed answers is yes (spec §5). Other income does not count: it is not Dutch.
 */
export const asksLastDutchIncome = (answers: InsuranceRightAnswers): boolean => !hasDutchSource(answers);

/** What the simulated core decides about a check. */
export const insuranceRightOutcomes = ['confirmed', 'not-confirmed'] as const;
export type InsuranceRightOutcome = (typeof insuranceRightOutcomes)[number];

/**
 * A Dutch source confirms the right; without one it is gone. Income from elsewhere does not take a
 * confirmed right away, but the decision letter asks to report it when it grows (the country of
 * residence may then become the one to insure).
 */
export const insuranceRightOutcomeOf = (answers: InsuranceRightAnswers): InsuranceRightOutcome =>
  hasDutchSource(answers) ? 'confirmed' : 'not-confirmed';
