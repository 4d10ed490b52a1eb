import { Button, Group, Stack, Title } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import './wizard-review.css';

/** One answer on the review step: what was asked, and the answer ('' when left open). */
export type ReviewRow = readonly [label: string, value: ReactNode];

interface WizardReviewSectionProps {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  headingOrder: 3 | 4;
  /** The button's visible word ("Wijzigen") and its full name for screen readers. */
  changeText: string;
  changeLabel: string;
  onEdit: () => void;
  rows: readonly ReviewRow[];
  /** Sets --review-term-width where the terms need another width. */
  className?: string;
}

/** A wizard step's answers on the review step, with a button back to that step. */
export function WizardReviewSection({
  id,
  title,
  headingOrder,
  changeText,
  changeLabel,
  onEdit,
  rows,
  className,
}: WizardReviewSectionProps) {
  return (
    <Stack gap="xs" component="section" aria-labelledby={id}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Title order={headingOrder} size="h5" id={id}>
          {title}
        </Title>
        <Button variant="subtle" size="compact-md" aria-label={changeLabel} onClick={onEdit}>
          {changeText}
        </Button>
      </Group>
      <dl className={className === undefined ? 'mijn-wizard-review' : `mijn-wizard-review ${className}`}>
        {rows.map(([label, value]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{value === '' ? '–' : value}</dd>
          </Fragment>
        ))}
      </dl>
    </Stack>
  );
}
