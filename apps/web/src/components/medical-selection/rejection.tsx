import { Alert, Stack, Text } from '@mantine/core';
import type { MedicalSelectionResult } from '@mijn/contract';
import { formalName } from '@mijn/domain';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format.ts';
import { FactList } from '../fact-list.tsx';

/** What a refusal names (spec §4): the person, their birth date and the package refused. */
export interface Refusal {
  name: string;
  birthDate: string;
  packageName: string;
  /** Refused before for this cover or a lower one: not asked again. */
  previouslyDenied: boolean;
}

export function refusalOf(result: MedicalSelectionResult): Refusal {
  return {
    name: formalName(result.customer),
    birthDate: result.customer.birthDate,
    packageName: result.packageName,
    previouslyDenied: result.previouslyDenied,
  };
}

/** Spec §4: who was refused which cover, and that a lower cover must be chosen. */
export function Rejection({ result }: { result: Refusal }) {
  const { t } = useTranslation('medical-selection');
  return (
    <Stack gap="md">
      <Alert color="red" variant="light" title={t('rejected.title')} role="alert">
        {result.previouslyDenied ? t('rejected.before') : t('rejected.text')}
      </Alert>
      <FactList
        facts={[
          { name: t('rejected.name'), value: result.name },
          { name: t('rejected.birth-date'), value: formatDate(result.birthDate) },
          { name: t('rejected.package'), value: result.packageName },
        ]}
      />
      <Text>{t('rejected.lower-cover')}</Text>
    </Stack>
  );
}
