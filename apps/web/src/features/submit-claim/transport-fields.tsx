import { Alert, NativeSelect, Radio, Stack, TextInput } from '@mantine/core';
import type { CustomerDetails } from '@mijn/contract';
import { transportTreatmentTypes, travelTypes } from '@mijn/domain';
import { useTranslation } from 'react-i18next';
import { type ContractForm, MoneyField } from '../../lib/forms/index.ts';
import type { ClaimFormValues } from './claim-form.ts';
import { TransportAddressFields } from './transport-address-fields.tsx';
import { TripsFields } from './trips-fields.tsx';

interface TransportFieldsProps {
  claim: ContractForm<ClaimFormValues>;
  home: CustomerDetails['address'] | undefined;
}

/** Transport costs (spec §3 Transport claim); spec §6: they need prior approval. */
export function TransportFields({ claim, home }: TransportFieldsProps) {
  const { t } = useTranslation('submit-claim');
  const { form, field } = claim;
  const travelType = form.values.Transport.TravelType;
  return (
    <Stack gap="md">
      <Alert color="blue" variant="light">
        {t('transport.approval')}
      </Alert>
      <NativeSelect
        label={t('transport.treatment-type')}
        withAsterisk
        data={[
          { value: '', label: t('choose') },
          ...transportTreatmentTypes.map((type) => ({ value: type, label: t(`treatment-types.${type}`) })),
        ]}
        {...field('Transport.TreatmentType')}
      />
      <Radio.Group label={t('transport.travel-type')} withAsterisk {...field('Transport.TravelType')}>
        <Stack gap="xs" mt="xs">
          {travelTypes.map((type) => (
            <Radio key={type} value={type} label={t(`travel-types.${type}`)} />
          ))}
        </Stack>
      </Radio.Group>
      {travelType === 'own' && (
        <TextInput
          label={t('transport.distance')}
          description={t('transport.distance-help')}
          withAsterisk
          inputMode="numeric"
          maxLength={3}
          rightSection={<span aria-hidden="true">km</span>}
          {...field('Transport.DistanceKm')}
        />
      )}
      {(travelType === 'public' || travelType === 'taxi') && (
        <MoneyField label={t(`transport.amount-${travelType}`)} {...field('Transport.Amount')} />
      )}
      <TransportAddressFields claim={claim} side="From" legend={t('transport.from')} home={home} />
      <TransportAddressFields claim={claim} side="To" legend={t('transport.to')} home={home} />
      <TripsFields claim={claim} />
    </Stack>
  );
}
