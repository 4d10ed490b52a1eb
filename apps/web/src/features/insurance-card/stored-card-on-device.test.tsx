import { fireEvent, screen, waitFor } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { useStoredCardPreview } from './stored-card-on-device.tsx';
import { storeCardOf } from './test/stored-card.ts';

const previewLoaded = vi.hoisted(() => vi.fn());
vi.mock('./stored-card-preview.tsx', async (original) => {
  previewLoaded();
  return original();
});

const owner = '100001';

/** Home as it uses the preview: asked for at once, shown only once the network is gone. */
function Home({ startsOnline }: { startsOnline: boolean }): ReactNode {
  const [online, setOnline] = useState(startsOnline);
  const preview = useStoredCardPreview(owner);
  return online ? (
    <button type="button" onClick={() => setOnline(false)}>
      Netwerk weg
    </button>
  ) : (
    preview
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('useStoredCardPreview', () => {
  it('asks for neither the code nor the texts of the preview where this device keeps no card of the user', async () => {
    const loadNamespaces = vi.spyOn(i18n, 'loadNamespaces');
    renderWithProviders(<Home startsOnline />);
    fireEvent.click(await screen.findByRole('button', { name: 'Netwerk weg' }));
    expect(screen.queryByRole('button', { name: 'Netwerk weg' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Uw zorgpas' })).not.toBeInTheDocument();
    expect(loadNamespaces).not.toHaveBeenCalledWith('insurance-card');
    expect(previewLoaded).not.toHaveBeenCalled();
  });

  it('loads the preview and its texts at once where the card is kept, while still online, and shows it offline', async () => {
    storeCardOf(owner);
    const loadNamespaces = vi.spyOn(i18n, 'loadNamespaces');
    renderWithProviders(<Home startsOnline />);
    const goOffline = await screen.findByRole('button', { name: 'Netwerk weg' });
    expect(loadNamespaces).toHaveBeenCalledWith('insurance-card');
    await waitFor(() => expect(previewLoaded).toHaveBeenCalled());
    fireEvent.click(goOffline);
    expect(await screen.findByRole('region', { name: 'Uw zorgpas' })).toBeInTheDocument();
  });
});
