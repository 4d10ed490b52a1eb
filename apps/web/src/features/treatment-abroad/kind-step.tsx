import { Radio, Stack } from '@mantine/core';
import type { CustomerSummary } from '@mijn/contract';
import { fullName, treatmentAbroadKinds } from '@mijn/domain';
import { useTranslation } from 'react-i18next';
import { PersonName } from '../../components/person-name/index.ts';
import type { ContractForm } from '../../lib/forms/index.ts';
import type { TreatmentAbroadFormValues } from './form-model.ts';

/** Step 1: for whom, and which of the five requests (which decides every later question). */
export function KindStep({
  request,
  persons,
}: {
  request: ContractForm<TreatmentAbroadFormValues>;
  persons: CustomerSummary[];
}) {
  const { t } = useTranslation('treatment-abroad');
  const { form, field } = request;
  const kind = field('Kind');
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
      <Radio.Group
        label={t('kind.label')}
        withAsterisk
        {...kind}
        onChange={(value) => {
          // Another kind asks other questions: the last kind's errors no longer apply.
          form.clearErrors();
          kind.onChange(value);
        }}
      >
        <Stack gap="sm" mt="xs">
          {treatmentAbroadKinds.map((kind) => (
            <Radio
              key={kind}
              value={kind}
              label={t(`kind.${kind}`)}
              description={t(`kind.${kind}-description`)}
            />
          ))}
        </Stack>
      </Radio.Group>
    </Stack>
  );
}
