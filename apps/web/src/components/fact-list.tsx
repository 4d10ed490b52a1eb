import { SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface Fact {
  name: string;
  value: ReactNode;
}

/** Named facts as a description list: two columns on a wide screen, one on a phone. */
export function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm" m={0}>
      {facts.map(({ name, value }) => (
        <div key={name}>
          <Text component="dt" size="sm" c="dimmed">
            {name}
          </Text>
          <Text component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere' }}>
            {value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
