import { Alert, Stack } from '@mantine/core';
import {
  type CareMediationKind,
  type MediationAnswers,
  type MediationBlock,
  screenMediation,
  validatorMessages,
} from '@mijn/domain';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../../lib/errors/index.ts';
import { type ContractForm, YesNoField } from '../../lib/forms/index.ts';
import { type CareMediationFormValues, screeningAnswers } from './form-model.ts';

const blockMessages: Record<MediationBlock, string> = {
  'already-with-mediation-service': validatorMessages.mediationAlreadyWithService,
  'mri-requested': validatorMessages.mediationMriRequested,
};

interface ScreeningQuestionProps {
  request: ContractForm<CareMediationFormValues>;
  kind: CareMediationKind;
  answer: keyof MediationAnswers;
}

/**
 * A yes/no question of spec §4's screening: an answer that blocks mediation shows why at once, as
 * the question's error (the contract refuses it too); one that warns shows what to know first.
 */
export function ScreeningQuestion({ request, kind, answer }: ScreeningQuestionProps) {
  const { t } = useTranslation('care-mediation');
  const translate = useFieldError();
  const screening = screenMediation(kind, screeningAnswers(request.form.values));
  const block = screening.blocks.find((raised) => raised.answer === answer);
  const warning = screening.warnings.find((raised) => raised.answer === answer);
  const field = request.field(answer);
  return (
    <Stack gap="xs">
      <YesNoField
        label={t(`questions.${answer}`)}
        {...field}
        error={block === undefined ? field.error : translate(blockMessages[block.block])}
      />
      {warning !== undefined && (
        <Alert color="blue" variant="light" title={t(`warnings.${warning.warning}.title`)}>
          {t(`warnings.${warning.warning}.text`)}
        </Alert>
      )}
    </Stack>
  );
}
