import type { AccessTokenClaims } from '@mijn/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { getSession } from '../../lib/session/index.ts';
import { makeAccessToken } from '../../lib/session/test-tokens.ts';
import { signIn } from '../../test/fixtures.ts';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { FirstLoginPopups } from './first-login-popups.tsx';
import { nextFirstLoginStep } from './first-login-steps.ts';

type Flags = Pick<
  AccessTokenClaims,
  | 'shouldResetPassword'
  | 'shouldProvideEmailAddress'
  | 'shouldVerifyEmailAddress'
  | 'signedTermsOfAgreement'
  | 'shouldShowDigitalPopup'
>;

const done: Flags = {
  shouldResetPassword: false,
  shouldProvideEmailAddress: false,
  shouldVerifyEmailAddress: false,
  signedTermsOfAgreement: true,
  shouldShowDigitalPopup: false,
};

const fatima: Flags = {
  shouldResetPassword: true,
  shouldProvideEmailAddress: true,
  shouldVerifyEmailAddress: false,
  signedTermsOfAgreement: false,
  shouldShowDigitalPopup: true,
};

const permissions = ['login', 'u-pw', 'u-acc', 'r-acc'];

/** The server as fatima.bakker meets it: each call answers a token with its flag cleared. */
function fatimaServer(state: { flags: Flags; sent: { path: string; body: unknown }[] }) {
  const answer = async (request: Request, change: Partial<Flags>) => {
    const text = await request.text();
    state.sent.push({ path: new URL(request.url).pathname, body: text === '' ? null : JSON.parse(text) });
    state.flags = { ...state.flags, ...change };
    return HttpResponse.json({ accessToken: makeAccessToken({ ...state.flags, permissions }) });
  };
  return [
    http.post('*/api/Account/UpdatePassword', ({ request }) =>
      answer(request, { shouldResetPassword: false }),
    ),
    http.get('*/api/account/getEmailAddress', () =>
      HttpResponse.json({ emailAddress: null, isVerified: false }),
    ),
    http.post('*/api/account/UpdateContactDetails', async ({ request }) => {
      const body = (await request.clone().json()) as { emailAddress?: string; digitalPost?: boolean };
      return answer(
        request,
        body.emailAddress
          ? { shouldProvideEmailAddress: false, shouldVerifyEmailAddress: false }
          : { shouldShowDigitalPopup: false },
      );
    }),
    http.post('*/api/Account/SignTermsOfAgreement', ({ request }) =>
      answer(request, { signedTermsOfAgreement: true }),
    ),
    http.post('*/api/account/decline-digital-pop-up', ({ request }) =>
      answer(request, { shouldShowDigitalPopup: false }),
    ),
  ];
}

describe('nextFirstLoginStep', () => {
  it('follows the order of spec §2: password, e-mail, terms, digital post', () => {
    expect(nextFirstLoginStep(fatima)).toBe('password');
    expect(nextFirstLoginStep({ ...fatima, shouldResetPassword: false })).toBe('email');
    expect(
      nextFirstLoginStep({ ...done, shouldVerifyEmailAddress: true, signedTermsOfAgreement: false }),
    ).toBe('email');
    expect(nextFirstLoginStep({ ...done, signedTermsOfAgreement: false, shouldShowDigitalPopup: true })).toBe(
      'terms',
    );
    expect(nextFirstLoginStep({ ...done, shouldShowDigitalPopup: true })).toBe('digital-post');
    expect(nextFirstLoginStep(done)).toBeNull();
  });
});

describe('FirstLoginPopups', () => {
  it('walks the four popups in order, each saving through the API, and none comes back', async () => {
    const state = { flags: fatima, sent: [] as { path: string; body: unknown }[] };
    server.use(...fatimaServer(state));
    signIn([], { ...fatima, permissions });
    const user = userEvent.setup();
    renderWithProviders(<FirstLoginPopups />);

    // 1. Temporary password, asked again, and the new one with the rules checked live.
    let dialog = await screen.findByRole('dialog', { name: 'Kies een nieuw wachtwoord' });
    const [current, password, repeat] = [
      within(dialog).getByLabelText(/^Tijdelijk wachtwoord/),
      within(dialog).getByLabelText(/^Nieuw wachtwoord/),
      within(dialog).getByLabelText(/^Herhaal nieuw wachtwoord/),
    ];
    await user.type(current!, 'Tijdelijk-2026!');
    await user.type(password!, 'kort');
    await user.type(repeat!, 'kort');
    await user.click(within(dialog).getByRole('button', { name: 'Wachtwoord opslaan' }));
    expect(state.sent).toHaveLength(0);
    await user.clear(password!);
    await user.clear(repeat!);
    await user.type(password!, 'Nieuw-2026!x');
    await user.type(repeat!, 'Nieuw-2026!x');
    await user.click(within(dialog).getByRole('button', { name: 'Wachtwoord opslaan' }));

    // 2. No e-mail address on file: enter it twice.
    dialog = await screen.findByRole('dialog', { name: 'Vul uw e-mailadres in' });
    await user.type(within(dialog).getByLabelText(/^E-mailadres/), 'fatima@example.nl');
    await user.type(within(dialog).getByLabelText(/^Herhaal e-mailadres/), 'fatima@voorbeeld.nl');
    await user.click(within(dialog).getByRole('button', { name: 'E-mailadres opslaan' }));
    expect(
      await within(dialog).findByText('De opgegeven e-mailadressen komen niet overeen'),
    ).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/^Herhaal e-mailadres/));
    await user.type(within(dialog).getByLabelText(/^Herhaal e-mailadres/), 'fatima@example.nl');
    await user.click(within(dialog).getByRole('button', { name: 'E-mailadres opslaan' }));

    // 3. Terms and privacy statement: the box must be ticked.
    dialog = await screen.findByRole('dialog', { name: 'Voorwaarden en privacyverklaring' });
    expect(within(dialog).getByRole('link', { name: 'voorwaarden' })).toHaveAttribute(
      'href',
      'https://www.zorgzaam.example/voorwaarden',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Akkoord en verder' }));
    expect(within(dialog).getByText('Vink aan dat u akkoord gaat om verder te gaan.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Akkoord en verder' }));

    // 4. Digital post: she chooses it.
    dialog = await screen.findByRole('dialog', { name: 'Ontvang uw post digitaal' });
    expect(within(dialog).getByText(/papieren post kost € 1,25 per maand/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Ja, ik kies voor digitale post' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(state.sent).toEqual([
      {
        path: '/api/Account/UpdatePassword',
        body: { Password: 'Nieuw-2026!x', CurrentPassword: 'Tijdelijk-2026!' },
      },
      { path: '/api/account/UpdateContactDetails', body: { emailAddress: 'fatima@example.nl' } },
      { path: '/api/Account/SignTermsOfAgreement', body: null },
      { path: '/api/account/UpdateContactDetails', body: { digitalPost: true } },
    ]);
    expect(nextFirstLoginStep(getSession().user!)).toBeNull();
  }, 30_000);

  it('says so when the temporary password is wrong, and when too many wrong ones blocked the account', async () => {
    const replies = [
      { status: 400, message: 'Incorrect username/password combination.' },
      { status: 423, message: 'Account is temporary blocked', minutes: 15 },
    ];
    server.use(
      http.post('*/api/Account/UpdatePassword', () => {
        const { status, ...body } = replies.shift() ?? { status: 500, message: 'unexpected' };
        return HttpResponse.json({ statusCode: status, error: 'Refused', ...body }, { status });
      }),
    );
    signIn([], { ...fatima, permissions });
    const user = userEvent.setup();
    renderWithProviders(<FirstLoginPopups />);

    const dialog = await screen.findByRole('dialog', { name: 'Kies een nieuw wachtwoord' });
    const save = within(dialog).getByRole('button', { name: 'Wachtwoord opslaan' });
    await user.type(within(dialog).getByLabelText(/^Nieuw wachtwoord/), 'Nieuw-2026!x');
    await user.type(within(dialog).getByLabelText(/^Herhaal nieuw wachtwoord/), 'Nieuw-2026!x');
    await user.click(save);
    expect(await within(dialog).findByText('Dit veld is verplicht.')).toBeInTheDocument();
    expect(replies).toHaveLength(2);

    await user.type(within(dialog).getByLabelText(/^Tijdelijk wachtwoord/), 'Fout-2026!');
    await user.click(save);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Het tijdelijke wachtwoord klopt niet',
    );
    await user.click(save);
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Probeer het over 15 minuten opnieuw'),
    );
    expect(getSession().user?.shouldResetPassword).toBe(true);
  });

  it('confirms a known e-mail address with one click', async () => {
    const state = {
      flags: { ...done, shouldVerifyEmailAddress: true },
      sent: [] as { path: string; body: unknown }[],
    };
    server.use(
      http.get('*/api/account/getEmailAddress', () =>
        HttpResponse.json({ emailAddress: 'jan@example.nl', isVerified: false }),
      ),
      ...fatimaServer(state),
    );
    signIn([], { ...state.flags, permissions });
    const user = userEvent.setup();
    renderWithProviders(<FirstLoginPopups />);
    const dialog = await screen.findByRole('dialog', { name: 'Klopt uw e-mailadres nog?' });
    expect(within(dialog).getByText('jan@example.nl')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Ja, dit klopt' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(state.sent).toEqual([
      { path: '/api/account/UpdateContactDetails', body: { emailAddress: 'jan@example.nl' } },
    ]);
  });

  it('lets the user keep paper post through decline-digital-pop-up', async () => {
    const state = {
      flags: { ...done, shouldShowDigitalPopup: true },
      sent: [] as { path: string; body: unknown }[],
    };
    server.use(...fatimaServer(state));
    signIn([], { ...state.flags, permissions });
    const user = userEvent.setup();
    renderWithProviders(<FirstLoginPopups />);
    const dialog = await screen.findByRole('dialog', { name: 'Ontvang uw post digitaal' });
    await user.click(within(dialog).getByRole('button', { name: /Nee, ik houd papieren post/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(state.sent).toEqual([{ path: '/api/account/decline-digital-pop-up', body: null }]);
  });

  it('shows nothing once every step is done, and cannot be closed with Escape while one is due', async () => {
    signIn([], { ...done, permissions });
    const { unmount } = renderWithProviders(
      <>
        <p>home</p>
        <FirstLoginPopups />
      </>,
    );
    await screen.findByText('home');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();

    server.use(...fatimaServer({ flags: fatima, sent: [] }));
    signIn([], { ...done, signedTermsOfAgreement: false, permissions });
    const user = userEvent.setup();
    renderWithProviders(<FirstLoginPopups />);
    await screen.findByRole('dialog', { name: 'Voorwaarden en privacyverklaring' });
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Voorwaarden en privacyverklaring' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /sluiten|close/i })).not.toBeInTheDocument();
  });
});
