import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface SectionCardProps {
  /** The heading's id, which names the section for assistive technology. */
  id: string;
  title: ReactNode;
  /** A sentence under the heading. */
  intro?: ReactNode;
  children: ReactNode;
}

/** A bordered card of a screen, a region named by its h2. */
export function SectionCard({ id, title, intro, children }: SectionCardProps) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md" component="section" aria-labelledby={id}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h3" id={id}>
            {title}
          </Title>
          {intro !== undefined && <Text>{intro}</Text>}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
