import { Badge } from '@mantine/core';
import type { ReactNode } from 'react';
import './tone-badge.css';

/**
 * The status colours of spec §4. Darker than the theme's shades so the small white text keeps a
 * 4.5:1 contrast (WCAG AA).
 */
export const statusColours = {
  positive: '#1f7a34',
  warning: '#b3400b',
  error: '#b02a2a',
  neutral: '#495057',
} as const;

export type StatusTone = keyof typeof statusColours;

/** A status in words on the colour of its tone. */
export function ToneBadge({ tone, children }: { tone: StatusTone; children: ReactNode }) {
  return (
    <Badge
      color={statusColours[tone]}
      variant="filled"
      radius="sm"
      tt="none"
      size="md"
      data-tone={tone}
      className="mijn-tone-badge"
    >
      {children}
    </Badge>
  );
}
