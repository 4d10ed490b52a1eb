import type { AccountDetails, NotificationPreferences } from '@mijn/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { signIn } from '../../test/fixtures.ts';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { SettingsScreen } from './settings-screen.tsx';

const account: AccountDetails = {
  username: 'jan.devries',
  email: 'jan@example.nl',
  phoneNumber: '0612345678',
  iDinActivationDate: '2025-02-03',
  iDinActive: true,
  loginActive: true,
  loginInfo: { lastLogin: '2026-11-20T08:30:00.000Z', lastLoginMethod: 'sms' },
  digitalNewsletterActive: false,
  announcementEmailActive: true,
  paymentMethod: null,
  paymentMethodExcess: null,
};

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
    const paid = await screen.findByRole('switch', { name: 'Mijn declaratie is uitbetaald' });
    expect(paid).not.toBeChecked();
    expect(
      screen.getByRole('switch', { name: 'Er staat een nieuwe brief in mijn berichtenbox' }),
    ).toBeChecked();
    expect(screen.getByText('Wij sturen de e-mail naar jan@example.nl.')).toBeInTheDocument();
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
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Mijn declaratie is uitbetaald' })).toBeDisabled(),
    );
  });

  it('explains why push is off when this browser has no Push API', async () => {
    serve();
    const push = await screen.findByRole('switch', { name: /Pushmeldingen op dit apparaat/ });
    expect(push).toBeDisabled();
    expect(await screen.findByText(/Deze browser kan geen pushmeldingen ontvangen/)).toBeInTheDocument();
  });

  it('shows the account facts read-only, in English too', async () => {
    await act(() => i18n.changeLanguage('en-US'));
    serve();
    const facts = await screen.findByRole('region', { name: 'Your login details' });
    await waitFor(() => expect(within(facts).getByText('jan.devries')).toBeInTheDocument());
    expect(within(facts).getByText('Active since 3 February 2025')).toBeInTheDocument();
    expect(within(facts).getByText('Digital newsletter').nextSibling).toHaveTextContent('Off');
    expect(within(facts).getByText('Announcements by e-mail').nextSibling).toHaveTextContent('On');
    expect(within(facts).queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
  });
});
