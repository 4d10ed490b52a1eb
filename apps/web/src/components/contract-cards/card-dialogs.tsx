import { Button, Group, Modal, Stack } from '@mantine/core';
import type { ContractCards, MissingRequiredPackage } from '@mijn/contract';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Rejection } from '../medical-selection/index.ts';
import { MissingPackagesDialog } from './missing-packages-dialog.tsx';
import type { DentalSelection } from './use-dental-selection.ts';

interface CardDialogsProps {
  cards: ContractCards;
  dental: DentalSelection;
  /** What a save found missing; null when nothing is. */
  missing: readonly MissingRequiredPackage[] | null;
  onCloseMissing: () => void;
}

/** The questions load when a dental choice asks for them, not with every screen of cards (0070). */
const MedicalSelectionOverlay = lazy(() =>
  import('../medical-selection/medical-selection-overlay.tsx').then(({ MedicalSelectionOverlay }) => ({
    default: MedicalSelectionOverlay,
  })),
);

/**
 * The dialogs the cards open (spec §4): for a dental choice with medical selection the questions,
 * or the refusal on file when the person was refused before for this cover or a lower one; after a
 * save without a required package, what is still to be chosen.
 */
export function CardDialogs({ cards, dental, missing, onCloseMissing }: CardDialogsProps) {
  const { t } = useTranslation('contract-cards');
  return (
    <>
      {dental.held && (
        <Suspense fallback={null}>
          <MedicalSelectionOverlay
            request={dental.held.request}
            onCancel={dental.cancel}
            onApproved={dental.approve}
            onRejected={dental.reject}
          />
        </Suspense>
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
      {missing && <MissingPackagesDialog cards={cards} missing={missing} onClose={onCloseMissing} />}
    </>
  );
}
