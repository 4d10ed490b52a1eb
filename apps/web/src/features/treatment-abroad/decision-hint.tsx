import { Alert } from '@mantine/core';
import type { TreatmentAbroadCondition, TreatmentAbroadRefusal } from '@mijn/domain';
import { useTranslation } from 'react-i18next';

/** What an answer means for the decision, by the rule the insurer decides with (`treatmentAbroadRules`). */
export type AnswerOutcome =
  | { refusal: TreatmentAbroadRefusal | null }
  | { condition: TreatmentAbroadCondition | null };

/** Darker than the theme's orange and blue, so the title keeps a 4.5:1 contrast on its light tint. */
const refusalColor = '#8a3b00';
const conditionColor = '#1c5fa8';

/**
 * Told at the question, as soon as it is answered (issue 34): an answer that leads to a refusal,
 * or to an approval with a condition, says so before the rest of the form is filled in. A polite
 * live region, so a screen reader hears it after the choice.
 */
export function DecisionHint({ outcome }: { outcome: AnswerOutcome }) {
  const { t } = useTranslation('treatment-abroad');
  const refusal = 'refusal' in outcome ? outcome.refusal : null;
  const condition = 'condition' in outcome ? outcome.condition : null;
  return (
    <div aria-live="polite">
      {refusal !== null && (
        <Alert color={refusalColor} variant="light" title={t('decision.refused-title')}>
          {t(`decision.refused.${refusal}`)}
        </Alert>
      )}
      {condition !== null && (
        <Alert color={conditionColor} variant="light" title={t('decision.condition-title')}>
          {t(`decision.condition.${condition}`)}
        </Alert>
      )}
    </div>
  );
}
