import { Group, TextInput } from '@mantine/core';
import type { CareMediationKind } from '@mijn/domain';
import { useTranslation } from 'react-i18next';
import { type ContractForm, DateField } from '../../lib/forms/index.ts';
import type { CareMediationFormValues } from './form-model.ts';
import { ScreeningQuestion } from './screening-question.tsx';

/** Whether the person waits somewhere already, and where and until when (spec §4 waiting list, §5 two years). */
export function WaitingListFields({
  request,
  kind,
}: {
  request: ContractForm<CareMediationFormValues>;
  kind: CareMediationKind;
}) {
  const { t } = useTranslation('care-mediation');
  return (
    <>
      <ScreeningQuestion request={request} kind={kind} answer="OnWaitingList" />
      {request.form.values.OnWaitingList === 'yes' && (
        <fieldset className="care-mediation-block">
          <legend>{t('blocks.WaitingList')}</legend>
          <Group grow align="flex-start" gap="md" className="care-mediation-pair">
            <TextInput
              label={t('fields.provider-name')}
              withAsterisk
              {...request.field('WaitingList.ProviderName')}
            />
            <DateField
              label={t('fields.appointment-date')}
              description={t('fields.appointment-date-description')}
              withAsterisk={false}
              {...request.field('WaitingList.AppointmentDate')}
            />
          </Group>
        </fieldset>
      )}
    </>
  );
}
