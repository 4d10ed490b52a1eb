import { Stack, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type ContractForm, YesNoField } from '../../lib/forms/index.ts';
import { type SeatedTransportFormValues, travelQuestions } from './form-model.ts';

/**
 * The travel-ability cascade (spec §3): own transport, else public transport, else only by taxi with
 * an explanation; an escort is asked once own transport is not possible.
 */
export function TravelFields({ request }: { request: ContractForm<SeatedTransportFormValues> }) {
  const { t } = useTranslation('seated-transport');
  const { form, field } = request;
  const asks = travelQuestions(form.values);
  return (
    <Stack gap="md">
      <YesNoField
        label={t('travel.own')}
        description={t('travel.own-description')}
        {...field('CanTravelOwn')}
      />
      {asks.publicTransport && <YesNoField label={t('travel.public')} {...field('CanTravelPublic')} />}
      {asks.onlyCab && <YesNoField label={t('travel.only-cab')} {...field('CanOnlyTravelCab')} />}
      {asks.cabExplanation && (
        <Textarea
          label={t('travel.cab-explanation')}
          description={t('travel.cab-explanation-description')}
          rows={4}
          withAsterisk
          {...field('OnlyTravelCabExplanation')}
        />
      )}
      {asks.escort && (
        <YesNoField
          label={t('travel.escort')}
          description={t('travel.escort-description')}
          {...field('NeedsEscort')}
        />
      )}
    </Stack>
  );
}
