import { Button, Modal, Stack, Text } from '@mantine/core';
import { type InsuranceCardRequestResult, requestInsuranceCard } from '@mijn/contract';
import { CARD_DELIVERY_WORKING_DAYS, CARD_REPEAT_REQUEST_BLOCK_MONTHS } from '@mijn/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format.ts';
import { contractMutation } from '../../lib/query/index.ts';
import { requestOutcome } from './request-outcome.ts';

interface RequestCardProps {
  customerNumber: string;
  name: string;
}

/** Requests a physical card for the selected insured and explains the outcome in a popup. */
export function RequestCard({ customerNumber, name }: RequestCardProps) {
  const { t } = useTranslation('insurance-card');
  const [result, setResult] = useState<InsuranceCardRequestResult | null>(null);
  const request = useMutation({
    // No variables: the card is requested for the insured chosen on the screen.
    ...contractMutation<typeof requestInsuranceCard, void>(requestInsuranceCard, {
      input: () => ({ body: { customerNumbers: [customerNumber] } }),
    }),
    onSuccess: setResult,
  });
  const outcome = result === null ? null : requestOutcome(result);
  const values = {
    name,
    days: CARD_DELIVERY_WORKING_DAYS,
    months: CARD_REPEAT_REQUEST_BLOCK_MONTHS,
    date: result?.expectedDeliveryDate ? formatDate(result.expectedDeliveryDate) : '',
  };

  return (
    <Stack gap="xs" align="flex-start">
      <Text>{t('request.intro', values)}</Text>
      <Button variant="outline" loading={request.isPending} onClick={() => request.mutate()}>
        {t('request.button')}
      </Button>
      <Modal
        opened={outcome !== null}
        onClose={() => setResult(null)}
        title={outcome === null ? '' : t(`outcome.${outcome}.title`)}
        centered
        closeButtonProps={{ 'aria-label': t('outcome.close-window') }}
      >
        {outcome !== null && (
          <Stack gap="md">
            <Text>{t(`outcome.${outcome}.text`, values)}</Text>
            {values.date !== '' && outcome !== 'denied' && outcome !== 'inactive' && (
              <Text>{t('outcome.expected', values)}</Text>
            )}
            <Button onClick={() => setResult(null)} style={{ alignSelf: 'flex-end' }}>
              {t('outcome.close')}
            </Button>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
