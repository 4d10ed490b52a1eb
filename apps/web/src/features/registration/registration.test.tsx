import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { ActivateScreen } from './activate-screen.tsx';
import { RegisterScreen } from './register-screen.tsx';
import { endRegistration, startRegistration, updateRegistration } from './registration-store.ts';

const fail = (status: number, message: string) =>
  HttpResponse.json({ statusCode: status, error: 'Error', message }, { status });

const now = () => new Date().toISOString();

/** A walk through all four steps types a lot; on a busy machine it takes longer than the default 5 s. */
const journeyTimeout = 30_000;

type Seen = Record<string, { body: unknown; authorization: string | null }>;

function happyServer(seen: Seen, options: { phoneUnknown?: boolean } = {}) {
  const record = async (name: string, request: Request) => {
    const text = await request.text();
    seen[name] = {
      body: text === '' ? undefined : JSON.parse(text),
      authorization: request.headers.get('authorization'),
    };
  };
  server.use(
    http.post('*/api/CreateAccount/IsValid', async ({ request }) => {
      await record('isValid', request);
      return HttpResponse.json({ customerNumber: '100040', registrationToken: 'reg-token' });
    }),
    http.post('*/api/CreateAccount/SendActivationCode', async ({ request }) => {
      await record('sendActivationCode', request);
      return HttpResponse.json({ email: 'l***@example.nl', sendDate: now() });
    }),
    http.post('*/api/CreateAccount/ValidateActivationCode', async ({ request }) => {
      await record('validateActivationCode', request);
      return HttpResponse.json({ email: 'lisa.visser@example.nl' });
    }),
    http.post('*/api/CreateAccount/SendVerificationCode', async ({ request }) => {
      await record('sendVerificationCode', request);
      return HttpResponse.json({
        phoneNumber: options.phoneUnknown ? null : '******4321',
        receivedPhoneNumber: options.phoneUnknown ? null : '******4321',
        phoneNumberIsUnknown: options.phoneUnknown ?? false,
        sendDate: options.phoneUnknown ? null : now(),
        customerNumber: '100040',
      });
    }),
    http.post('*/api/CreateAccount', async ({ request }) => {
      await record('createAccount', request);
      return HttpResponse.json({ username: 'lisa.visser' });
    }),
  );
}

afterEach(() => {
  endRegistration();
  notifications.clean();
});

/**
 * A field of the step the wizard moved to, once that step's heading has focus: the wizard focuses
 * it a frame after the move, and keys typed before then would go to the heading, not the field.
 */
async function fieldOnStep(step: string, label: RegExp) {
  const heading = await screen.findByRole('heading', { name: new RegExp(`: ${step}$`) });
  await waitFor(() => expect(heading).toHaveFocus());
  return screen.getByLabelText(label);
}

async function agreementStep(user = userEvent.setup(), birthDate = '17051990') {
  await user.type(await screen.findByLabelText(/^Relatienummer/), '10000004');
  await user.type(screen.getByLabelText(/^Geboortedatum/), birthDate);
  await user.click(screen.getByRole('button', { name: 'Volgende' }));
  return user;
}

async function untilAccountStep() {
  const user = await agreementStep();
  await user.type(await fieldOnStep('E-mailadres', /^E-mailadres/), 'lisa.visser@example.nl');
  await user.type(screen.getByLabelText(/^Herhaal e-mailadres/), 'Lisa.Visser@example.nl ');
  await user.click(screen.getByRole('button', { name: 'Stuur mij de code' }));
  await user.type(await fieldOnStep('Activatiecode', /^Activatiecode/), '12345');
  await user.click(screen.getByRole('button', { name: 'Volgende' }));
  await user.type(await fieldOnStep('Wachtwoord', /^Gebruikersnaam/), 'lisa.visser');
  await user.type(screen.getByLabelText(/^Nieuw wachtwoord/), 'Duinweg-8!');
  await user.type(screen.getByLabelText(/^Herhaal nieuw wachtwoord/), 'Duinweg-8!');
  await user.click(screen.getByRole('button', { name: 'Stuur mij de sms-code' }));
  return user;
}

describe('RegisterScreen (registreren)', () => {
  it('walks the four steps with the registration token and ends on login', {
    timeout: journeyTimeout,
  }, async () => {
    const seen: Seen = {};
    happyServer(seen);
    const { router } = renderWithProviders(<RegisterScreen />, { path: '/registreren' });
    expect(await screen.findByRole('heading', { name: 'Stap 1 van 4: Uw gegevens' })).toBeInTheDocument();

    const user = await untilAccountStep();
    const smsCode = await screen.findByLabelText(/^Sms-code/);
    // SMS codes are digits: a phone opens its numeric keyboard and offers the code from the message.
    expect(smsCode).toHaveAttribute('inputmode', 'numeric');
    expect(smsCode).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(smsCode, '48213');
    await user.click(screen.getByRole('button', { name: 'Account aanmaken' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/inloggen'));
    expect(await screen.findByText(/Uw account lisa\.visser is aangemaakt/)).toBeInTheDocument();
    expect(seen.isValid).toEqual({
      body: { agreementId: '10000004', birthDate: '1990/05/17' },
      authorization: null,
    });
    expect(seen.sendActivationCode).toEqual({
      body: { email: 'lisa.visser@example.nl', customerNumber: '100040' },
      authorization: 'Bearer reg-token',
    });
    expect(seen.validateActivationCode?.body).toEqual({ email: 'lisa.visser@example.nl', code: '12345' });
    expect(seen.sendVerificationCode?.authorization).toBe('Bearer reg-token');
    expect(seen.createAccount).toEqual({
      body: { username: 'lisa.visser', password: 'Duinweg-8!', verificationCode: '48213' },
      authorization: 'Bearer reg-token',
    });
  });

  it('checks the fields of each step before calling the server', async () => {
    renderWithProviders(<RegisterScreen />, { path: '/registreren' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Relatienummer/), '1000-04');
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    expect(screen.getByLabelText(/^Relatienummer/)).toHaveAccessibleDescription(
      /Het relatienummer bestaat uit maximaal 8 cijfers/,
    );
    expect(screen.getByLabelText(/^Geboortedatum/)).toHaveAccessibleDescription(/Dit veld is verplicht/);
  });

  it('refuses two different e-mail addresses', async () => {
    happyServer({});
    renderWithProviders(<RegisterScreen />, { path: '/registreren' });
    const user = await agreementStep();
    await user.type(await fieldOnStep('E-mailadres', /^E-mailadres/), 'lisa.visser@example.nl');
    await user.type(screen.getByLabelText(/^Herhaal e-mailadres/), 'lisa@example.nl');
    await user.click(screen.getByRole('button', { name: 'Stuur mij de code' }));
    expect(screen.getByLabelText(/^Herhaal e-mailadres/)).toHaveAccessibleDescription(
      /De opgegeven e-mailadressen komen niet overeen/,
    );
  });

  it('explains unknown data on the first step', async () => {
    server.use(http.post('*/api/CreateAccount/IsValid', () => fail(400, 'Incorrect combination')));
    renderWithProviders(<RegisterScreen />, { path: '/registreren' });
    await agreementStep();
    expect(await screen.findByText(/Wij kunnen u niet vinden met deze gegevens/)).toBeInTheDocument();
  });

  it('sends an existing account to login with its message', async () => {
    server.use(http.post('*/api/CreateAccount/IsValid', () => fail(400, 'Account already exists')));
    const { router } = renderWithProviders(<RegisterScreen />, { path: '/registreren' });
    await agreementStep();
    await waitFor(() => expect(router.state.location.pathname).toBe('/inloggen'));
    expect(await screen.findByText(/U heeft al een account/)).toBeInTheDocument();
  });

  it('explains a wrong activation code and offers a new one', { timeout: journeyTimeout }, async () => {
    happyServer({});
    server.use(
      http.post('*/api/CreateAccount/ValidateActivationCode', () => fail(400, 'Activationcode was invalid')),
    );
    renderWithProviders(<RegisterScreen />, { path: '/registreren' });
    const user = await agreementStep();
    await user.type(await fieldOnStep('E-mailadres', /^E-mailadres/), 'lisa.visser@example.nl');
    await user.type(screen.getByLabelText(/^Herhaal e-mailadres/), 'lisa.visser@example.nl');
    await user.click(screen.getByRole('button', { name: 'Stuur mij de code' }));
    await user.type(await fieldOnStep('Activatiecode', /^Activatiecode/), '99999');
    // The progress names the step "Activatiecode" too, as text: the field is the one thing so labelled.
    expect(screen.getAllByLabelText(/Activatiecode/)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    expect(await screen.findByText(/De activatiecode is onjuist/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Stuur mij een nieuwe code' }));
    expect(
      await screen.findByText('Wij hebben een nieuwe code gestuurd naar l***@example.nl.'),
    ).toBeInTheDocument();
  });

  it('puts "username already exists" on the username field', { timeout: journeyTimeout }, async () => {
    happyServer({});
    server.use(http.post('*/api/CreateAccount', () => fail(400, 'Username already exists')));
    renderWithProviders(<RegisterScreen />, { path: '/registreren' });
    const user = await untilAccountStep();
    await user.type(await screen.findByLabelText(/^Sms-code/), '48213');
    await user.click(screen.getByRole('button', { name: 'Account aanmaken' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Gebruikersnaam/)).toHaveAccessibleDescription(
        /Deze gebruikersnaam is al in gebruik/,
      ),
    );
  });

  it('starts again when the registration has ended', async () => {
    happyServer({});
    server.use(
      http.post('*/api/CreateAccount/SendActivationCode', () =>
        fail(401, 'This registration has ended; start again'),
      ),
    );
    renderWithProviders(<RegisterScreen />, { path: '/registreren' });
    const user = await agreementStep();
    await user.type(await fieldOnStep('E-mailadres', /^E-mailadres/), 'lisa.visser@example.nl');
    await user.type(screen.getByLabelText(/^Herhaal e-mailadres/), 'lisa.visser@example.nl');
    await user.click(screen.getByRole('button', { name: 'Stuur mij de code' }));
    expect(await screen.findByText(/Uw registratie is verlopen/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Stap 1 van 4: Uw gegevens' })).toBeInTheDocument();
    expect(screen.queryByText(/sessie is niet langer geldig/)).toBeNull();
  });

  it('goes to activeren when no phone number is known', { timeout: journeyTimeout }, async () => {
    happyServer({}, { phoneUnknown: true });
    const { router } = renderWithProviders(<RegisterScreen />, { path: '/registreren' });
    await untilAccountStep();
    await waitFor(() => expect(router.state.location.pathname).toBe('/activeren'));
  });
});

describe('ActivateScreen (activeren)', () => {
  it('explains when no registration is in progress', async () => {
    renderWithProviders(<ActivateScreen />, { path: '/activeren' });
    expect(await screen.findByText(/Er is geen registratie in behandeling/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Naar registreren' })).toHaveAttribute('href', '/registreren');
  });

  it('takes the phone number (+31), the SMS code, creates the account and goes to login', async () => {
    startRegistration('reg-token', '100040');
    updateRegistration({ email: 'lisa.visser@example.nl', username: 'lisa.visser', password: 'Duinweg-8!' });
    const seen: Seen = {};
    happyServer(seen);
    server.use(
      http.post('*/api/Account/updatePhoneNumber', async ({ request }) => {
        seen.phone = { body: await request.json(), authorization: request.headers.get('authorization') };
        return HttpResponse.json({
          phoneNumber: '******4321',
          receivedPhoneNumber: '******4321',
          phoneNumberIsUnknown: false,
          sendDate: now(),
          customerNumber: '100040',
        });
      }),
    );
    const { router } = renderWithProviders(<ActivateScreen />, { path: '/activeren' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Mobiel nummer/), '+31 6 8765 4321');
    await user.click(screen.getByRole('button', { name: 'Stuur mij de sms-code' }));
    expect(await screen.findByText(/gestuurd naar \*\*\*\*\*\*4321/)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Sms-code/), '48213');
    await user.click(screen.getByRole('button', { name: 'Account aanmaken' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/inloggen'));
    expect(seen.phone).toEqual({ body: { phoneNumber: '+31687654321' }, authorization: 'Bearer reg-token' });
    expect(seen.createAccount?.body).toEqual({
      username: 'lisa.visser',
      password: 'Duinweg-8!',
      verificationCode: '48213',
    });
  });
});
