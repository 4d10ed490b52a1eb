import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSession, restoreSession, setSessionNavigator } from '../../lib/session/index.ts';
import { makeAccessToken } from '../../lib/session/test-tokens.ts';
import { readStoredToken, storeToken } from '../../lib/session/token-storage.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { LogoutScreen } from './logout-screen.tsx';

let restoreNavigator: (() => void) | undefined;
afterEach(() => restoreNavigator?.());

describe('LogoutScreen', () => {
  it('ends the session and loads the login page after 1500 ms', async () => {
    const reload = vi.fn<(path: string) => void>();
    restoreNavigator = setSessionNavigator({ reload });
    storeToken(makeAccessToken(), 3600);
    restoreSession();
    sessionStorage.setItem('mijn.verification', '{}');

    renderWithProviders(<LogoutScreen />, { path: '/uitloggen' });

    expect(await screen.findByText('U wordt uitgelogd…')).toBeInTheDocument();
    expect(getSession().status).toBe('anonymous');
    expect(readStoredToken()).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(reload).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledWith('/inloggen'), { timeout: 2500 });
  });
});
