import { Alert, Stack, Text } from '@mantine/core';
import type { MedicalSelectionResult } from '@mijn/contract';
import { formalName } from '@mijn/domain';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format.ts';
import { FactList } from '../fact-list.tsx';

/** Spec §4: who was refused which cover, and that a lower cover must be chosen. */
export function Rejection({ result }: { result: MedicalSelectionResult }) {
  const { t } = useTranslation('medical-selection');
  return (
    <Stack gap="md">
      <Alert color="red" variant="light" title={t('rejected.title')} role="alert">
        {result.previouslyDenied ? t('rejected.before') : t('rejected.text')}
      </Alert>
      <FactList
        facts={[
          { name: t('rejected.name'), value: formalName(result.customer) },
          { name: t('rejected.birth-date'), value: formatDate(result.customer.birthDate) },
          { name: t('rejected.package'), value: result.packageName },
        ]}
      />
      <Text>{t('rejected.lower-cover')}</Text>
    </Stack>
  );
}
