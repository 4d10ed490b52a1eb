import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import type { ContractCards, MissingRequiredPackage } from '@mijn/contract';
import { useTranslation } from 'react-i18next';

interface MissingPackagesDialogProps {
  cards: ContractCards;
  missing: readonly MissingRequiredPackage[];
  onClose: () => void;
}

/** Spec §4: saving without a package everyone must have lists what is still to be chosen. */
export function MissingPackagesDialog({ cards, missing, onClose }: MissingPackagesDialogProps) {
  const { t } = useTranslation('contract-cards');
  const nameOf = (customerNumber: string) =>
    cards.insuredPersons.find((person) => person.customerNumber === customerNumber)?.name ?? customerNumber;
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('missing.title')}
      closeButtonProps={{ 'aria-label': t('missing.close') }}
    >
      <Stack gap="md">
        <Text>{t('missing.text')}</Text>
        <List>
          {missing.map((item) => (
            <List.Item key={`${item.customerNumber}-${item.group}`}>
              {t('missing.item', {
                name: nameOf(item.customerNumber),
                group: t(`groups.${item.group}.title`),
              })}
            </List.Item>
          ))}
        </List>
        <Group justify="flex-end">
          <Button onClick={onClose} data-autofocus>
            {t('missing.choose')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
