import { Radio, Stack, Textarea } from '@mantine/core';
import { seatedTransportTravelModes } from '@mijn/domain';
import { useTranslation } from 'react-i18next';
import { type ContractForm, YesNoField } from '../../lib/forms/index.ts';
import { type SeatedTransportFormValues, travelQuestions } from './form-model.ts';
import { Reimbursement } from './reimbursement.tsx';

/**
 * How the patient travels, asked once; an escort is asked unless by car, and a taxi needs a reason
 * (the travel-ability cascade of spec §3 follows from the mode).
 */
export function TravelFields({ request }: { request: ContractForm<SeatedTransportFormValues> }) {
  const { t } = useTranslation('seated-transport');
  const { form, field } = request;
  const asks = travelQuestions(form.values);
  return (
    <Stack gap="md">
      <Radio.Group label={t('travel.mode')} withAsterisk {...field('TravelMode')}>
        <Stack gap="sm" mt="xs">
          {seatedTransportTravelModes.map((mode) => (
            <Radio key={mode} value={mode} label={t(`travel.modes.${mode}`)} />
          ))}
        </Stack>
      </Radio.Group>
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
      <Reimbursement chosen={form.values.TravelMode} />
    </Stack>
  );
}
