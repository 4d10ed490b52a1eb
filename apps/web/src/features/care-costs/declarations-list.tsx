import { useMediaQuery } from '@mantine/hooks';
import type { DeclarationSummary } from '@mijn/contract';
import { useState } from 'react';
import { DeclarationCards } from './declaration-cards.tsx';
import { DeclarationsTable } from './declarations-table.tsx';
import { claimKey } from './detail-toggle.tsx';

/** Below this width the twelve columns do not fit: each declaration becomes a card. */
const narrow = '(max-width: 74.99em)';

/** The declarations with their open detail rows, as a table or as cards depending on the width. */
export function DeclarationsList({
  declarations,
  caption,
}: {
  declarations: readonly DeclarationSummary[];
  caption: string;
}) {
  const asCards = useMediaQuery(narrow, false, { getInitialValueInEffect: false });
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const props = {
    declarations,
    caption,
    isOpen: (declaration: DeclarationSummary) => open.has(claimKey(declaration)),
    onToggle: (declaration: DeclarationSummary) =>
      setOpen((current) => {
        const next = new Set(current);
        const key = claimKey(declaration);
        if (next.has(key)) next.delete(key);
        else next.add(key);
        return next;
      }),
  };
  return asCards ? <DeclarationCards {...props} /> : <DeclarationsTable {...props} />;
}
