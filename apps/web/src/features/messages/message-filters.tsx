import { Group, NativeSelect, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MessageFilters as Filters, Option } from './filters.ts';

interface MessageFiltersProps {
  filters: Filters;
  onChange: (filters: Filters) => void;
  years: readonly number[];
  docTypes: readonly Option[];
  customers: readonly Option[];
}

const all = '';

/** Year, unread only, document type and person. */
export function MessageFilters({ filters, onChange, years, docTypes, customers }: MessageFiltersProps) {
  const { t } = useTranslation('messages');
  const allOption = { value: all, label: t('filters.all') };
  return (
    <Group gap="md" align="flex-end" className="mijn-message-filters">
      <NativeSelect
        label={t('filters.year')}
        data={[allOption, ...years.map((year) => ({ value: String(year), label: String(year) }))]}
        value={filters.year === null ? all : String(filters.year)}
        onChange={(event) => {
          const value = event.currentTarget.value;
          onChange({ ...filters, year: value === all ? null : Number(value) });
        }}
      />
      <NativeSelect
        label={t('filters.doc-type')}
        data={[allOption, ...docTypes]}
        value={filters.docType ?? all}
        onChange={(event) => {
          const value = event.currentTarget.value;
          onChange({ ...filters, docType: value === all ? null : value });
        }}
      />
      {customers.length > 1 && (
        <NativeSelect
          label={t('filters.customer')}
          data={[allOption, ...customers]}
          value={filters.customer ?? all}
          onChange={(event) => {
            const value = event.currentTarget.value;
            onChange({ ...filters, customer: value === all ? null : value });
          }}
        />
      )}
      <Switch
        label={t('filters.unread-only')}
        checked={filters.unreadOnly}
        onChange={(event) => onChange({ ...filters, unreadOnly: event.currentTarget.checked })}
        mb={8}
      />
    </Group>
  );
}
