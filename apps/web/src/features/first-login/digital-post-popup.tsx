import { Button, List, Stack, Text } from '@mantine/core';
import { PAPER_MAIL_COST_CENTS_PER_MONTH } from '@mijn/domain';
import { useTranslation } from 'react-i18next';
import { formatEuro } from '../../lib/format.ts';
import { useChooseDigitalPost } from './api.ts';
import { PopupModal } from './popup-modal.tsx';

/**
 * Popup 4: the digital-post flow. Choosing digital post saves the preference
 * (account/UpdateContactDetails); keeping paper says no to the suggestion (account/decline-digital-pop-up).
 */
export function DigitalPostPopup() {
  const { t } = useTranslation('first-login');
  const choose = useChooseDigitalPost();
  const cost = formatEuro(PAPER_MAIL_COST_CENTS_PER_MONTH);

  return (
    <PopupModal title={t('digital-post.title')}>
      <Stack gap="md">
        <Text>{t('digital-post.text')}</Text>
        <List spacing="xs">
          <List.Item>{t('digital-post.benefit-fast')}</List.Item>
          <List.Item>{t('digital-post.benefit-safe')}</List.Item>
          <List.Item>{t('digital-post.benefit-cost', { cost })}</List.Item>
        </List>
        <Stack gap="xs">
          <Button
            onClick={() => choose.mutate('digital')}
            loading={choose.isPending && choose.variables === 'digital'}
            disabled={choose.isPending}
            className="mijn-wrapping-button"
          >
            {t('digital-post.choose')}
          </Button>
          <Button
            variant="default"
            onClick={() => choose.mutate('paper')}
            loading={choose.isPending && choose.variables === 'paper'}
            disabled={choose.isPending}
            className="mijn-wrapping-button"
          >
            {t('digital-post.decline', { cost })}
          </Button>
        </Stack>
      </Stack>
    </PopupModal>
  );
}
