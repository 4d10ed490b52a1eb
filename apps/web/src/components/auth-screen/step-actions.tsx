import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';

interface StepActionsProps {
  submitLabel: string;
  loading?: boolean;
  back?: { label: string; onClick: () => void } | undefined;
  children?: ReactNode;
}

/** The buttons under a step: back on the left, the main action on the right (on top on a phone). */
export function StepActions({ submitLabel, loading = false, back, children }: StepActionsProps) {
  return (
    <Group justify="space-between" gap="sm" wrap="wrap-reverse" mt="xs">
      {back ? (
        <Button variant="subtle" onClick={back.onClick} disabled={loading}>
          {back.label}
        </Button>
      ) : (
        <span />
      )}
      <Group gap="sm">
        {children}
        <Button type="submit" size="md" loading={loading}>
          {submitLabel}
        </Button>
      </Group>
    </Group>
  );
}
