import { Button, Group, Modal, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MedicalSelectionOverlay, Rejection } from '../medical-selection/index.ts';
import type { DentalSelection } from './use-dental-selection.ts';

/**
 * What a dental choice with medical selection opens (spec §4): the questions, or the refusal on
 * file when the person was refused before for this cover or a lower one.
 */
export function DentalSelectionDialogs({ dental }: { dental: DentalSelection }) {
  const { t } = useTranslation('contract-cards');
  return (
    <>
      {dental.held && (
        <MedicalSelectionOverlay
          request={dental.held.request}
          onCancel={dental.cancel}
          onApproved={dental.approve}
          onRejected={dental.reject}
        />
      )}
      {dental.refusalShown && (
        <Modal opened onClose={dental.closeRefusal} title={t('refused-before.title')}>
          <Stack gap="md">
            <Rejection result={dental.refusalShown} />
            <Group justify="flex-end">
              <Button onClick={dental.closeRefusal} data-autofocus>
                {t('refused-before.close')}
              </Button>
            </Group>
          </Stack>
        </Modal>
      )}
    </>
  );
}
