import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { delay, HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../test/msw-server.ts';
import { renderWithProviders } from '../test/render.tsx';
import { ProgressBar } from './progress-bar.tsx';

function Loader() {
  const query = useQuery({
    queryKey: ['slow'],
    queryFn: async () => (await fetch(`${window.location.origin}/slow`)).json() as Promise<{ done: boolean }>,
  });
  return <p>{query.data ? 'loaded' : 'waiting'}</p>;
}

describe('ProgressBar', () => {
  it('shows the 11 px loading bar while an API call is under way, and hides it after', async () => {
    server.use(
      http.get('*/slow', async () => {
        await delay(150);
        return HttpResponse.json({ done: true });
      }),
    );
    renderWithProviders(
      <>
        <ProgressBar />
        <Loader />
      </>,
    );
    const bar = await screen.findByRole('progressbar', { name: 'De pagina wordt geladen' });
    expect(bar).toHaveStyle({ height: '11px' });
    expect(await screen.findByText('loaded')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
  });
});
