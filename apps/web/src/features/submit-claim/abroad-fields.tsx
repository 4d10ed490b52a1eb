import { Checkbox, Fieldset, NativeSelect, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n.ts';
import { abroadCountries, currencies } from './countries.ts';
import { type ClaimForm, useFieldProps } from './form-context.ts';
import { MoneyInput } from './money-input.tsx';
import { YesNo } from './yes-no.tsx';

/**
 * Care abroad (spec §3, §5): country, dates, currency and amount, what it was for, and the three
 * questions whose follow-ups appear only on 'yes'.
 */
export function AbroadFields({ form, today }: { form: ClaimForm; today: string }) {
  const { t } = useTranslation('submit-claim');
  const field = useFieldProps(form);
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
        <TextInput
          type="date"
          label={t('abroad.date-from')}
          withAsterisk
          max={today}
          {...field('Abroad.DateFrom')}
        />
        <TextInput
          type="date"
          label={t('abroad.date-to')}
          withAsterisk
          max={today}
          {...field('Abroad.DateTo')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <NativeSelect
          label={t('abroad.currency')}
          withAsterisk
          data={currencies(language)}
          {...field('Abroad.Currency')}
        />
        <MoneyInput
          label={t('abroad.amount')}
          description={t('amount-help')}
          currency={abroad.Currency}
          {...field('Abroad.Amount')}
        />
      </SimpleGrid>
      <Textarea
        label={t('abroad.description')}
        description={t('abroad.description-help')}
        withAsterisk
        rows={3}
        maxLength={1000}
        {...field('Abroad.Description')}
      />
      <YesNo label={t('abroad.pre-existing')} {...field('Abroad.HasPreExistingCondition')} />
      <YesNo label={t('abroad.travel-insurance')} {...field('Abroad.HasTravelInsurance')} />
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
      <YesNo
        label={t('abroad.third-party')}
        description={t('abroad.third-party-help')}
        {...field('Abroad.CouldThirdPartyBeLiable')}
      />
      {abroad.CouldThirdPartyBeLiable === 'yes' && (
        <Fieldset legend={t('abroad.accident')} variant="filled">
          <Stack gap="md">
            <TextInput
              type="date"
              label={t('abroad.accident-date')}
              withAsterisk
              max={today}
              {...field('Abroad.Accident.Date')}
            />
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
