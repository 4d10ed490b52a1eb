import { Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ContractForm } from '../../lib/forms/index.ts';
import type { CareMediationFormValues } from './form-model.ts';

interface PractitionerFieldsProps {
  request: ContractForm<CareMediationFormValues>;
  /** The block's path: a provider has an AGB code, a practitioner a BIG number. */
  path: 'CurrentGeneralPractitioner' | 'Midwife' | 'Referrer' | 'Specialist' | 'Nurse';
  code: 'AgbCode' | 'BigNumber';
}

/** The name and register code of a care provider or practitioner, asked when a question was answered yes. */
export function PractitionerFields({ request, path, code }: PractitionerFieldsProps) {
  const { t } = useTranslation('care-mediation');
  return (
    <fieldset className="care-mediation-block">
      <legend>{t(`blocks.${path}`)}</legend>
      <Group grow align="flex-start" gap="md" className="care-mediation-pair">
        <TextInput label={t('fields.name')} withAsterisk {...request.field(`${path}.Name`)} />
        <TextInput
          label={t(`fields.${code}`)}
          description={t(`fields.${code}-description`)}
          withAsterisk
          inputMode="numeric"
          maxLength={code === 'AgbCode' ? 8 : 11}
          {...request.field(`${path}.${code}`)}
        />
      </Group>
    </fieldset>
  );
}
