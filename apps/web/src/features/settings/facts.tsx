import { SimpleGrid, Text } from '@mantine/core';

export interface Fact {
  label: string;
  value: string;
  /** What a screen reader says instead of a value that reads badly aloud (a mask). */
  spoken?: string;
}

/** Terms and their values as a description list, two columns from small screens up. */
export function Facts({ facts }: { facts: readonly Fact[] }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" m={0}>
      {facts.map(({ label, value, spoken }) => (
        <div key={label}>
          <Text component="dt" size="sm" c="dimmed">
            {label}
          </Text>
          <Text component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere' }}>
            {spoken === undefined ? (
              value
            ) : (
              <>
                <span aria-hidden="true">{value}</span>
                <span className="mijn-visually-hidden">{spoken}</span>
              </>
            )}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
