import { Alert, NativeSelect, Radio, Stack, TextInput } from '@mantine/core';
import type { CustomerDetails } from '@mijn/contract';
import { transportTreatmentTypes, travelTypes } from '@mijn/domain';
import { useTranslation } from 'react-i18next';
import { AddressFields } from './address-fields.tsx';
import { type ClaimForm, useFieldProps } from './form-context.ts';
import { MoneyInput } from './money-input.tsx';
import { TripsFields } from './trips-fields.tsx';

interface TransportFieldsProps {
  form: ClaimForm;
  today: string;
  home: CustomerDetails['address'] | undefined;
}

/** Transport costs (spec §3 Transport claim); spec §6: they need prior approval. */
export function TransportFields({ form, today, home }: TransportFieldsProps) {
  const { t } = useTranslation('submit-claim');
  const field = useFieldProps(form);
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
        <MoneyInput
          label={t(`transport.amount-${travelType}`)}
          description={t('amount-help')}
          {...field('Transport.Amount')}
        />
      )}
      <AddressFields form={form} side="From" legend={t('transport.from')} home={home} />
      <AddressFields form={form} side="To" legend={t('transport.to')} home={home} />
      <TripsFields form={form} today={today} />
    </Stack>
  );
}
