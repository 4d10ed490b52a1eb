import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

interface DetailRowProps {
  /** The id the row's toggle names in aria-controls. */
  id: string;
  open: boolean;
  colSpan: number;
  /** Names the opened detail for screen readers. */
  label: string;
  className?: string;
  children: ReactNode;
}

/** The table row below a row that its toggle opens; the detail is only rendered while open. */
export function DetailRow({ id, open, colSpan, label, className, children }: DetailRowProps) {
  return (
    <Table.Tr id={id} hidden={!open} className={className}>
      {open && (
        <Table.Td colSpan={colSpan}>
          <section aria-label={label}>{children}</section>
        </Table.Td>
      )}
    </Table.Tr>
  );
}
