import { notifications } from '@mantine/notifications';
import type { LoginReply } from '@mijn/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import {
  beginPasswordReset,
  beginVerification,
  logout,
  readPasswordReset,
  readVerificationState,
} from '../../lib/session/index.ts';
import { testVerificationReceiver } from '../../test/fixtures.ts';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { ForgotScreen } from './forgot-screen.tsx';
import { ResetPasswordScreen } from './reset-password-screen.tsx';
import { VerificationScreen } from './verification-screen.tsx';

const reply: LoginReply = {
  ...testVerificationReceiver({ sendDate: new Date().toISOString() }),
  loginToken: 'reset-login-token',
};

const fail = (status: number, message: string, extra: Record<string, unknown> = {}) =>
  HttpResponse.json({ statusCode: status, error: 'Error', message, ...extra }, { status });

afterEach(() => {
  logout();
  notifications.clean();
});

async function askPassword(username = 'jan.devries', birthDate = '14031980') {
  const user = userEvent.setup();
  await user.click(await screen.findByLabelText('Mijn wachtwoord'));
  await user.type(screen.getByLabelText(/^Gebruikersnaam/), username);
  await user.type(screen.getByLabelText(/^Geboortedatum/), birthDate);
  await user.click(screen.getByRole('button', { name: 'Verder' }));
}

describe('ForgotScreen (wachtwoord/vergeten)', () => {
  it('password: sends username and the birth date as yyyy/mm/dd, then verifies with fromPage forgot', async () => {
    let body: unknown;
    server.use(
      http.post('*/api/Account/ResetPassword', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(reply);
      }),
    );
    const { router } = renderWithProviders(<ForgotScreen />, { path: '/wachtwoord/vergeten' });

    await askPassword();

    await waitFor(() => expect(router.state.location.pathname).toBe('/verificatie'));
    expect(body).toEqual({ username: 'jan.devries', birthDate: '1980/03/14' });
    expect(readVerificationState()).toMatchObject({
      loginToken: 'reset-login-token',
      fromPage: 'forgot',
      flowType: 'password',
    });
  });

  it('username: sends the 12-digit policy number and birth date', async () => {
    let body: unknown;
    server.use(
      http.post('*/api/Account/ResetUsername', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(reply);
      }),
    );
    const { router } = renderWithProviders(<ForgotScreen />, { path: '/wachtwoord/vergeten' });
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('Mijn gebruikersnaam'));
    await user.type(screen.getByLabelText(/^Polisnummer/), '1234');
    await user.type(screen.getByLabelText(/^Geboortedatum/), '14-03-1980');
    await user.click(screen.getByRole('button', { name: 'Verder' }));
    expect(screen.getByLabelText(/^Polisnummer/)).toHaveAccessibleDescription(
      /Het polisnummer bestaat uit precies 12 cijfers/,
    );

    await user.clear(screen.getByLabelText(/^Polisnummer/));
    await user.type(screen.getByLabelText(/^Polisnummer/), '100000010001');
    await user.click(screen.getByRole('button', { name: 'Verder' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/verificatie'));
    expect(body).toEqual({ policyNumber: '100000010001', birthDate: '1980/03/14' });
    expect(readVerificationState()).toMatchObject({ fromPage: 'forgot', flowType: 'username' });
  });

  it('checks the birth date before calling the server', async () => {
    renderWithProviders(<ForgotScreen />, { path: '/wachtwoord/vergeten' });
    await askPassword('jan.devries', '31022000');
    expect(screen.getByLabelText(/^Geboortedatum/)).toHaveAccessibleDescription(/Vul een geldige datum in/);
  });

  it.each([
    // An unknown username too (decision 0083): the text names the pair and the way to the username.
    [
      'Could not send verificationcode',
      /Met deze gebruikersnaam en geboortedatum kunnen wij geen code sturen.*Kies dan bij 'Wat bent u vergeten\?' voor 'Mijn gebruikersnaam'/,
    ],
    ['Something else', /Wij hebben geen account gevonden bij deze gegevens/],
  ])('shows the message for %s', async (message, text) => {
    server.use(http.post('*/api/Account/ResetPassword', () => fail(400, message)));
    renderWithProviders(<ForgotScreen />, { path: '/wachtwoord/vergeten' });
    await askPassword();
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('sends a not-activated account to register', async () => {
    server.use(http.post('*/api/Account/ResetPassword', () => fail(400, 'Account not activated')));
    const { router } = renderWithProviders(<ForgotScreen />, { path: '/wachtwoord/vergeten' });
    await askPassword();
    await waitFor(() => expect(router.state.location.pathname).toBe('/registreren'));
  });

  it('shows the blocked minutes', async () => {
    server.use(
      http.post('*/api/Account/ResetPassword', () =>
        fail(423, 'Account is temporary blocked', { minutes: 9 }),
      ),
    );
    renderWithProviders(<ForgotScreen />, { path: '/wachtwoord/vergeten' });
    await askPassword();
    expect(await screen.findByText(/Probeer het over 9 minuten opnieuw/)).toBeInTheDocument();
  });

  it('opens the missing-contact-info popup naming phone and e-mail', async () => {
    server.use(
      http.post('*/api/Account/ResetPassword', () =>
        fail(400, 'Account does not have: phone number, e-mail address'),
      ),
    );
    renderWithProviders(<ForgotScreen />, { path: '/wachtwoord/vergeten' });
    await askPassword();
    const dialog = await screen.findByRole('dialog', { name: 'Wij kunnen u geen code sturen' });
    expect(within(dialog).getByText('uw mobiele nummer')).toBeInTheDocument();
    expect(within(dialog).getByText('uw e-mailadres')).toBeInTheDocument();
    await userEvent.setup().click(within(dialog).getAllByRole('button', { name: 'Sluiten' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('names only the phone when only the phone is missing', async () => {
    server.use(
      http.post('*/api/Account/ResetPassword', () => fail(400, 'Account does not have: phone number')),
    );
    renderWithProviders(<ForgotScreen />, { path: '/wachtwoord/vergeten' });
    await askPassword();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('uw mobiele nummer')).toBeInTheDocument();
    expect(within(dialog).queryByText('uw e-mailadres')).toBeNull();
  });
});

function startForgotVerification(flowType: 'username' | 'password', sendDate = new Date()) {
  beginVerification({
    loginToken: 'reset-login-token',
    receiver: testVerificationReceiver({ sendDate: sendDate.toISOString() }),
    fromPage: 'forgot',
    flowType,
    rememberMe: false,
  });
}

async function enterCode(code = 'AB123') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^Verificatiecode/), code);
  await user.click(screen.getByRole('button', { name: 'Bevestigen' }));
}

describe('VerificationScreen in the forgot flow', () => {
  it('username: validates with resetType username and confirms the masked e-mail address', async () => {
    startForgotVerification('username');
    let sent: { body: unknown; authorization: string | null } | undefined;
    server.use(
      http.post('*/api/account/validateVerificationCodeResetFlow', async ({ request }) => {
        sent = { body: await request.json(), authorization: request.headers.get('authorization') };
        return HttpResponse.json({ email: 'j***@example.nl' });
      }),
    );
    renderWithProviders(<VerificationScreen />, { path: '/verificatie' });
    expect(await screen.findByText(/Daarna sturen wij uw gebruikersnaam per e-mail/)).toBeInTheDocument();

    await enterCode();

    expect(
      await screen.findByRole('heading', { name: 'Uw gebruikersnaam is verstuurd' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/gestuurd naar j\*\*\*@example\.nl/)).toBeInTheDocument();
    expect(sent).toEqual({
      body: { verificationCode: 'AB123', resetType: 'username' },
      authorization: 'Bearer reset-login-token',
    });
    expect(readVerificationState()).toBeNull();
  });

  it('password: keeps the reset token and goes to wachtwoord/resetten', async () => {
    startForgotVerification('password');
    server.use(
      http.post('*/api/account/validateVerificationCodeResetFlow', () =>
        HttpResponse.json({ email: 'j***@example.nl', resetToken: 'the-reset-token' }),
      ),
    );
    const { router } = renderWithProviders(<VerificationScreen />, { path: '/verificatie' });
    await enterCode();
    await waitFor(() => expect(router.state.location.pathname).toBe('/wachtwoord/resetten'));
    expect(readPasswordReset()?.resetToken).toBe('the-reset-token');
  });

  it('sends the user back to the forgot page when the code expired', async () => {
    startForgotVerification('password');
    server.use(
      http.post('*/api/account/validateVerificationCodeResetFlow', () =>
        fail(400, 'Verificationcode expired'),
      ),
    );
    const { router } = renderWithProviders(<VerificationScreen />, { path: '/verificatie' });
    await enterCode();
    await waitFor(() => expect(router.state.location.pathname).toBe('/wachtwoord/vergeten'));
    expect(await screen.findByText(/Vraag uw gegevens opnieuw op/)).toBeInTheDocument();
  });

  it('shows the wrong-code message on the reset-flow validation', async () => {
    startForgotVerification('username');
    server.use(
      http.post('*/api/account/validateVerificationCodeResetFlow', () =>
        fail(400, 'Verificationcode was invalid'),
      ),
    );
    renderWithProviders(<VerificationScreen />, { path: '/verificatie' });
    await enterCode();
    expect(await screen.findByText(/De verificatiecode is onjuist/)).toBeInTheDocument();
  });
});

describe('ResetPasswordScreen (wachtwoord/resetten)', () => {
  it('explains and offers to start again without a reset in progress', async () => {
    renderWithProviders(<ResetPasswordScreen />, { path: '/wachtwoord/resetten' });
    expect(await screen.findByText(/Wij weten niet voor welk account/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Opnieuw aanvragen' })).toHaveAttribute(
      'href',
      '/wachtwoord/vergeten',
    );
  });

  it('ticks off the password rules while typing', async () => {
    beginPasswordReset('the-reset-token', 'j***@example.nl');
    renderWithProviders(<ResetPasswordScreen />, { path: '/wachtwoord/resetten' });
    const user = userEvent.setup();
    const password = await screen.findByLabelText(/^Nieuw wachtwoord/);
    const rules = () => within(document.getElementById('password-rules')!).getAllByRole('listitem');
    expect(rules().map((item) => item.textContent)).toEqual([
      '8 tot en met 50 tekens (nog niet voldaan)',
      'minimaal één letter (nog niet voldaan)',
      'minimaal één cijfer (nog niet voldaan)',
      'minimaal één van deze tekens: ? ! / : ; @ # % ( ) _ (nog niet voldaan)',
    ]);
    await user.type(password, 'abc1');
    expect(rules().map((item) => item.textContent?.endsWith('(voldaan)'))).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });

  it('refuses a password that breaks the rules or differs from its repetition', async () => {
    beginPasswordReset('the-reset-token', 'j***@example.nl');
    renderWithProviders(<ResetPasswordScreen />, { path: '/wachtwoord/resetten' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Nieuw wachtwoord/), 'Nieuw-2026!');
    await user.type(screen.getByLabelText(/^Herhaal nieuw wachtwoord/), 'Nieuw-2027!');
    await user.click(screen.getByRole('button', { name: 'Wachtwoord opslaan' }));
    expect(screen.getByLabelText(/^Herhaal nieuw wachtwoord/)).toHaveAccessibleDescription(
      'De wachtwoorden komen niet overeen.',
    );
  });

  it('saves with the reset token and goes to login with a success notice', async () => {
    beginPasswordReset('the-reset-token', 'j***@example.nl');
    let sent: { body: unknown; authorization: string | null } | undefined;
    server.use(
      http.post('*/api/Account/UpdatePassword', async ({ request }) => {
        sent = { body: await request.json(), authorization: request.headers.get('authorization') };
        return HttpResponse.json({});
      }),
    );
    const { router } = renderWithProviders(<ResetPasswordScreen />, { path: '/wachtwoord/resetten' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Nieuw wachtwoord/), 'Nieuw-2026!');
    await user.type(screen.getByLabelText(/^Herhaal nieuw wachtwoord/), 'Nieuw-2026!');
    await user.click(screen.getByRole('button', { name: 'Wachtwoord opslaan' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/inloggen'));
    expect(sent).toEqual({ body: { Password: 'Nieuw-2026!' }, authorization: 'Bearer the-reset-token' });
    expect(await screen.findByText(/Uw nieuwe wachtwoord is opgeslagen/)).toBeInTheDocument();
    expect(readPasswordReset()).toBeNull();
  });

  it('starts again when the reset has ended', async () => {
    beginPasswordReset('the-reset-token', 'j***@example.nl');
    server.use(
      http.post('*/api/Account/UpdatePassword', () =>
        fail(401, 'This password reset has ended; start again'),
      ),
    );
    const { router } = renderWithProviders(<ResetPasswordScreen />, { path: '/wachtwoord/resetten' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Nieuw wachtwoord/), 'Nieuw-2026!');
    await user.type(screen.getByLabelText(/^Herhaal nieuw wachtwoord/), 'Nieuw-2026!');
    await user.click(screen.getByRole('button', { name: 'Wachtwoord opslaan' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/wachtwoord/vergeten'));
    expect(
      await screen.findByText(/De tijd om een nieuw wachtwoord in te stellen is verstreken/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/sessie is niet langer geldig/)).toBeNull();
  });
});
