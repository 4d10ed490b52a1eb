import { Group, Progress, Text } from '@mantine/core';
import { formatEuro } from '../../../lib/format.ts';

interface UsageMeterProps {
  label: string;
  consumedCents: number;
  totalCents: number;
  consumedText: string;
  remainingText: string;
}

/** How much of a yearly amount is used: a bar plus the same facts in words. */
export function UsageMeter({
  label,
  consumedCents,
  totalCents,
  consumedText,
  remainingText,
}: UsageMeterProps) {
  const percentage = totalCents > 0 ? Math.min(100, Math.round((consumedCents / totalCents) * 100)) : 0;
  return (
    <>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text fw={700} size="xl" className="mijn-home-tile-figure">
          {formatEuro(consumedCents)}
        </Text>
        <Text size="sm" c="dimmed">
          {consumedText}
        </Text>
      </Group>
      <Progress.Root size="lg" radius="xl" className="mijn-home-meter">
        <Progress.Section value={percentage} aria-label={label} aria-valuetext={`${percentage}%`} />
      </Progress.Root>
      <Text size="sm">{remainingText}</Text>
    </>
  );
}
