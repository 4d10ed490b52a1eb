import { List, Paper, Text, Title } from '@mantine/core';
import {
  OWN_CAR_CENTS_PER_KM,
  PUBLIC_TRANSPORT_CLASS,
  SEATED_TRANSPORT_YEARLY_OWN_CONTRIBUTION_CENTS,
  type SeatedTransportTravelMode,
  seatedTransportTravelModes,
} from '@mijn/domain';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatEuro } from '../../lib/format.ts';

/** What each travel mode is paid, and the yearly own contribution: the figures of @mijn/domain. */
export function reimbursementOf(mode: SeatedTransportTravelMode, t: TFunction<'seated-transport'>) {
  return t(`reimbursed.${mode}`, {
    perKm: formatEuro(OWN_CAR_CENTS_PER_KM),
    travelClass: PUBLIC_TRANSPORT_CLASS,
  });
}

/** The reimbursement box beside the travel question; the chosen mode first and marked. */
export function Reimbursement({ chosen }: { chosen: SeatedTransportTravelMode | '' }) {
  const { t } = useTranslation('seated-transport');
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="seated-transport-reimbursed">
      <Title order={3} size="h5" id="seated-transport-reimbursed" mb="xs">
        {t('reimbursed.title')}
      </Title>
      <List spacing={4} size="sm">
        {seatedTransportTravelModes.map((mode) => (
          <List.Item key={mode} fw={mode === chosen ? 700 : undefined}>
            {reimbursementOf(mode, t)}
          </List.Item>
        ))}
      </List>
      <Text size="sm" mt="sm">
        {t('reimbursed.own-contribution', {
          amount: formatEuro(SEATED_TRANSPORT_YEARLY_OWN_CONTRIBUTION_CENTS),
        })}
      </Text>
    </Paper>
  );
}
