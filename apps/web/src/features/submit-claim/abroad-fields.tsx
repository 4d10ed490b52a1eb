import { Checkbox, Fieldset, NativeSelect, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { abroadCountries } from '../../lib/countries.ts';
import { type ContractForm, DateField, MoneyField, YesNoField } from '../../lib/forms/index.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import type { ClaimFormValues } from './claim-form.ts';
import { currencies } from './countries.ts';

/**
 * Care abroad (spec §3, §5): country, dates, currency and amount, what it was for, and the three
 * questions whose follow-ups appear only on 'yes'.
 */
export function AbroadFields({ claim }: { claim: ContractForm<ClaimFormValues> }) {
  const { t } = useTranslation('submit-claim');
  const { form, field } = claim;
  const language = currentLanguage();
  const abroad = form.values.Abroad;
  return (
    <Stack gap="md">
      <NativeSelect
        label={t('abroad.country')}
        withAsterisk
        data={[{ value: '', label: t('choose') }, ...abroadCountries(language)]}
        {...field('Abroad.Country')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <DateField label={t('abroad.date-from')} {...field('Abroad.DateFrom')} />
        <DateField label={t('abroad.date-to')} {...field('Abroad.DateTo')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <NativeSelect
          label={t('abroad.currency')}
          withAsterisk
          data={currencies(language)}
          {...field('Abroad.Currency')}
        />
        <MoneyField label={t('abroad.amount')} currency={abroad.Currency} {...field('Abroad.Amount')} />
      </SimpleGrid>
      <Textarea
        label={t('abroad.description')}
        description={t('abroad.description-help')}
        withAsterisk
        rows={3}
        maxLength={1000}
        {...field('Abroad.Description')}
      />
      <YesNoField label={t('abroad.pre-existing')} {...field('Abroad.HasPreExistingCondition')} />
      <YesNoField label={t('abroad.travel-insurance')} {...field('Abroad.HasTravelInsurance')} />
      {abroad.HasTravelInsurance === 'yes' && (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label={t('abroad.travel-insurer')}
            withAsterisk
            maxLength={100}
            {...field('Abroad.TravelInsurer')}
          />
          <TextInput
            label={t('abroad.travel-policy-number')}
            withAsterisk
            maxLength={40}
            {...field('Abroad.TravelInsurancePolicyNumber')}
          />
        </SimpleGrid>
      )}
      <YesNoField
        label={t('abroad.third-party')}
        description={t('abroad.third-party-help')}
        {...field('Abroad.CouldThirdPartyBeLiable')}
      />
      {abroad.CouldThirdPartyBeLiable === 'yes' && (
        <Fieldset legend={t('abroad.accident')} variant="filled">
          <Stack gap="md">
            <DateField label={t('abroad.accident-date')} {...field('Abroad.Accident.Date')} />
            <TextInput
              label={t('abroad.accident-place')}
              withAsterisk
              maxLength={100}
              {...field('Abroad.Accident.Place')}
            />
            <Textarea
              label={t('abroad.accident-description')}
              withAsterisk
              rows={3}
              maxLength={1000}
              {...field('Abroad.Accident.Description')}
            />
            <Checkbox
              label={t('abroad.traffic-accident')}
              {...field('Abroad.Accident.IsTrafficAccident', 'checkbox')}
            />
            <Fieldset legend={t('abroad.counter-party')} variant="unstyled">
              <Stack gap="md">
                <TextInput
                  label={t('abroad.counter-party-name')}
                  maxLength={100}
                  {...field('Abroad.Accident.CounterParty.Name')}
                />
                <TextInput
                  label={t('abroad.counter-party-address')}
                  maxLength={200}
                  {...field('Abroad.Accident.CounterParty.Address')}
                />
                <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
                  <TextInput
                    label={t('abroad.counter-party-postal-code')}
                    maxLength={10}
                    {...field('Abroad.Accident.CounterParty.PostalCode')}
                  />
                  <TextInput
                    label={t('abroad.counter-party-city')}
                    maxLength={100}
                    {...field('Abroad.Accident.CounterParty.City')}
                  />
                </SimpleGrid>
              </Stack>
            </Fieldset>
          </Stack>
        </Fieldset>
      )}
    </Stack>
  );
}
