import { Alert, Title } from '@mantine/core';
import { type ReactNode, useRef } from 'react';
import { useShownFromTop } from '../lib/use-shown-from-top.ts';

/**
 * The green notice after a form was sent: its title takes focus and is scrolled to, so a screen
 * reader hears that it worked; below it what was received and what comes next.
 */
export function SentNotice({ title, children }: { title: string; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useShownFromTop(heading);
  return (
    <Alert color="green" variant="light" role="status">
      <Title order={2} size="h3" ref={heading} tabIndex={-1} mb="xs">
        {title}
      </Title>
      {children}
    </Alert>
  );
}
