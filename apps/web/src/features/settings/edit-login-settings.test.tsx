import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { testAccountDetails } from '../../test/account-details.ts';
import { signIn } from '../../test/fixtures.ts';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { EditLoginSettingsScreen } from './edit-login-settings-screen.tsx';
import { EmailChangeSection } from './email-change-section.tsx';

const account = testAccountDetails();

/** The reply's token is the api client's business (spec §4 Token), not this screen's. */
const notReadHere = 'not.read.here';

const refused = (message: string, status = 400) =>
  HttpResponse.json({ statusCode: status, error: 'Bad Request', message }, { status });

/** The calls of the screen; each answer can be replaced per test. */
function serve(answers: { username?: boolean; password?: Response; confirm?: () => Response } = {}) {
  const sent: Record<string, unknown[]> = { username: [], password: [], phone: [], email: [], confirm: [] };
  const record =
    (name: string) =>
    async ({ request }: { request: Request }) => {
      sent[name]?.push(await request.json());
    };
  const started = (channel: string, sentTo: string) => ({
    channel,
    sentTo,
    sendDate: '2026-11-27T09:00:00.000Z',
    expiresAt: '2026-11-27T09:05:00.000Z',
  });
  server.use(
    http.post('*/api/Account/GetAccountDetails', () => HttpResponse.json(account)),
    http.post('*/api/account/UpdateAccountDetails', async (info) => {
      await record('username')(info);
      return HttpResponse.json({ usernameExists: answers.username ?? false });
    }),
    http.post('*/api/Account/UpdatePassword', async (info) => {
      await record('password')(info);
      return answers.password ?? HttpResponse.json({});
    }),
    http.post('*/api/account/startPhoneNumberChange', async (info) => {
      await record('phone')(info);
      return HttpResponse.json(started('phone', '******5432'));
    }),
    http.post('*/api/account/startEmailAddressChange', async (info) => {
      await record('email')(info);
      return HttpResponse.json(started('email', 'j***@example.nl'));
    }),
    http.post('*/api/account/confirmContactChange', async (info) => {
      await record('confirm')(info);
      return answers.confirm?.() ?? HttpResponse.json({ accessToken: notReadHere });
    }),
  );
  return sent;
}

function open() {
  signIn(['mayReadAccount', 'mayUpdateAccount'], { permissions: ['login', 'r-acc', 'u-acc', 'u-pw'] });
  return renderWithProviders(<EditLoginSettingsScreen />, { path: '/wijzig-instellingen' });
}

/** Pastes a value: typing long passwords key by key is slow on a busy machine. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, value: string) {
  await user.click(field);
  await user.paste(value);
}

afterEach(async () => {
  await act(() => i18n.changeLanguage('nl-NL'));
});

describe('EditLoginSettingsScreen: username', () => {
  it('refuses a name under 8 characters at the field and sends nothing', async () => {
    const sent = serve();
    open();
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Gebruikersnaam' });
    const field = within(section).getByLabelText(/Nieuwe gebruikersnaam/);
    await user.clear(field);
    await user.type(field, 'jan');
    await user.click(within(section).getByRole('button', { name: 'Gebruikersnaam opslaan' }));
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining('Uw gebruikersnaam bestaat uit 8 tot en met 50 tekens.'),
    );
    expect(field).toHaveFocus();
    expect(sent.username).toEqual([]);
  });

  it('says a taken name at the field and stays', async () => {
    serve({ username: true });
    const { router } = open();
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Gebruikersnaam' });
    const field = within(section).getByLabelText(/Nieuwe gebruikersnaam/);
    await user.clear(field);
    await user.type(field, 'anna.devries');
    await user.click(within(section).getByRole('button', { name: 'Gebruikersnaam opslaan' }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        expect.stringContaining('Deze gebruikersnaam is al in gebruik.'),
      ),
    );
    expect(router.state.location.pathname).toBe('/wijzig-instellingen');
  });

  it('saves a free name and goes to settings', async () => {
    const sent = serve();
    const { router } = open();
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Gebruikersnaam' });
    const field = within(section).getByLabelText(/Nieuwe gebruikersnaam/);
    await user.clear(field);
    await user.type(field, 'jan.de.vries');
    await user.click(within(section).getByRole('button', { name: 'Gebruikersnaam opslaan' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/instellingen'));
    expect(sent.username).toEqual([{ username: 'jan.de.vries' }]);
  });
});

describe('EditLoginSettingsScreen: password', () => {
  it('needs both entries equal before it sends anything', async () => {
    const sent = serve();
    open();
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Wachtwoord' });
    await fill(user, within(section).getByLabelText(/Huidig wachtwoord/), 'Welkom-2026!');
    await fill(user, within(section).getByLabelText(/^Nieuw wachtwoord/), 'Nieuw-wachtwoord-1!');
    await fill(user, within(section).getByLabelText(/Herhaal nieuw wachtwoord/), 'Nieuw-wachtwoord-2!');
    await user.click(within(section).getByRole('button', { name: 'Wachtwoord opslaan' }));
    expect(within(section).getByLabelText(/Herhaal nieuw wachtwoord/)).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(sent.password).toEqual([]);
  });

  it('explains a wrong current password and stays', async () => {
    const sent = serve({ password: refused('Incorrect username/password combination.') });
    const { router } = open();
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Wachtwoord' });
    await fill(user, within(section).getByLabelText(/Huidig wachtwoord/), 'Verkeerd-1!');
    await fill(user, within(section).getByLabelText(/^Nieuw wachtwoord/), 'Nieuw-wachtwoord-1!');
    await fill(user, within(section).getByLabelText(/Herhaal nieuw wachtwoord/), 'Nieuw-wachtwoord-1!');
    await user.click(within(section).getByRole('button', { name: 'Wachtwoord opslaan' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('Uw huidige wachtwoord klopt niet.');
    expect(sent.password).toEqual([{ Password: 'Nieuw-wachtwoord-1!', CurrentPassword: 'Verkeerd-1!' }]);
    expect(router.state.location.pathname).toBe('/wijzig-instellingen');
  });
});

describe('EditLoginSettingsScreen: mobile number', () => {
  it('sends nothing for a number that is not one', async () => {
    const sent = serve();
    open();
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Mobiel nummer' });
    await user.type(within(section).getByRole('textbox', { name: /Nieuw mobiel nummer/ }), '12');
    await user.click(within(section).getByRole('button', { name: 'Code sturen' }));
    expect(within(section).getByRole('textbox', { name: /Nieuw mobiel nummer/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(sent.phone).toEqual([]);
  });

  /** Jan asks a code for 06 98765432; the code step is where he goes on. */
  async function askCode(user: ReturnType<typeof userEvent.setup>) {
    const section = await screen.findByRole('region', { name: 'Mobiel nummer' });
    expect(section).toHaveTextContent('Uw huidige nummer eindigt op 5678.');
    await fill(user, within(section).getByRole('textbox', { name: /Nieuw mobiel nummer/ }), '06 98765432');
    await user.click(within(section).getByRole('button', { name: 'Code sturen' }));
    const code = await within(section).findByLabelText(/Verificatiecode/);
    expect(code).toHaveFocus();
    expect(code).toHaveAccessibleDescription(expect.stringContaining('gestuurd naar ******5432'));
    return { section, code };
  }

  it('asks the code sent to the new number: a wrong one is said, the right one saves and goes to settings', async () => {
    let answer = () => refused('Verificationcode was invalid');
    const sent = serve({ confirm: () => answer() });
    const { router } = open();
    const user = userEvent.setup();
    const { section, code } = await askCode(user);
    expect(sent.phone).toEqual([{ phoneNumber: '+31 06 98765432' }]);
    await fill(user, code, '12345');
    await user.click(within(section).getByRole('button', { name: 'Bevestigen' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('De verificatiecode is onjuist.');

    answer = () => HttpResponse.json({ accessToken: notReadHere });
    await user.click(within(section).getByRole('button', { name: 'Bevestigen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/instellingen'));
    expect(sent.confirm).toEqual([
      { channel: 'phone', verificationCode: '12345' },
      { channel: 'phone', verificationCode: '12345' },
    ]);
  });

  it('says an expired code needs a new one, and sends it to the same number', async () => {
    const sent = serve({ confirm: () => refused('Verificationcode expired') });
    open();
    const user = userEvent.setup();
    const { section, code } = await askCode(user);
    await fill(user, code, '12345');
    await user.click(within(section).getByRole('button', { name: 'Bevestigen' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'De code is verlopen. Vraag een nieuwe code aan.',
    );
    await user.click(within(section).getByRole('button', { name: 'Nieuwe code sturen' }));
    expect(await within(section).findByText('Wij hebben een nieuwe code gestuurd.')).toBeInTheDocument();
    expect(sent.phone).toEqual([{ phoneNumber: '+31 06 98765432' }, { phoneNumber: '+31 06 98765432' }]);

    await user.click(within(section).getByRole('button', { name: 'Ander nummer invullen' }));
    expect(within(section).getByRole('textbox', { name: /Nieuw mobiel nummer/ })).toHaveFocus();
  });

  it('reads in English', async () => {
    serve();
    await act(() => i18n.changeLanguage('en-US'));
    open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Change login details' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Mobile number' })).toHaveTextContent(
      'Your current number ends in 5678.',
    );
  });
});

describe('EmailChangeSection', () => {
  it('takes the new address twice, checks it, and changes it only with the code', async () => {
    const sent = serve();
    const confirmed = vi.fn();
    signIn(['mayReadAccount', 'mayUpdateAccount']);
    renderWithProviders(<EmailChangeSection current="jan.devries@example.nl" onConfirmed={confirmed} />);
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'E-mailadres' });
    await fill(user, within(section).getByLabelText(/^Nieuw e-mailadres/), 'jan.nieuw@example.nl');
    await fill(
      user,
      within(section).getByLabelText(/Herhaal het nieuwe e-mailadres/),
      'jan.nieuw@example.com',
    );
    await user.click(within(section).getByRole('button', { name: 'Volgende' }));
    expect(within(section).getByLabelText(/Herhaal het nieuwe e-mailadres/)).toHaveAccessibleDescription(
      'De opgegeven e-mailadressen komen niet overeen',
    );

    await user.clear(within(section).getByLabelText(/Herhaal het nieuwe e-mailadres/));
    await fill(
      user,
      within(section).getByLabelText(/Herhaal het nieuwe e-mailadres/),
      'jan.nieuw@example.nl',
    );
    await user.click(within(section).getByRole('button', { name: 'Volgende' }));
    expect(within(section).getByRole('heading', { name: 'Klopt dit e-mailadres?' })).toHaveFocus();
    expect(sent.email).toEqual([]);
    await user.click(within(section).getByRole('button', { name: 'Wijzigen' }));
    expect(within(section).getByLabelText(/^Nieuw e-mailadres/)).toHaveFocus();
    await user.click(within(section).getByRole('button', { name: 'Volgende' }));

    await user.click(within(section).getByRole('button', { name: 'Code sturen' }));
    const code = await within(section).findByLabelText(/Verificatiecode/);
    expect(sent.email).toEqual([{ emailAddress: 'jan.nieuw@example.nl' }]);
    expect(confirmed).not.toHaveBeenCalled();
    await user.type(code, '54321');
    await user.click(within(section).getByRole('button', { name: 'Bevestigen' }));
    await waitFor(() => expect(confirmed).toHaveBeenCalledOnce());
    expect(sent.confirm).toEqual([{ channel: 'email', verificationCode: '54321' }]);
  });
});
