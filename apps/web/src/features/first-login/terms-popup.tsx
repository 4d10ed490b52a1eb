import { Anchor, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useConfig } from '../../lib/config/index.ts';
import { useSignTerms } from './api.ts';
import { PopupModal } from './popup-modal.tsx';

/** The label's public website, where its terms and privacy statement are published. */
function websiteOf(damageInsuranceUrl: string): string {
  try {
    return new URL(damageInsuranceUrl).origin;
  } catch {
    return '';
  }
}

/** Popup 3: accept the terms and the privacy statement (Account/SignTermsOfAgreement). */
export function TermsPopup() {
  const { t } = useTranslation('first-login');
  const { damageInsuranceUrl } = useConfig();
  const website = websiteOf(damageInsuranceUrl);
  const [accepted, setAccepted] = useState(false);
  const [showError, setShowError] = useState(false);
  const sign = useSignTerms();
  const link = (path: string) => (
    <Anchor href={`${website}${path}`} target="_blank" rel="noopener noreferrer" fw={600} inherit />
  );

  return (
    <PopupModal title={t('terms.title')}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!accepted) {
            setShowError(true);
            return;
          }
          sign.mutate();
        }}
      >
        <Stack gap="md">
          <Text>{t('terms.text')}</Text>
          <Text>
            <Trans
              t={t}
              i18nKey="terms.documents"
              components={{ terms: link('/voorwaarden'), privacy: link('/privacyverklaring') }}
            />
          </Text>
          <Checkbox
            checked={accepted}
            onChange={(event) => {
              setAccepted(event.currentTarget.checked);
              setShowError(false);
            }}
            label={t('terms.accept')}
            error={showError ? t('terms.required') : undefined}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={sign.isPending}>
              {t('terms.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </PopupModal>
  );
}
