import { notifications } from '@mantine/notifications';
import { startAuthentication } from '@simplewebauthn/browser';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession, logout } from '../../lib/session/index.ts';
import { makeAccessToken } from '../../lib/session/test-tokens.ts';
import { server } from '../../test/msw-server.ts';
import { authenticationCredential, promptClosed, requestOptions, withWebAuthn } from '../../test/passkeys.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { LoginScreen } from './login-screen.tsx';

vi.mock('@simplewebauthn/browser', () => ({ startAuthentication: vi.fn() }));

const fail = (status: number, message: string, extra: Record<string, unknown> = {}) =>
  HttpResponse.json({ statusCode: status, error: 'Error', message, ...extra }, { status });

interface Sent {
  options?: unknown;
  login?: { body: unknown; authorization: string | null };
}

function servePasskeyLogin(
  login: () => Response = () => HttpResponse.json({ accessToken: makeAccessToken() }),
) {
  const sent: Sent = {};
  server.use(
    http.post('*/api/Passkey/GetLoginOptions', async ({ request }) => {
      sent.options = await request.json();
      return HttpResponse.json({ options: requestOptions, passkeyToken: 'passkey-token' });
    }),
    http.post('*/api/Passkey/Login', async ({ request }) => {
      sent.login = { body: await request.json(), authorization: request.headers.get('authorization') };
      return login();
    }),
  );
  return sent;
}

const passkeyButton = () => screen.findByRole('button', { name: 'Inloggen met een passkey' });

beforeEach(() => withWebAuthn());

afterEach(() => {
  logout();
  notifications.clean();
  vi.unstubAllGlobals();
  vi.mocked(startAuthentication).mockReset();
});

describe('Logging in with a passkey', () => {
  it('logs in in one step with a discoverable passkey and goes where the person was going', async () => {
    vi.mocked(startAuthentication).mockResolvedValue(authenticationCredential);
    const sent = servePasskeyLogin();
    const { router } = renderWithProviders(<LoginScreen />, { path: '/inloggen?redirect=%2Fpolisoverzicht' });

    await userEvent.setup().click(await passkeyButton());

    await waitFor(() => expect(router.state.location.pathname).toBe('/polisoverzicht'));
    expect(sent.options).toEqual({});
    expect(startAuthentication).toHaveBeenCalledWith({ optionsJSON: requestOptions });
    expect(sent.login).toEqual({
      body: { credential: authenticationCredential, rememberMe: false },
      authorization: 'Bearer passkey-token',
    });
    expect(getSession()).toMatchObject({ status: 'authenticated', user: { customerNumber: '100001' } });
  });

  it('sends the username when it is filled in, and the remember-me choice', async () => {
    vi.mocked(startAuthentication).mockResolvedValue(authenticationCredential);
    const sent = servePasskeyLogin();
    const { router } = renderWithProviders(<LoginScreen />, { path: '/inloggen' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Gebruikersnaam/), 'jan.devries');
    await user.click(screen.getByLabelText('Ingelogd blijven op dit apparaat'));

    await user.click(await passkeyButton());

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sent.options).toEqual({ username: 'jan.devries' });
    expect(sent.login?.body).toMatchObject({ rememberMe: true });
    const localExpiry = Number(localStorage.getItem('mijn.token-expires-at'));
    expect(localExpiry - Date.now()).toBeGreaterThan(364 * 24 * 60 * 60 * 1000);
  });

  it('says calmly that no passkey was used when the person closes the prompt, and lets them try again', async () => {
    vi.mocked(startAuthentication).mockRejectedValueOnce(promptClosed());
    const sent = servePasskeyLogin();
    renderWithProviders(<LoginScreen />, { path: '/inloggen' });
    const user = userEvent.setup();

    await user.click(await passkeyButton());

    const calm = await screen.findByRole('status');
    expect(calm).toHaveTextContent(
      'U heeft geen passkey gebruikt. Probeer het opnieuw, of log in met uw wachtwoord.',
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(sent.login).toBeUndefined();
    expect(await passkeyButton()).toBeEnabled();
  });

  it('explains a passkey the server does not know, and keeps the person on the login', async () => {
    vi.mocked(startAuthentication).mockResolvedValue(authenticationCredential);
    servePasskeyLogin(() => fail(401, 'This passkey is not recognised'));
    const { router } = renderWithProviders(<LoginScreen />, { path: '/inloggen' });

    await userEvent.setup().click(await passkeyButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('Wij herkennen deze passkey niet.');
    expect(router.state.location.pathname).toBe('/inloggen');
    expect(getSession().status).toBe('anonymous');
  });

  it('says for how long a blocked account stays blocked', async () => {
    vi.mocked(startAuthentication).mockResolvedValue(authenticationCredential);
    servePasskeyLogin(() => fail(423, 'Account is blocked', { minutes: 12 }));
    renderWithProviders(<LoginScreen />, { path: '/inloggen' });

    await userEvent.setup().click(await passkeyButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('Probeer het over 12 minuten opnieuw.');
  });

  it('is not offered by a browser without WebAuthn', async () => {
    vi.unstubAllGlobals();
    renderWithProviders(<LoginScreen />, { path: '/inloggen' });
    expect(await screen.findByRole('button', { name: /^Inloggen$/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Inloggen met een passkey' })).toBeNull();
  });
});
