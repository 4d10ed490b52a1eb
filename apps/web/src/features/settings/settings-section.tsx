import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface SettingsSectionProps {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  /** A sentence under the heading. */
  intro?: string;
  gap: 'md' | 'lg';
  children: ReactNode;
}

/** One card of the settings screen, named by its heading. */
export function SettingsSection({ id, title, intro, gap, children }: SettingsSectionProps) {
  const heading = (
    <Title order={2} size="h3" id={id}>
      {title}
    </Title>
  );
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md" component="section" aria-labelledby={id}>
      <Stack gap={gap}>
        {intro === undefined ? (
          heading
        ) : (
          <Stack gap={4}>
            {heading}
            <Text>{intro}</Text>
          </Stack>
        )}
        {children}
      </Stack>
    </Paper>
  );
}
