import { Group, NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { personOption } from '../../components/person-name/index.ts';

export interface PersonOption {
  value: string;
  label: string;
}

const everyone = 'all';

interface CareCostsFiltersProps {
  years: readonly number[];
  year: number;
  people: readonly PersonOption[];
  customerNumber: string | null;
  onChange: (change: { year: number; customerNumber: string | null }) => void;
}

/** Year (this year and the two before) and insured person ('Alle verzekerden' or one person). */
export function CareCostsFilters({ years, year, people, customerNumber, onChange }: CareCostsFiltersProps) {
  const { t } = useTranslation('care-costs');
  return (
    <Group gap="md" align="flex-end" wrap="wrap" role="group" aria-label={t('filters.label')}>
      <NativeSelect
        label={t('filters.year')}
        data={years.map((value) => ({ value: String(value), label: String(value) }))}
        value={String(year)}
        onChange={(event) => onChange({ year: Number(event.currentTarget.value), customerNumber })}
        w={{ base: '100%', xs: 160 }}
      />
      <NativeSelect
        label={t('filters.insured')}
        data={[
          { value: everyone, label: t('filters.everyone') },
          ...people.map((person) => personOption(person.value, person.label)),
        ]}
        value={customerNumber ?? everyone}
        onChange={(event) => {
          const value = event.currentTarget.value;
          onChange({ year, customerNumber: value === everyone ? null : value });
        }}
        w={{ base: '100%', xs: 260 }}
      />
    </Group>
  );
}
