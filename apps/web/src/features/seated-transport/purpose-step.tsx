import { Radio, Stack } from '@mantine/core';
import type { CustomerSummary } from '@mijn/contract';
import { fullName, seatedTransportPurposes, seatedTransportRequestTypes } from '@mijn/domain';
import { useTranslation } from 'react-i18next';
import { PersonName } from '../../components/person-name/index.ts';
import type { ContractForm } from '../../lib/forms/index.ts';
import type { SeatedTransportFormValues } from './form-model.ts';

interface PurposeStepProps {
  request: ContractForm<SeatedTransportFormValues>;
  persons: CustomerSummary[];
}

/** Step 1: for whom, what the transport is for (which decides every later question), first or again. */
export function PurposeStep({ request, persons }: PurposeStepProps) {
  const { t } = useTranslation('seated-transport');
  const { field } = request;
  return (
    <Stack gap="lg">
      <Radio.Group label={t('person')} withAsterisk {...field('CurrentSelectedCustomerNumber')}>
        <Stack gap="xs" mt="xs">
          {persons.map((person) => (
            <Radio
              key={person.customerNumber}
              value={person.customerNumber}
              label={<PersonName name={fullName(person)} />}
            />
          ))}
        </Stack>
      </Radio.Group>
      <Radio.Group label={t('purpose.label')} withAsterisk {...field('Purpose')}>
        <Stack gap="sm" mt="xs">
          {seatedTransportPurposes.map((purpose) => (
            <Radio
              key={purpose}
              value={purpose}
              label={t(`purpose.${purpose}`)}
              description={t(`purpose.${purpose}-description`)}
            />
          ))}
        </Stack>
      </Radio.Group>
      <Radio.Group label={t('request-type.label')} withAsterisk {...field('RequestType')}>
        <Stack gap="xs" mt="xs">
          {seatedTransportRequestTypes.map((type) => (
            <Radio key={type} value={type} label={t(`request-type.${type}`)} />
          ))}
        </Stack>
      </Radio.Group>
    </Stack>
  );
}
