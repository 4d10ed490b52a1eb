import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import {
  MedicalSelectionQuestionnaire,
  type MedicalSelectionResult,
  type ValidateAndSaveMedicalSelectionBody,
} from '@mijn/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../lib/forms/index.ts';
import { QuestionnaireFields } from './questionnaire-fields.tsx';
import { emptyQuestionnaire, toQuestionnaire } from './questionnaire-form.ts';
import { Rejection, refusalOf } from './rejection.tsx';
import { useSaveMedicalSelection } from './use-save-medical-selection.ts';

/** Who is asked about and for which cover: all of the call but the answers, and the names shown. */
export interface MedicalSelectionRequest
  extends Omit<ValidateAndSaveMedicalSelectionBody, 'medicalSelection'> {
  personName: string;
  packageName: string;
}

interface MedicalSelectionOverlayProps {
  request: MedicalSelectionRequest;
  /** Cancelled before confirming: the choice made before is to be restored. */
  onCancel: () => void;
  /** Approved: the chosen cover stands. */
  onApproved: (result: MedicalSelectionResult) => void;
  /** The refusal was read and closed: the choice is to be cancelled. */
  onRejected: (result: MedicalSelectionResult) => void;
}

/**
 * Spec §4 Medical selection as an overlay: the questions for one person and one dental cover;
 * confirming saves them, then the overlay closes when approved or shows the refusal.
 */
export function MedicalSelectionOverlay({
  request,
  onCancel,
  onApproved,
  onRejected,
}: MedicalSelectionOverlayProps) {
  const { t } = useTranslation('medical-selection');
  const [refusal, setRefusal] = useState<MedicalSelectionResult | null>(null);
  const save = useSaveMedicalSelection();
  const questionnaire = useContractForm({
    schema: MedicalSelectionQuestionnaire,
    initialValues: emptyQuestionnaire,
    toInput: (values) => toQuestionnaire(values),
  });
  const { personName, packageName, ...call } = request;

  const confirm = () => {
    if (!questionnaire.validate()) return;
    const medicalSelection = toQuestionnaire(questionnaire.form.getValues());
    save.mutate(
      { body: { ...call, medicalSelection } as ValidateAndSaveMedicalSelectionBody },
      {
        onSuccess: (result) => (result.isApproved ? onApproved(result) : setRefusal(result)),
      },
    );
  };

  return (
    <Modal
      opened
      onClose={refusal ? () => onRejected(refusal) : onCancel}
      title={refusal ? t('rejected.heading') : t('overlay.title')}
      size="lg"
      radius="md"
      padding="lg"
      fullScreen={false}
      closeButtonProps={{ 'aria-label': t('overlay.close') }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {refusal ? (
        <Stack gap="lg">
          <Rejection result={refusalOf(refusal)} />
          <Group justify="flex-end">
            <Button onClick={() => onRejected(refusal)} data-autofocus>
              {t('rejected.close')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            confirm();
          }}
        >
          <Stack gap="lg">
            <Text>{t('overlay.intro', { name: personName, package: packageName })}</Text>
            <QuestionnaireFields questionnaire={questionnaire} />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onCancel} disabled={save.isPending}>
                {t('overlay.cancel')}
              </Button>
              <Button type="submit" loading={save.isPending}>
                {t('overlay.confirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
