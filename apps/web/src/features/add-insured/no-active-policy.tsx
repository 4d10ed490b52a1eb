import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../lib/paths.ts';

/** Spec §4/§8 Add insured: without an active policy no family members can be added (a popup). */
export function NoActivePolicy() {
  const { t } = useTranslation('add-insured');
  const navigate = useNavigate();
  const close = () => void navigate({ to: paths.policyOverview });
  return (
    <Modal opened onClose={close} title={t('no-active-policy.title')}>
      <Stack gap="md">
        <Text>{t('errors:add-insured.no-active-policy')}</Text>
        <Text>{t('no-active-policy.text')}</Text>
        <Group justify="flex-end">
          <Button onClick={close} data-autofocus>
            {t('no-active-policy.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
