import { Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useEffect, useRef } from 'react';

interface AuthPanelProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}

/**
 * The content of every login step (the public layout draws the card around it); its heading takes focus
 * so a screen reader starts there.
 */
export function AuthPanel({ title, intro, children }: AuthPanelProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={1} ref={heading} tabIndex={-1} size="h2" style={{ outline: 'none' }}>
          {title}
        </Title>
        {intro !== undefined && <Text>{intro}</Text>}
      </Stack>
      {children}
    </Stack>
  );
}
