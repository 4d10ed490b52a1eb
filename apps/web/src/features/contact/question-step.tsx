import { NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { CONTACT_FORM_FILE_EXTENSIONS, CONTACT_QUESTION_MAX_LENGTH, contactSubjects } from '@mijn/domain';
import { useTranslation } from 'react-i18next';
import { type ContractForm, type Files, FilesField } from '../../lib/forms/index.ts';
import { type ContactFormValues, referenceKeyOf } from './contact-form-model.ts';

interface QuestionStepProps {
  form: ContractForm<ContactFormValues>;
  files: Files;
}

/** Step 1: what the question is about, the policy, claim or invoice it names, the question and files. */
export function QuestionStep({ form, files }: QuestionStepProps) {
  const { t } = useTranslation('contact');
  const values = form.form.getValues();
  const referenceKey = referenceKeyOf(values.Subject);
  const question = form.field('Question');
  return (
    <Stack gap="lg">
      <NativeSelect
        label={t('form.subject')}
        data={[
          { value: '', label: t('form.subject-placeholder'), disabled: true },
          ...contactSubjects.map((subject) => ({ value: subject, label: t(`subjects.${subject}`) })),
        ]}
        required
        {...form.field('Subject')}
      />
      {referenceKey !== null && (
        <TextInput
          label={t(`form.reference.${referenceKey}`)}
          description={t('form.reference-description')}
          maxLength={20}
          {...form.field('ExtraData.0.Value')}
        />
      )}
      <Textarea
        label={t('form.question')}
        description={t('form.question-description', { max: CONTACT_QUESTION_MAX_LENGTH })}
        required
        rows={6}
        maxLength={CONTACT_QUESTION_MAX_LENGTH}
        {...question}
      />
      <FilesField
        files={files}
        contract={form}
        label={t('form.files')}
        description={t('form.files-description')}
        extensions={CONTACT_FORM_FILE_EXTENSIONS}
        checkReadability={false}
      />
    </Stack>
  );
}
