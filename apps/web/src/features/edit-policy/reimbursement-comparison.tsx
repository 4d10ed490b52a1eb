import { Stack, Tabs, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { CardReimbursements } from '@mijn/contract';
import type { CardGroupKey } from '@mijn/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../components/screen-state.tsx';
import { comparedGroups, comparisonOf, openingGroup } from './reimbursement-comparison-model.ts';
import { ComparisonList, ComparisonTable } from './reimbursement-comparison-views.tsx';
import { type ReimbursementsOf, useReimbursements } from './reimbursements-query.ts';

/** Below 768 px a table of packages side by side no longer reads well: each package becomes a block. */
const narrow = '(max-width: 47.99em)';

export interface ReimbursementComparisonProps extends ReimbursementsOf {
  /** The group shown first; the additional cover when not given or not in the catalogue. */
  defaultGroup?: CardGroupKey;
  /** The product codes chosen for anyone on the agreement: their packages are marked. */
  selectedCodes?: readonly string[];
}

interface GroupTabsProps {
  table: readonly CardReimbursements[];
  year: number;
  defaultGroup: CardGroupKey | undefined;
  chosenCodes: ReadonlySet<string>;
}

/** Built only for the shown tab: a hidden panel's children are never rendered. */
function GroupComparison({
  table,
  year,
  group,
  chosenCodes,
}: Omit<GroupTabsProps, 'defaultGroup'> & { group: CardGroupKey }) {
  const { t } = useTranslation('edit-policy');
  const asList = useMediaQuery(narrow, false, { getInitialValueInEffect: false });
  const comparison = comparisonOf(t, table, group, chosenCodes);
  const View = asList ? ComparisonList : ComparisonTable;
  return (
    <Stack gap="xs">
      <View comparison={comparison} caption={t(`comparison.caption.${group}`, { year })} />
      {comparison.note && (
        <Text size="sm" c="dimmed">
          {comparison.note}
        </Text>
      )}
    </Stack>
  );
}

function GroupTabs({ table, year, defaultGroup, chosenCodes }: GroupTabsProps) {
  const { t } = useTranslation('edit-policy');
  const groups = comparedGroups(table);
  const [shown, setShown] = useState(() => openingGroup(groups, defaultGroup));
  return (
    <Tabs
      value={shown ?? null}
      onChange={(value) => setShown(groups.find((group) => group === value))}
      keepMounted={false}
    >
      <Tabs.List aria-label={t('comparison.groups-label')}>
        {groups.map((group) => (
          <Tabs.Tab key={group} value={group}>
            {t(`comparison.groups.${group}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {groups.map((group) => (
        <Tabs.Panel key={group} value={group} pt="md">
          <GroupComparison table={table} year={year} group={group} chosenCodes={chosenCodes} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

/**
 * What each package of the agreement's catalogue pays for in the year (spec §7 Contract/Reimbursements),
 * one group at a time, so the policyholder sees what a choice on the edit screen gets them.
 */
export function ReimbursementComparison({
  agreementId,
  contractCode,
  year,
  defaultGroup,
  selectedCodes = [],
}: ReimbursementComparisonProps) {
  const { t } = useTranslation('edit-policy');
  const query = useReimbursements({ agreementId, contractCode, year });
  return (
    <QueryState
      query={query}
      loading={{ label: t('comparison.loading'), heights: [36, 160] }}
      failed={{ title: t('comparison.failed-title'), text: t('comparison.failed') }}
      empty={{ text: t('comparison.empty'), when: (table) => comparedGroups(table).length === 0 }}
    >
      {(table) => (
        <GroupTabs
          table={table}
          year={year}
          defaultGroup={defaultGroup}
          chosenCodes={new Set(selectedCodes)}
        />
      )}
    </QueryState>
  );
}
