import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WizardReviewSection } from '../../lib/forms/index.ts';
import { type ContactFormValues, referenceKeyOf } from './contact-form-model.ts';

interface SummaryStepProps {
  values: ContactFormValues;
  fileNames: string[];
  onEdit: () => void;
}

/** Step 2: the question as it will be sent, with "Wijzigen" back to it, then the send button. */
export function SummaryStep({ values, fileNames, onEdit }: SummaryStepProps) {
  const { t } = useTranslation('contact');
  const referenceKey = referenceKeyOf(values.Subject);
  const rows: [string, string][] = [
    [t('form.subject'), values.Subject === '' ? '' : t(`subjects.${values.Subject}`)],
    ...(referenceKey === null
      ? []
      : [[t(`form.reference.${referenceKey}`), values.ExtraData[0].Value.trim()] as [string, string]]),
    [t('form.files'), fileNames.join(', ')],
  ];
  return (
    <>
      <WizardReviewSection
        id="contact-summary-question"
        title={t('steps.question')}
        headingOrder={3}
        changeText={t('summary.change')}
        changeLabel={t('summary.change-question')}
        onEdit={onEdit}
        rows={rows}
      />
      <div>
        <Text fw={600} size="sm">
          {t('form.question')}
        </Text>
        <Text className="mijn-contact-question">{values.Question.trim()}</Text>
      </div>
    </>
  );
}
