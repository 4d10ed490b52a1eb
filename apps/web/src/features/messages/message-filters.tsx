import { Button, Collapse, Group, NativeSelect, Stack, Switch } from '@mantine/core';
import { useDisclosure, useId, useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { personOption } from '../../components/person-name/index.ts';
import type { MessageFilters as Filters, Option } from './filters.ts';

interface MessageFiltersProps {
  filters: Filters;
  onChange: (filters: Filters) => void;
  years: readonly number[];
  docTypes: readonly Option[];
  customers: readonly Option[];
}

const all = '';

/** On a phone the filters fold away behind one button, so the letters come first. */
const phone = '(max-width: 48em)';

const activeCount = (filters: Filters) =>
  [filters.year !== null, filters.unreadOnly, filters.docType !== null, filters.customer !== null].filter(
    Boolean,
  ).length;

/** Year, unread only, document type and person; folded behind a "Filters" button on a phone. */
export function MessageFilters(props: MessageFiltersProps) {
  const { t } = useTranslation('messages');
  const folds = useMediaQuery(phone, false, { getInitialValueInEffect: false });
  const [open, { toggle }] = useDisclosure(false);
  const id = useId();
  if (!folds) return <FilterFields {...props} />;
  const active = activeCount(props.filters);
  return (
    <Stack gap="sm">
      <Button
        variant="default"
        onClick={toggle}
        aria-expanded={open}
        aria-controls={id}
        className="mijn-message-filters-toggle"
      >
        {active > 0 ? t('filters.toggle-active', { count: active }) : t('filters.toggle')}
      </Button>
      <Collapse expanded={open} id={id}>
        <FilterFields {...props} />
      </Collapse>
    </Stack>
  );
}

function FilterFields({ filters, onChange, years, docTypes, customers }: MessageFiltersProps) {
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
          data={[allOption, ...customers.map((customer) => personOption(customer.value, customer.label))]}
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
