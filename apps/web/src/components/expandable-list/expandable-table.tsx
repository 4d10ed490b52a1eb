import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

interface ExpandableTableProps {
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  className: string;
  /** Read by screen readers only: the cards and headings around the table already say it. */
  caption: string;
  /** The column headers (Table.Th cells). */
  head: ReactNode;
  /** The rows, each followed by its DetailRow. */
  children: ReactNode;
}

/** The table on wide screens whose rows open into a detail row below them. */
export function ExpandableTable({ minWidth, className, caption, head, children }: ExpandableTableProps) {
  return (
    <Table.ScrollContainer minWidth={minWidth} type="native">
      <Table verticalSpacing="sm" horizontalSpacing={8} fz="sm" className={className}>
        <Table.Caption className="mijn-visually-hidden">{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>{head}</Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
