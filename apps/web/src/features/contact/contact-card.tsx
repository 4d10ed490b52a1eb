import { Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One card of the contact page: a titled region, so each is found by its name. */
export function ContactCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      component="section"
      aria-labelledby={id}
      className="mijn-contact-card"
    >
      <Title order={2} size="h3" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
