import { useMediaQuery } from '@mantine/hooks';
import type { Invoice } from '@mijn/contract';
import type { IsoDate } from '@mijn/domain';
import { useState } from 'react';
import { InvoiceCards } from './invoice-cards.tsx';
import { InvoicesTable } from './invoices-table.tsx';

/** Below this width (1200 px, as on my care costs) the columns do not fit: each invoice becomes a card. */
const narrow = '(max-width: 74.99em)';

/** The invoices with their open payment details, as a table or as cards depending on the width. */
export function InvoicesList({
  invoices,
  caption,
  today,
}: {
  invoices: readonly Invoice[];
  caption: string;
  today: IsoDate;
}) {
  const asCards = useMediaQuery(narrow, false, { getInitialValueInEffect: false });
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const props = {
    invoices,
    caption,
    today,
    isOpen: (invoice: Invoice) => open.has(invoice.invoiceNumber),
    onToggle: (invoice: Invoice) =>
      setOpen((current) => {
        const next = new Set(current);
        if (next.has(invoice.invoiceNumber)) next.delete(invoice.invoiceNumber);
        else next.add(invoice.invoiceNumber);
        return next;
      }),
  };
  return asCards ? <InvoiceCards {...props} /> : <InvoicesTable {...props} />;
}
