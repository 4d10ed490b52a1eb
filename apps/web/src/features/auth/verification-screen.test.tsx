import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { beginVerification, getSession, logout, readVerificationState } from '../../lib/session/index.ts';
import { makeAccessToken } from '../../lib/session/test-tokens.ts';
import { readStoredToken } from '../../lib/session/token-storage.ts';
import { testVerificationReceiver } from '../../test/fixtures.ts';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { VerificationScreen } from './verification-screen.tsx';

const receiver = (sendDate: Date = new Date()) =>
  testVerificationReceiver({ sendDate: sendDate.toISOString() });

const fail = (status: number, message: string, extra: Record<string, unknown> = {}) =>
  HttpResponse.json({ statusCode: status, error: 'Error', message, ...extra }, { status });

function startVerification(options: { redirect?: string; sendDate?: Date; rememberMe?: boolean } = {}) {
  beginVerification({
    loginToken: 'login-token',
    receiver: receiver(options.sendDate),
    fromPage: 'login',
    rememberMe: options.rememberMe ?? false,
    redirect: options.redirect ?? null,
  });
}

async function enterCode(code: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^Verificatiecode/), code);
  await user.click(screen.getByRole('button', { name: 'Bevestigen' }));
}

afterEach(() => {
  logout();
  notifications.clean();
});

describe('VerificationScreen', () => {
  it('says where the code went and offers a one-time-code field with the numeric keyboard', async () => {
    startVerification();
    renderWithProviders(<VerificationScreen />, { path: '/verificatie' });
    expect(await screen.findByText(/gestuurd naar \*\*\*\*\*\*5678/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Verificatiecode/)).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.getByLabelText(/^Verificatiecode/)).toHaveAttribute('maxlength', '5');
    expect(screen.getByLabelText(/^Verificatiecode/)).toHaveAttribute('inputmode', 'numeric');
  });

  it('stores the access token and goes to the redirect from login', async () => {
    startVerification({ redirect: '/polisoverzicht', rememberMe: true });
    const accessToken = makeAccessToken();
    let sent: { body: unknown; authorization: string | null } | undefined;
    server.use(
      http.post('*/api/account/validateVerificationCode', async ({ request }) => {
        sent = { body: await request.json(), authorization: request.headers.get('authorization') };
        return HttpResponse.json({ accessToken });
      }),
    );
    const { router } = renderWithProviders(<VerificationScreen />, { path: '/verificatie' });

    await enterCode('12345');

    await waitFor(() => expect(router.state.location.pathname).toBe('/polisoverzicht'));
    expect(sent).toEqual({ body: { verificationCode: '12345' }, authorization: 'Bearer login-token' });
    expect(readStoredToken()?.token).toBe(accessToken);
    expect(getSession()).toMatchObject({ status: 'authenticated', user: { customerNumber: '100001' } });
    expect(readVerificationState()).toBeNull();
  });

  it('goes to the root without a redirect', async () => {
    startVerification();
    server.use(
      http.post('*/api/account/validateVerificationCode', () =>
        HttpResponse.json({ accessToken: makeAccessToken() }),
      ),
    );
    const { router } = renderWithProviders(<VerificationScreen />, { path: '/verificatie' });
    await enterCode('12345');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows the wrong-code message and clears the field', async () => {
    startVerification();
    server.use(
      http.post('*/api/account/validateVerificationCode', () => fail(400, 'Verificationcode was invalid')),
    );
    const { router } = renderWithProviders(<VerificationScreen />, { path: '/verificatie' });

    await enterCode('99999');

    expect(await screen.findByText(/De verificatiecode is onjuist/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Verificatiecode/)).toHaveValue('');
    expect(router.state.location.pathname).toBe('/verificatie');
    expect(getSession().status).toBe('anonymous');
  });

  it('sends the user back to login when the server says the code expired', async () => {
    startVerification();
    server.use(
      http.post('*/api/account/validateVerificationCode', () => fail(400, 'Verificationcode expired')),
    );
    const { router } = renderWithProviders(<VerificationScreen />, { path: '/verificatie' });

    await enterCode('12345');

    await waitFor(() => expect(router.state.location.pathname).toBe('/inloggen'));
    expect(await screen.findByText(/De verificatiecode is verlopen/)).toBeInTheDocument();
    expect(readVerificationState()).toBeNull();
  });

  it('sends the user back to login five minutes after the code was sent', async () => {
    startVerification({ sendDate: new Date(Date.now() - 5 * 60_000 + 300) });
    const { router } = renderWithProviders(<VerificationScreen />, { path: '/verificatie' });

    expect(await screen.findByLabelText(/^Verificatiecode/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/verificatie');
    await waitFor(() => expect(router.state.location.pathname).toBe('/inloggen'), { timeout: 2000 });
    expect(await screen.findByText(/De verificatiecode is verlopen/)).toBeInTheDocument();
  });

  it('shows for how many minutes the account is blocked', async () => {
    startVerification();
    server.use(
      http.post('*/api/account/validateVerificationCode', () =>
        fail(423, 'Account is temporary blocked', { minutes: 10 }),
      ),
    );
    renderWithProviders(<VerificationScreen />, { path: '/verificatie' });
    await enterCode('12345');
    expect(await screen.findByText(/Probeer het over 10 minuten opnieuw/)).toBeInTheDocument();
    expect(getSession().blocked).toEqual({ minutes: 10 });
  });

  it('checks the code length before calling the server', async () => {
    startVerification();
    renderWithProviders(<VerificationScreen />, { path: '/verificatie' });
    await enterCode('123');
    const input = screen.getByLabelText(/^Verificatiecode/);
    expect(await screen.findByText('De verificatiecode bestaat uit precies 5 tekens.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveFocus();
  });

  it('sends a new code on request and confirms it', async () => {
    startVerification({ sendDate: new Date(Date.now() - 4 * 60_000) });
    const newSendDate = new Date();
    let authorization: string | null = null;
    server.use(
      http.post('*/api/Account/ResendVerificationCode', ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json(receiver(newSendDate));
      }),
    );
    renderWithProviders(<VerificationScreen />, { path: '/verificatie' });

    await userEvent.click(await screen.findByRole('button', { name: 'Stuur mij een nieuwe code' }));

    expect(
      await screen.findByText('Wij hebben een nieuwe code gestuurd naar ******5678.'),
    ).toBeInTheDocument();
    expect(authorization).toBe('Bearer login-token');
    expect(readVerificationState()?.codeSentAt).toBe(newSendDate.getTime());
  });

  it('explains when there is no login to verify', async () => {
    renderWithProviders(<VerificationScreen />, { path: '/verificatie' });
    expect(await screen.findByText(/Log opnieuw in om een code te ontvangen/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terug naar inloggen' })).toHaveAttribute('href', '/inloggen');
  });
});
