import { Stack, TextInput, Title } from '@mantine/core';
import { DIALYSIS_SESSIONS_PER_WEEK, treatmentAbroadRules } from '@mijn/domain';
import { useTranslation } from 'react-i18next';
import { type ContractForm, YesNoField } from '../../lib/forms/index.ts';
import { AbroadAddressField } from './abroad-address-field.tsx';
import { DecisionHint } from './decision-hint.tsx';
import type { TreatmentAbroadFormValues } from './form-model.ts';
import { PeriodFields } from './period-fields.tsx';
import { PriceFields } from './price-fields.tsx';
import { ProviderFields } from './provider-fields.tsx';

/** Kidney dialysis: the centre, the period and sessions a week, a confirmed place, transport, price. */
export function DialysisFields({ request }: { request: ContractForm<TreatmentAbroadFormValues> }) {
  const { t } = useTranslation('treatment-abroad');
  const { form, field } = request;
  return (
    <Stack gap="lg">
      <PeriodFields request={request} />
      <TextInput
        label={t('dialysis.sessions')}
        description={t('dialysis.sessions-description', DIALYSIS_SESSIONS_PER_WEEK)}
        withAsterisk
        inputMode="numeric"
        maxLength={1}
        {...field('NumberOfDialysis')}
      />
      <ProviderFields request={request} withPractitioner={false} />
      <Stack gap="md" className="treatment-abroad-section">
        <YesNoField
          label={t('dialysis.approval')}
          description={t('dialysis.approval-description')}
          {...field('Approval')}
        />
        <DecisionHint
          outcome={{
            refusal:
              form.values.Approval === ''
                ? null
                : treatmentAbroadRules.placeConfirmed(form.values.Approval === 'yes'),
          }}
        />
        <YesNoField
          label={t('dialysis.transport')}
          description={t('dialysis.transport-description')}
          {...field('NeedsTransport')}
        />
        {form.values.NeedsTransport === 'yes' && (
          <Stack gap="md">
            <Title order={3} size="h4">
              {t('dialysis.residence')}
            </Title>
            <AbroadAddressField request={request} path="Residence" />
          </Stack>
        )}
        <PriceFields request={request} perSession />
      </Stack>
    </Stack>
  );
}
