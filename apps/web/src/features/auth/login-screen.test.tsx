import { notifications } from '@mantine/notifications';
import type { LoginReply } from '@mijn/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  logout,
  readIdinClientCode,
  readVerificationState,
  setSessionNavigator,
} from '../../lib/session/index.ts';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { LoginScreen } from './login-screen.tsx';

// The screen loads its phone step and bank form on demand; loaded here once, a step opens at once.
beforeAll(async () => {
  await Promise.all([import('./phone-step.tsx'), import('../../components/auth-screen/idin-bank-form.tsx')]);
});

const reply: LoginReply = {
  username: 'jan.devries',
  phoneNumber: '******5678',
  emailAddress: 'j***@example.nl',
  phoneNumberIsUnknown: false,
  emailAddressIsUnknown: false,
  isVerificationCodeNeeded: true,
  sendDate: new Date().toISOString(),
  customerNumber: '100001',
  loginToken: 'login-token',
};

const fail = (status: number, message: string, extra: Record<string, unknown> = {}) =>
  HttpResponse.json({ statusCode: status, error: 'Error', message, ...extra }, { status });

afterEach(() => {
  logout();
  notifications.clean();
});

const passwordInput = () => screen.getByLabelText(/^Wachtwoord/, { selector: 'input' });

async function logIn(options: { rememberMe?: boolean } = {}) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/Gebruikersnaam/), 'jan.devries');
  await user.type(passwordInput(), 'Welkom-2026!');
  if (options.rememberMe) await user.click(screen.getByLabelText('Ingelogd blijven op dit apparaat'));
  await user.click(screen.getByRole('button', { name: 'Inloggen' }));
}

describe('LoginScreen', () => {
  it('sends the credentials and goes to verification with the redirect kept', async () => {
    let body: unknown;
    server.use(
      http.post('*/api/account/login', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(reply);
      }),
    );
    const { router } = renderWithProviders(<LoginScreen />, { path: '/inloggen?redirect=%2Fpolisoverzicht' });

    await logIn({ rememberMe: true });

    await waitFor(() => expect(router.state.location.pathname).toBe('/verificatie'));
    expect(body).toEqual({ username: 'jan.devries', password: 'Welkom-2026!', rememberMe: true });
    expect(readVerificationState()).toMatchObject({
      loginToken: 'login-token',
      rememberMe: true,
      redirect: '/polisoverzicht',
      fromPage: 'login',
    });
  });

  it('does not keep a redirect to another site', async () => {
    server.use(http.post('*/api/account/login', () => HttpResponse.json(reply)));
    const { router } = renderWithProviders(<LoginScreen />, {
      path: '/inloggen?redirect=%2F%2Fevil.example%2Fsteal',
    });
    await logIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/verificatie'));
    expect(readVerificationState()?.redirect).toBeNull();
  });

  it('shows the wrong-combination message and stays', async () => {
    server.use(http.post('*/api/account/login', () => fail(401, 'Incorrect username/password combination.')));
    const { router } = renderWithProviders(<LoginScreen />, { path: '/inloggen' });

    await logIn();

    const alert = await screen.findByText(/De combinatie van gebruikersnaam en wachtwoord is onjuist/);
    expect(alert.closest('[role="alert"]')).toHaveFocus();
    expect(router.state.location.pathname).toBe('/inloggen');
    expect(passwordInput()).toHaveValue('');
    expect(screen.queryByText(/sessie is niet langer geldig/)).toBeNull();
  });

  it('shows for how many minutes the account is blocked', async () => {
    server.use(
      http.post('*/api/account/login', () => fail(423, 'Account is temporary blocked', { minutes: 15 })),
    );
    renderWithProviders(<LoginScreen />, { path: '/inloggen' });

    await logIn();

    expect(await screen.findByText(/Probeer het over 15 minuten opnieuw/)).toBeInTheDocument();
  });

  it('sends a not-activated account to register', async () => {
    server.use(http.post('*/api/account/login', () => fail(401, 'Account not activated')));
    const { router } = renderWithProviders(<LoginScreen />, { path: '/inloggen' });

    await logIn();

    await waitFor(() => expect(router.state.location.pathname).toBe('/registreren'));
    expect(await screen.findByText(/Uw account is nog niet geactiveerd/)).toBeInTheDocument();
  });

  it('stays and explains when no phone number is known', async () => {
    server.use(
      http.post('*/api/account/login', () =>
        HttpResponse.json({ ...reply, phoneNumber: null, phoneNumberIsUnknown: true }),
      ),
    );
    const { router } = renderWithProviders(<LoginScreen />, { path: '/inloggen' });

    await logIn();

    expect(await screen.findByText('Wij hebben uw mobiele nummer nodig')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/inloggen');
  });

  it('asks the missing phone number, sends it with the login token, then goes to verify', async () => {
    let sent: { body: unknown; authorization: string | null } | undefined;
    server.use(
      http.post('*/api/account/login', () =>
        HttpResponse.json({ ...reply, phoneNumber: null, phoneNumberIsUnknown: true }),
      ),
      http.post('*/api/Account/updatePhoneNumber', async ({ request }) => {
        sent = { body: await request.json(), authorization: request.headers.get('authorization') };
        return HttpResponse.json({ ...reply, loginToken: undefined, phoneNumber: '******4321' });
      }),
    );
    const { router } = renderWithProviders(<LoginScreen />, { path: '/inloggen' });
    await logIn();
    const user = userEvent.setup();
    const phone = await screen.findByLabelText(/^Mobiel nummer/);
    await user.type(phone, '0201234567');
    await user.click(screen.getByRole('button', { name: 'Stuur mij de code' }));
    expect(phone).toHaveAccessibleDescription(/Vul een geldig Nederlands mobiel nummer in/);

    await user.clear(phone);
    await user.type(phone, '06-87 65 43 21');
    await user.click(screen.getByRole('button', { name: 'Stuur mij de code' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/verificatie'));
    expect(sent).toEqual({ body: { phoneNumber: '+31687654321' }, authorization: 'Bearer login-token' });
    expect(readVerificationState()?.receiver.phoneNumber).toBe('******4321');
  });

  it('logs in with iDIN: bank choice, a flow-1 session, the client-code cookie and off to the bank', async () => {
    const leave = vi.fn<(url: string) => void>();
    const restore = setSessionNavigator({ leave });
    let body: unknown;
    server.use(
      http.get('*/api/idin/bank-options', () =>
        HttpResponse.json([
          { issuerId: 'ABNANL2A', issuerName: 'ABN AMRO' },
          { issuerId: 'INGBNL2A', issuerName: 'ING' },
        ]),
      ),
      http.post('*/api/Idin/create-session', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({
          clientCode: 'client-code-1',
          sessionLifetime: 600,
          redirectUrl: 'http://localhost/dev/idin-bank?session=1',
        });
      }),
    );
    renderWithProviders(<LoginScreen />, { path: '/inloggen' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Log in met uw bank (iDIN)' }));
    await user.click(await screen.findByRole('button', { name: 'Naar mijn bank' }));
    expect(screen.getByLabelText(/^Kies uw bank/)).toHaveAccessibleDescription('Dit veld is verplicht.');

    await waitFor(() => expect(screen.getByRole('option', { name: 'ING' })).toBeInTheDocument());
    await user.selectOptions(screen.getByLabelText(/^Kies uw bank/), 'INGBNL2A');
    await user.click(screen.getByRole('button', { name: 'Naar mijn bank' }));

    await waitFor(() => expect(leave).toHaveBeenCalledWith('http://localhost/dev/idin-bank?session=1'));
    expect(body).toEqual({ iDINFlow: 1, bankIssuer: 'INGBNL2A', clientBaseUrl: window.location.origin });
    expect(readIdinClientCode()).toBe('client-code-1');
    restore();
  });

  it('asks for both fields before calling the server and focuses the first missing one', async () => {
    renderWithProviders(<LoginScreen />, { path: '/inloggen' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Inloggen' }));

    const username = screen.getByLabelText(/Gebruikersnaam/);
    expect(username).toHaveAccessibleDescription('Dit veld is verplicht.');
    expect(username).toHaveFocus();
    expect(passwordInput()).toHaveAttribute('aria-invalid', 'true');
    expect(passwordInput()).toHaveAccessibleDescription('Dit veld is verplicht.');
  });

  it('offers the forgot-password and register links and the right autocomplete hints', async () => {
    renderWithProviders(<LoginScreen />, { path: '/inloggen' });
    expect(
      await screen.findByRole('link', { name: 'Gebruikersnaam of wachtwoord vergeten?' }),
    ).toHaveAttribute('href', '/wachtwoord/vergeten');
    expect(screen.getByRole('link', { name: 'Registreer u hier' })).toHaveAttribute('href', '/registreren');
    expect(screen.getByLabelText(/Gebruikersnaam/)).toHaveAttribute('autocomplete', 'username');
    expect(passwordInput()).toHaveAttribute('autocomplete', 'current-password');
  });
});
