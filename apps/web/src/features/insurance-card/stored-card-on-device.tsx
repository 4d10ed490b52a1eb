import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { i18n } from '../../lib/i18n.ts';
import { readStoredCards } from './offline-cards.ts';

type Preview = typeof import('./stored-card-preview.tsx').StoredCardPreview;

let loading: Promise<{ default: Preview }> | undefined;

/** The preview's code with the card's texts, once. */
function loadPreview(): Promise<{ default: Preview }> {
  loading ??= Promise.all([import('./stored-card-preview.tsx'), i18n.loadNamespaces('insurance-card')]).then(
    ([{ StoredCardPreview }]) => ({ default: StoredCardPreview }),
  );
  return loading;
}

const StoredCardPreview = lazy(loadPreview);

/**
 * The user's card kept on this device, for the top of the offline home; null where none is kept.
 * Its code and texts (about 3 KiB as sent) load only on a device that keeps the card (decision
 * 0097), and there at once, while the network is still there: home shows it when the network is gone.
 */
export function useStoredCardPreview(customerNumber: string | undefined): ReactNode {
  const kept = customerNumber !== undefined && readStoredCards(customerNumber) !== null;
  useEffect(() => {
    if (kept) void loadPreview();
  }, [kept]);
  if (!kept) return null;
  return (
    <Suspense fallback={null}>
      <StoredCardPreview customerNumber={customerNumber} />
    </Suspense>
  );
}
