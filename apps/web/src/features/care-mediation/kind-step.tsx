import { Radio, Stack } from '@mantine/core';
import type { CustomerSummary } from '@mijn/contract';
import { careMediationKinds, fullName } from '@mijn/domain';
import { useTranslation } from 'react-i18next';
import { PersonName } from '../../components/person-name/index.ts';
import { useFieldError } from '../../lib/errors/index.ts';
import type { ContractForm } from '../../lib/forms/index.ts';
import type { CareMediationFormValues } from './form-model.ts';

interface KindStepProps {
  request: ContractForm<CareMediationFormValues>;
  persons: CustomerSummary[];
  /** Why the chosen person cannot have this kind (mental health: the youth desk), shown at once. */
  personRefusal: string | null;
}

/** Step 1: which care, and for whom. */
export function KindStep({ request, persons, personRefusal }: KindStepProps) {
  const { t } = useTranslation('care-mediation');
  const translate = useFieldError();
  const { field, form } = request;
  const person = field('CurrentSelectedCustomerNumber');
  const kind = field('Kind');
  return (
    <Stack gap="lg">
      <Radio.Group
        label={t('kind.label')}
        withAsterisk
        {...kind}
        onChange={(value) => {
          // Whether the person can have this care is judged anew for the new kind.
          form.clearFieldError('CurrentSelectedCustomerNumber');
          kind.onChange(value);
        }}
      >
        <Stack gap="sm" mt="xs">
          {careMediationKinds.map((kind) => (
            <Radio
              key={kind}
              value={kind}
              label={t(`kinds.${kind}`)}
              description={t(`kinds.${kind}-description`)}
            />
          ))}
        </Stack>
      </Radio.Group>
      <Radio.Group
        label={t('person')}
        withAsterisk
        {...person}
        error={personRefusal === null ? person.error : translate(personRefusal)}
      >
        <Stack gap="xs" mt="xs">
          {persons.map((candidate) => (
            <Radio
              key={candidate.customerNumber}
              value={candidate.customerNumber}
              label={<PersonName name={fullName(candidate)} />}
            />
          ))}
        </Stack>
      </Radio.Group>
    </Stack>
  );
}
