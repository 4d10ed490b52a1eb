import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSession, restoreSession, setSessionNavigator } from '../../lib/session/index.ts';
import { makeAccessToken } from '../../lib/session/test-tokens.ts';
import { readStoredToken, storeToken } from '../../lib/session/token-storage.ts';
import { signIn } from '../../test/fixtures.ts';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { LogoutScreen } from './logout-screen.tsx';

let restoreNavigator: (() => void) | undefined;
afterEach(() => restoreNavigator?.());

/** The server's logout: records the bearer of each call and answers as told. */
function serverLogout(answer: () => Response = () => HttpResponse.json({})) {
  const bearers: (string | null)[] = [];
  server.use(
    http.post('*/api/account/logout', ({ request }) => {
      bearers.push(request.headers.get('authorization'));
      return answer();
    }),
  );
  return bearers;
}

function renderLogout() {
  const reload = vi.fn<(path: string) => void>();
  restoreNavigator = setSessionNavigator({ reload });
  renderWithProviders(<LogoutScreen />, { path: '/uitloggen' });
  return reload;
}

describe('LogoutScreen', () => {
  it('ends the session on the server and in the browser, and loads the login page after 1500 ms', async () => {
    const bearers = serverLogout();
    const token = makeAccessToken();
    storeToken(token, 3600);
    restoreSession();
    sessionStorage.setItem('mijn.verification', '{}');

    const reload = renderLogout();

    expect(await screen.findByText('U wordt uitgelogd…')).toBeInTheDocument();
    expect(getSession().status).toBe('anonymous');
    expect(readStoredToken()).toBeNull();
    expect(sessionStorage.length).toBe(0);
    await vi.waitFor(() => expect(bearers).toEqual([`Bearer ${token}`]));
    expect(reload).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledWith('/inloggen'), { timeout: 2500 });
  });

  it.each([
    ['refuses the token', () => HttpResponse.json({ statusCode: 401, message: 'ended' }, { status: 401 })],
    ['cannot be reached', () => HttpResponse.error()],
  ])('logs out all the same, without a notice, when the server %s', async (_case, answer) => {
    const bearers = serverLogout(answer);
    storeToken(makeAccessToken(), 3600);
    restoreSession();

    const reload = renderLogout();

    await vi.waitFor(() => expect(bearers).toHaveLength(1));
    expect(getSession().status).toBe('anonymous');
    await vi.waitFor(() => expect(reload).toHaveBeenCalledWith('/inloggen'), { timeout: 2500 });
    expect(
      screen.queryByText(/sessie is niet langer geldig|geen verbinding|foutcode/i),
    ).not.toBeInTheDocument();
  });

  it('does not call the server with a token that already expired', async () => {
    const bearers = serverLogout();
    signIn([], { exp: Math.floor(Date.now() / 1000) - 60 });

    const reload = renderLogout();

    await vi.waitFor(() => expect(reload).toHaveBeenCalledWith('/inloggen'), { timeout: 2500 });
    expect(getSession().status).toBe('anonymous');
    expect(bearers).toEqual([]);
  });
});
