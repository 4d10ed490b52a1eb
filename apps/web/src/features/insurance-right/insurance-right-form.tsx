import { Alert, Button, Radio, Stack } from '@mantine/core';
import { getInsuranceRight, InsuranceRightFields } from '@mijn/contract';
import { CLAIM_FILE_EXTENSIONS, lastDutchIncomeKinds } from '@mijn/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../components/section-card.tsx';
import { ApiRequestError, refusedField } from '../../lib/errors/index.ts';
import {
  FileCheckNotice,
  FilesField,
  useAfterFileCheck,
  useContractForm,
  useFiles,
  YesNoField,
} from '../../lib/forms/index.ts';
import { invalidateEndpoints } from '../../lib/query/index.ts';
import { useSendInsuranceRight } from './api.ts';
import {
  type InsuranceRightValues,
  incomeQuestions,
  initialInsuranceRightValues,
  showsLastDutchIncome,
  toInsuranceRightFields,
} from './form-model.ts';

function failureKey(error: unknown): string {
  if (error instanceof ApiRequestError && error.status === 413) return 'validators:file-to-big';
  if (error instanceof ApiRequestError && error.status === 400) return 'insurance-right:failed.invalid';
  return 'insurance-right:failed.retry';
}

/**
 * The check itself (spec §3): where the income comes from, the last Dutch income when none of it is
 * Dutch, and the documents that show it; sent as POST InsuranceRight.
 */
export function InsuranceRightForm({ onSent }: { onSent: (sentDate: string) => void }) {
  const { t } = useTranslation('insurance-right');
  // The evidence is a required document: one file (spec §5).
  const files = useFiles({ single: true });
  const form = useContractForm<InsuranceRightValues>({
    schema: InsuranceRightFields,
    initialValues: initialInsuranceRightValues,
    toInput: toInsuranceRightFields,
    alsoCheck: () => files.check(),
  });
  const send = useSendInsuranceRight();
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const values = form.form.getValues();

  const submit = () => {
    setFailure(null);
    if (!form.validate()) return;
    send.mutate(
      {
        body: toInsuranceRightFields(form.form.getValues()),
        files: files.attachments.map((attachment) => attachment.file),
      },
      {
        onSuccess: ({ check }) => {
          if (check !== null) onSent(check.sentDate);
        },
        onError: (error) => {
          // Sent meanwhile (another tab): the screen shows where the check stands instead.
          if (error instanceof ApiRequestError && error.status === 409) {
            void invalidateEndpoints(client, [getInsuranceRight]);
            return;
          }
          const field = refusedField(error);
          if (field !== null) {
            form.showErrors({ [field.path]: field.message });
            return;
          }
          setFailure(failureKey(error));
          requestAnimationFrame(() => failureRef.current?.focus());
        },
      },
    );
  };

  const afterCheck = useAfterFileCheck(files, submit);

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        afterCheck.press();
      }}
      noValidate
    >
      <Stack gap="xl">
        <SectionCard id="insurance-right-income" title={t('income.title')} intro={t('income.intro')}>
          {incomeQuestions.map((question) => (
            <YesNoField
              key={question}
              label={t(`income.${question}.label`)}
              description={t(`income.${question}.description`)}
              {...form.field(question)}
            />
          ))}
          {showsLastDutchIncome(values) && (
            <Radio.Group
              label={t('last-income.label')}
              description={t('last-income.description')}
              withAsterisk
              {...form.field('LastDutchIncome')}
            >
              <Stack gap="xs" mt="xs">
                {lastDutchIncomeKinds.map((kind) => (
                  <Radio key={kind} value={kind} label={t(`last-income.${kind}`)} />
                ))}
              </Stack>
            </Radio.Group>
          )}
        </SectionCard>
        <SectionCard id="insurance-right-documents" title={t('documents.title')} intro={t('documents.intro')}>
          <FilesField
            files={files}
            contract={form}
            label={t('documents.label')}
            description={t('documents.description')}
            extensions={CLAIM_FILE_EXTENSIONS}
          />
        </SectionCard>
        {failure !== null && (
          <Alert ref={failureRef} tabIndex={-1} color="red" role="alert" title={t('failed.title')}>
            {t(failure)}
          </Alert>
        )}
        <div>
          <Button type="submit" loading={send.isPending}>
            {t('send')}
          </Button>
        </div>
        <FileCheckNotice check={afterCheck} />
      </Stack>
    </form>
  );
}
