import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface SubSectionProps {
  /** The heading's id, which names the section for assistive technology. */
  id: string;
  title: string;
  children: ReactNode;
}

/** A part of a screen's section, a region named by its h3. */
export function SubSection({ id, title, children }: SubSectionProps) {
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Title order={3} size="h4" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
