import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { fullName, insurerYear } from '@mijn/domain';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/page-heading.tsx';
import { QueryState } from '../../components/screen-state.tsx';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session/index.ts';
import { useDeclarations, useInsuredPeople, useMarkAllReadOnce } from './api.ts';
import { CareCostsFilters } from './care-costs-filters.tsx';
import { DeclarationsList } from './declarations-list.tsx';
import { ExcessPerPerson } from './excess-per-person.tsx';
import { chosenCustomer, nextSearch, readSearch, yearChoices } from './filters.ts';
import { FinancialSummary, type UsageOf } from './financial-summary.tsx';
import './care-costs.css';

/**
 * Mijn zorgkosten: the declarations of a year with their detail rows, and the excess, GVS and dental
 * consumption. The filters live in the query string, so a link can preselect them (spec §2).
 */
export function CareCostsScreen() {
  const { t } = useTranslation('care-costs');
  const { user, flags } = useSession();
  const navigate = useNavigate();
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const thisYear = insurerYear(new Date());
  const { year, customerNumber: requested } = readSearch(search, thisYear);
  const own = user?.customerNumber ?? '';

  const people = useInsuredPeople(year);
  const visible = (people.data ?? []).map((person) => person.customerNumber);
  // Someone other than the user is only asked for once the list says the user may see them.
  const settled =
    requested === null || requested === own || !people.isPending || people.fetchStatus === 'idle';
  const customerNumber = chosenCustomer(requested, own, visible);
  const declarations = useDeclarations(year, customerNumber, settled);
  useMarkAllReadOnce(declarations.isSuccess);

  const ownName = user === null ? '' : fullName(user);
  const options = (people.data ?? []).map((person) => ({
    value: person.customerNumber,
    label: fullName(person),
  }));
  if (!options.some((option) => option.value === own)) options.unshift({ value: own, label: ownName });
  const nameOf = (number: string) => options.find((option) => option.value === number)?.label ?? number;
  const usageOf = (number: string): UsageOf => ({
    customerNumber: number,
    name: nameOf(number),
    birthDate: people.data?.find((person) => person.customerNumber === number)?.birthDate,
    isReader: number === own,
  });
  const who = customerNumber === null ? t('table.everyone') : nameOf(customerNumber);

  const change = (next: { year: number; customerNumber: string | null }) =>
    void navigate({ to: '.', search: nextSearch(search, next) as never, replace: true });

  return (
    <Stack gap="xl">
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap="xs" maw={720}>
          <PageHeading>{t('title')}</PageHeading>
          <Text size="lg">{t('intro')}</Text>
        </Stack>
        {flags.mayCreateDeclaration && (
          <Button component={Link} to={paths.submitDeclaration} size="md">
            {t('submit')}
          </Button>
        )}
      </Group>
      <CareCostsFilters
        years={yearChoices(thisYear)}
        year={year}
        people={options}
        customerNumber={customerNumber}
        onChange={change}
      />
      {settled &&
        (customerNumber === null && options.length > 1 ? (
          <ExcessPerPerson people={options.map((option) => usageOf(option.value))} year={year} />
        ) : (
          <FinancialSummary person={usageOf(customerNumber ?? own)} year={year} />
        ))}
      <Stack gap="sm" component="section" aria-labelledby="care-costs-claims">
        <Title order={2} size="h3" id="care-costs-claims">
          {t('table.title', { year })}
        </Title>
        <QueryState
          query={declarations}
          loading={{ label: t('table.loading'), heights: [44, 44, 44, 44] }}
          failed={{ text: t('table.failed') }}
          empty={{
            when: (data) => data.length === 0,
            title: t('table.none-title'),
            text: t('table.none', { year, who }),
          }}
        >
          {(data) => (
            <DeclarationsList
              key={`${year}-${customerNumber}`}
              declarations={data}
              caption={t('table.caption', { who, year })}
            />
          )}
        </QueryState>
      </Stack>
    </Stack>
  );
}
