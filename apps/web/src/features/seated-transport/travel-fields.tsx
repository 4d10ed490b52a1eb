import { Stack, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFieldProps, useTransportFormContext } from './form-context.ts';
import { travelQuestions } from './form-model.ts';
import { YesNoQuestion } from './yes-no-question.tsx';

/**
 * The travel-ability cascade (spec §3): own transport, else public transport, else only by taxi with
 * an explanation; an escort is asked once own transport is not possible.
 */
export function TravelFields() {
  const { t } = useTranslation('seated-transport');
  const form = useTransportFormContext();
  const field = useFieldProps();
  const asks = travelQuestions(form.values);
  return (
    <Stack gap="md">
      <YesNoQuestion
        label={t('travel.own')}
        description={t('travel.own-description')}
        {...field('CanTravelOwn')}
      />
      {asks.publicTransport && <YesNoQuestion label={t('travel.public')} {...field('CanTravelPublic')} />}
      {asks.onlyCab && <YesNoQuestion label={t('travel.only-cab')} {...field('CanOnlyTravelCab')} />}
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
        <YesNoQuestion
          label={t('travel.escort')}
          description={t('travel.escort-description')}
          {...field('NeedsEscort')}
        />
      )}
    </Stack>
  );
}
