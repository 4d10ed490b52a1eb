import { Button, List, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MissingContactInfo } from '../../lib/errors/index.ts';

interface MissingContactModalProps {
  missing: MissingContactInfo | null;
  onClose: () => void;
}

/** Spec §4 Forgot flow: the reply 'Account does not have: ...' names the phone and/or e-mail we lack. */
export function MissingContactModal({ missing, onClose }: MissingContactModalProps) {
  const { t } = useTranslation('auth');
  return (
    <Modal
      opened={missing !== null}
      onClose={onClose}
      title={t('forgot.missing-title')}
      centered
      closeButtonProps={{ 'aria-label': t('forgot.missing-close') }}
    >
      <Stack gap="md">
        <Text>{t('forgot.missing-intro')}</Text>
        <List withPadding>
          {missing?.phoneNumber && <List.Item>{t('forgot.missing-phone')}</List.Item>}
          {missing?.emailAddress && <List.Item>{t('forgot.missing-email')}</List.Item>}
        </List>
        <Text>{t('forgot.missing-next')}</Text>
        <Button onClick={onClose} variant="light" style={{ alignSelf: 'flex-end' }}>
          {t('forgot.missing-close')}
        </Button>
      </Stack>
    </Modal>
  );
}
