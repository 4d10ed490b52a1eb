import type { AccountDetails, LoginHistoryEntry, NotificationPreferences } from '@mijn/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { testAccountDetails } from '../../test/account-details.ts';
import { signIn } from '../../test/fixtures.ts';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { SettingsScreen } from './settings-screen.tsx';

const account = testAccountDetails({
  email: 'jan@example.nl',
  phoneNumber: '0612345678',
  iDinActivationDate: '2025-02-03',
  iDinActive: true,
  loginInfo: { lastLogin: '2026-11-20T08:30:00.000Z', lastLoginMethod: 'sms' },
});

const chrome = { browser: 'Chrome', os: 'Windows' };
const history: LoginHistoryEntry[] = [
  { id: 'e1', at: '2026-11-27T07:05:00.000Z', method: 'password-sms', outcome: 'success', device: chrome },
  {
    id: 'e5',
    at: '2026-11-26T18:40:00.000Z',
    method: 'idin',
    outcome: 'success',
    device: { browser: 'Safari', os: 'iOS' },
  },
  {
    id: 'e6',
    at: '2026-11-26T18:38:00.000Z',
    method: 'password-sms',
    outcome: 'blocked',
    device: { browser: null, os: null },
  },
  { id: 'e2', at: '2026-11-25T09:00:00.000Z', method: 'password-sms', outcome: 'failed', device: chrome },
  { id: 'e3', at: '2026-11-24T09:00:00.000Z', method: 'password-sms', outcome: 'success', device: chrome },
  { id: 'e4', at: '2026-11-23T09:00:00.000Z', method: 'password-sms', outcome: 'success', device: chrome },
  { id: 'e7', at: '2026-11-22T09:00:00.000Z', method: 'passkey', outcome: 'success', device: chrome },
];

function serve(overrides: Partial<AccountDetails> = {}) {
  const saved: NotificationPreferences[] = [];
  let current: NotificationPreferences = {
    emailClaimPaid: false,
    emailLetterArrived: true,
    emailPaymentLate: false,
  };
  server.use(
    http.post('*/api/Account/GetAccountDetails', () => HttpResponse.json({ ...account, ...overrides })),
    http.get('*/api/Account/NotificationPreferences', () => HttpResponse.json(current)),
    http.get('*/api/Account/GetLoginHistory', () => HttpResponse.json(history)),
    http.get('*/api/Passkey/GetPasskeys', () => HttpResponse.json([])),
    http.get('*/api/idin/bank-options', () => HttpResponse.json([])),
    http.put('*/api/Account/NotificationPreferences', async ({ request }) => {
      current = (await request.json()) as NotificationPreferences;
      saved.push(current);
      return HttpResponse.json(current);
    }),
  );
  signIn(['mayReadAccount', 'mayUpdateAccount']);
  renderWithProviders(<SettingsScreen />);
  return saved;
}

afterEach(async () => {
  await act(() => i18n.changeLanguage('nl-NL'));
});

describe('SettingsScreen', () => {
  it('shows the e-mail switches as saved, and saves a change of one of them', async () => {
    const saved = serve();
    const user = userEvent.setup();
    const paid = await screen.findByRole('switch', { name: 'Declaratie uitbetaald' });
    expect(paid).not.toBeChecked();
    expect(paid).toHaveAccessibleDescription(
      'Een e-mail met het declaratienummer, het bedrag en de dag waarop wij betalen.',
    );
    const letter = screen.getByRole('switch', { name: 'Nieuwe brief in uw berichtenbox' });
    expect(letter).toBeChecked();
    expect(letter).toHaveAccessibleDescription(
      'Een e-mail dat er een brief voor u klaarstaat, zonder wat erin staat. U leest de brief na het inloggen.',
    );
    expect(screen.getByRole('switch', { name: 'Rekening niet op tijd betaald' })).toHaveAccessibleDescription(
      'Een e-mail met het factuurnummer, het bedrag en de vervaldatum.',
    );
    expect(
      screen.getByText('Wij sturen deze e-mails naar jan@example.nl. U kiest zelf welke.'),
    ).toBeInTheDocument();
    await user.click(paid);
    await waitFor(() =>
      expect(saved).toEqual([{ emailClaimPaid: true, emailLetterArrived: true, emailPaymentLate: false }]),
    );
    expect(paid).toBeChecked();
  });

  it('offers no e-mail switch to a person without an e-mail address, and says why', async () => {
    serve({ email: null });
    expect(
      await screen.findByText('Wij hebben geen e-mailadres van u, dus kunnen wij u geen e-mail sturen.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Declaratie uitbetaald' })).toBeDisabled());
  });

  it('on paper post says a new letter comes by post, without an e-mail, and leaves the others to choose', async () => {
    serve({ digitalPost: false });
    const letter = await screen.findByRole('switch', { name: 'Nieuwe brief in uw berichtenbox' });
    await waitFor(() => expect(letter).toBeDisabled());
    expect(letter).not.toBeChecked();
    expect(letter).toHaveAccessibleDescription(
      'U ontvangt uw post op papier: een nieuwe brief komt per post, zonder e-mail. Kiest u digitale post, dan krijgt u deze e-mail.',
    );
    expect(screen.getByRole('switch', { name: 'Declaratie uitbetaald' })).toBeEnabled();
  });

  it('explains why push is off when this browser has no Push API', async () => {
    serve();
    const push = await screen.findByRole('switch', { name: /Pushmeldingen op dit apparaat/ });
    expect(push).toBeDisabled();
    expect(await screen.findByText(/Deze browser kan geen pushmeldingen ontvangen/)).toBeInTheDocument();
  });

  it('shows contact and login data read-only in English, with the ways to change them', async () => {
    await act(() => i18n.changeLanguage('en-US'));
    serve({ digitalPost: false });
    const contact = await screen.findByRole('region', { name: 'Your contact details' });
    await waitFor(() => expect(within(contact).getByText('jan@example.nl')).toBeInTheDocument());
    expect(within(contact).getByText('Your post').nextSibling).toHaveTextContent(
      'On paper, by post (€ 1,25 a month)',
    );
    expect(within(contact).getByText('Digital newsletter').nextSibling).toHaveTextContent('Off');
    expect(
      within(contact).getByText('E-mail about new premiums and conditions').nextSibling,
    ).toHaveTextContent('On');
    expect(
      screen.getByRole('switch', { name: 'New letter in your message box' }),
    ).toHaveAccessibleDescription(
      'You receive your post on paper: a new letter comes by post, without an e-mail. Choose digital post to get this e-mail.',
    );
    expect(within(contact).getByRole('link', { name: 'Change post and e-mails from us' })).toHaveAttribute(
      'href',
      '/contactgegevens-wijzigen',
    );
    const login = screen.getByRole('region', { name: 'Your login details' });
    expect(within(login).getByText('jan.devries')).toBeInTheDocument();
    expect(within(login).getByText('Password').nextSibling).toHaveTextContent('set, not shown');
    expect(within(login).getByRole('link', { name: /Change username, password/ })).toHaveAttribute(
      'href',
      '/wijzig-instellingen',
    );
    const idin = screen.getByRole('region', { name: 'Log in with iDIN' });
    expect(within(idin).getByText('Active since 3 February 2025')).toBeInTheDocument();
    expect(within(idin).queryByRole('button', { name: 'Activate iDIN' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
  });

  it('offers to activate iDIN with a bank when it is not active', async () => {
    serve({ iDinActive: false, iDinActivationDate: null });
    const idin = await screen.findByRole('region', { name: 'Inloggen met iDIN' });
    expect(await within(idin).findByText('Niet actief')).toBeInTheDocument();
    expect(within(idin).getByRole('button', { name: 'iDIN activeren' })).toBeInTheDocument();
  });

  it('lists the login history newest first: when, how, on what, and whether it worked', async () => {
    serve();
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Inloggeschiedenis' });
    const items = await within(section).findAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items[0]).toHaveTextContent(/27 november 2026 om \d\d:05/);
    expect(items[0]).toHaveTextContent('Wachtwoord en sms-code · Chrome op Windows');
    expect(items[0]).toHaveTextContent('Gelukt');
    expect(items[1]).toHaveTextContent('iDIN · Safari op iOS');
    expect(items[2]).toHaveTextContent('Onbekend apparaat');
    expect(items[2]).toHaveTextContent('Geblokkeerd');
    expect(items[3]).toHaveTextContent('Mislukt');
    await user.click(within(section).getByRole('button', { name: 'Alle 7 tonen' }));
    expect(within(section).getAllByRole('listitem')).toHaveLength(7);
    expect(within(section).getAllByRole('listitem')[6]).toHaveTextContent('Passkey · Chrome op Windows');
  });

  it('says the saving message of spec §8 when it comes back from a save of paper post', async () => {
    server.use(
      http.post('*/api/Account/GetAccountDetails', () => HttpResponse.json(account)),
      http.get('*/api/Account/NotificationPreferences', () =>
        HttpResponse.json({ emailClaimPaid: false, emailLetterArrived: false, emailPaymentLate: false }),
      ),
      http.get('*/api/Account/GetLoginHistory', () => HttpResponse.json([])),
      http.get('*/api/Passkey/GetPasskeys', () => HttpResponse.json([])),
    );
    signIn(['mayReadAccount', 'mayUpdateAccount']);
    const { router } = renderWithProviders(<SettingsScreen />, { path: '/instellingen' });
    await act(() =>
      router.navigate({ to: '/instellingen', state: { savedContactDetails: { digitalPost: false } } }),
    );
    const saved = (await screen.findByText('Uw contactgegevens zijn opgeslagen')).closest('[role="alert"]');
    expect(saved).toHaveTextContent(
      'U ontvangt uw post voortaan op papier. Dit kost € 1,25 per maand, vanaf de volgende premienota.',
    );
    expect(await screen.findByText('Er is nog niet ingelogd op uw account.')).toBeInTheDocument();
  });
});
