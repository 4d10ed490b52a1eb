import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { downloadInsuranceCard } from '@mijn/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile, saveFile } from '../../lib/download/index.ts';
import { paths } from '../../lib/paths.ts';
import type { StoredBecause } from './use-cards.ts';

interface DownloadCardProps {
  customerNumber: string;
  /** Set when the card comes from this device: the PDF is made by the server, so it cannot be had. */
  storedBecause: StoredBecause | null;
}

/** The PDF of the card and EHIC; without a network or a session the button stays, with the reason. */
export function DownloadCard({ customerNumber, storedBecause }: DownloadCardProps) {
  const { t } = useTranslation('insurance-card');
  const reasonId = useId();
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      const file = await downloadFile(
        downloadInsuranceCard,
        { query: { customerNumber } },
        `zorgpas-${customerNumber}.pdf`,
      );
      if (file !== null) saveFile(file);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Stack gap="xs" align="flex-start">
      <Title order={2} size="h3">
        {t('download.title')}
      </Title>
      <Text>{t('download.intro')}</Text>
      <Button
        onClick={download}
        loading={downloading}
        disabled={storedBecause !== null}
        aria-describedby={storedBecause === null ? undefined : reasonId}
      >
        {t('download.button')}
      </Button>
      {storedBecause !== null && (
        <Text id={reasonId} size="sm">
          {t(storedBecause === 'offline' ? 'download.offline-reason' : 'download.signed-out-reason')}{' '}
          {storedBecause === 'signed-out' && (
            <Anchor href={`${paths.login}?${new URLSearchParams({ redirect: paths.insuranceCard })}`}>
              {t('download.log-in')}
            </Anchor>
          )}
        </Text>
      )}
    </Stack>
  );
}
