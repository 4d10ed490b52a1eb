import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { showUpdateNotice } from './update-notice.tsx';

describe('service-worker update notice', () => {
  it('stays until OK, has no close button, and OK applies the update', async () => {
    renderWithProviders(<p>page</p>);
    await screen.findByText('page');
    const apply = vi.fn();
    showUpdateNotice({ apply });

    expect(await screen.findByText('Nieuwe versie beschikbaar')).toBeInTheDocument();
    // Mantine's default timeout is 4 s: the notice must outlive it (spec §9: no timeout).
    await new Promise((resolve) => setTimeout(resolve, 4500));
    expect(screen.getByText('Nieuwe versie beschikbaar')).toBeInTheDocument();
    const notice = screen.getByRole('alert');
    expect(notice.querySelector('.mantine-Notification-closeButton')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(apply).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByText('Nieuwe versie beschikbaar')).not.toBeInTheDocument());
  }, 10_000);
});
