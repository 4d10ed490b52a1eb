import { Badge, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ComparedPackage, Comparison } from './reimbursement-comparison-model.ts';

interface ComparisonViewProps {
  comparison: Comparison;
  caption: string;
}

const chosenBackground = 'var(--mantine-primary-color-light)';

function PackageName({ pkg }: { pkg: ComparedPackage }) {
  const { t } = useTranslation('edit-policy');
  return (
    <Group gap={6} wrap="wrap" component="span">
      <span>{pkg.title}</span>
      {pkg.isChosen && (
        <Badge size="sm" variant="filled" component="span">
          {t('comparison.chosen')}
        </Badge>
      )}
    </Group>
  );
}

/** A column per package, a row per care type: what a wide screen compares at a glance. */
export function ComparisonTable({ comparison, caption }: ComparisonViewProps) {
  const { packages, rows } = comparison;
  return (
    <Table.ScrollContainer minWidth={140 + packages.length * 150} type="native">
      <Table captionSide="top" verticalSpacing="sm" layout="fixed">
        <Table.Caption ta="left" fw={600} c="var(--mantine-color-text)">
          {caption}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{comparison.rowsHeading}</Table.Th>
            {packages.map((pkg) => (
              <Table.Th key={pkg.code} scope="col" bg={pkg.isChosen ? chosenBackground : undefined}>
                <PackageName pkg={pkg} />
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.name}>
              <Table.Th scope="row" fw={500}>
                {row.name}
              </Table.Th>
              {row.values.map((value, index) => {
                const pkg = packages[index];
                return (
                  <Table.Td key={pkg?.code ?? index} bg={pkg?.isChosen ? chosenBackground : undefined}>
                    {value}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** On a phone a package per block, its care types beneath its name: no columns to scroll sideways. */
export function ComparisonList({ comparison, caption }: ComparisonViewProps) {
  const { packages, rows } = comparison;
  const captionId = useId();
  return (
    <Stack gap="xs">
      <Text fw={600} id={captionId}>
        {caption}
      </Text>
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby={captionId}>
        {packages.map((pkg, index) => (
          <Paper
            key={pkg.code}
            component="li"
            withBorder
            p="sm"
            radius="md"
            bg={pkg.isChosen ? chosenBackground : undefined}
          >
            <Text fw={700} mb={6}>
              <PackageName pkg={pkg} />
            </Text>
            <Stack component="dl" gap={6} m={0}>
              {rows.map((row) => (
                <div key={row.name}>
                  <Text component="dt" size="sm" c="dimmed">
                    {row.name}
                  </Text>
                  <Text component="dd" size="sm" m={0} fw={500}>
                    {row.values[index]}
                  </Text>
                </div>
              ))}
            </Stack>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
