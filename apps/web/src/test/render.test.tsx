import { useNavigate, useSearch } from '@tanstack/react-router';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from './render.tsx';

function Probe() {
  const search = useSearch({ strict: false }) as { redirect?: string };
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate({ to: '/elders' })}>
      {search.redirect ?? 'none'}
    </button>
  );
}

describe('renderWithProviders', () => {
  it('renders at a path with search params and lets the screen navigate', async () => {
    const { router } = renderWithProviders(<Probe />, { path: '/inloggen?redirect=%2Fpolisoverzicht' });
    await userEvent.click(await screen.findByRole('button', { name: '/polisoverzicht' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/elders'));
  });
});
