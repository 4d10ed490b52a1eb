import type { AccountDetails, UpdateContactDetailsBody } from '@mijn/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { testAccountDetails } from '../../test/account-details.ts';
import { signIn } from '../../test/fixtures.ts';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { EditContactDetailsScreen } from './edit-contact-details-screen.tsx';

const anna = testAccountDetails({
  username: 'anna.devries',
  email: 'anna@example.nl',
  phoneNumber: '+31623456789',
  announcementEmailActive: false,
  paymentMethod: 'DirectDebit',
  paymentMethodExcess: 'DirectDebit',
});

function edit(overrides: Partial<AccountDetails> = {}, refusal?: string) {
  const saved: UpdateContactDetailsBody[] = [];
  server.use(
    http.post('*/api/Account/GetAccountDetails', () => HttpResponse.json({ ...anna, ...overrides })),
    http.post('*/api/account/UpdateContactDetails', async ({ request }) => {
      saved.push((await request.json()) as UpdateContactDetailsBody);
      return refusal
        ? HttpResponse.json({ statusCode: 400, error: 'Bad Request', message: refusal }, { status: 400 })
        : HttpResponse.json({ accessToken: 'test.token.signature' });
    }),
  );
  signIn(['mayReadAccount', 'mayUpdateAccount']);
  const rendered = renderWithProviders(<EditContactDetailsScreen />, { path: '/contactgegevens-wijzigen' });
  return { saved, router: rendered.router };
}

afterEach(async () => {
  await act(() => i18n.changeLanguage('nl-NL'));
});

describe('EditContactDetailsScreen', () => {
  it('switches to paper post, shows its monthly cost, saves and goes to settings', async () => {
    const { saved, router } = edit();
    const user = userEvent.setup();
    const post = await screen.findByRole('radiogroup', { name: 'Hoe ontvangt u uw post?' });
    expect(within(post).getByRole('radio', { name: 'Digitaal (gratis)' })).toBeChecked();
    expect(screen.queryByText(/^Post op papier kost €\s1,25 per maand$/)).toBeNull();
    await user.click(within(post).getByRole('radio', { name: /^Op papier \(€\s1,25 per maand\)$/ }));
    expect(screen.getByRole('status')).toHaveTextContent(/^Post op papier kost €\s1,25 per maand/);
    await user.click(screen.getByRole('checkbox', { name: 'Digitale nieuwsbrief' }));
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/instellingen'));
    expect(saved).toEqual([
      { digitalPost: false, digitalNewsletterActive: true, announcementEmailActive: false },
    ]);
    expect(router.state.location.state.savedContactDetails).toEqual({ digitalPost: false });
  });

  it('offers the e-mail change apart from the form and leaves an unchanged post choice out of what it sends', async () => {
    const { saved } = edit();
    const user = userEvent.setup();
    const email = await screen.findByRole('region', { name: 'E-mailadres' });
    expect(within(email).getByText('Uw huidige e-mailadres is anna@example.nl.')).toBeInTheDocument();
    expect(within(email).getByRole('textbox', { name: 'Nieuw e-mailadres' })).toHaveValue('');
    await user.click(
      await screen.findByRole('checkbox', { name: 'E-mail over nieuwe premies en voorwaarden' }),
    );
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() =>
      expect(saved).toEqual([{ digitalNewsletterActive: false, announcementEmailActive: true }]),
    );
  });

  it('does not offer paper post to someone paying by iDEAL, and says why (spec §4)', async () => {
    edit({ paperPostAllowed: false });
    const paper = await screen.findByRole('radio', { name: /^Op papier \(€\s1,25 per maand\)$/ });
    expect(paper).toBeDisabled();
    expect(paper).toHaveAccessibleDescription(
      'Post op papier kan niet als u betaalt met iDEAL. Met iDEAL ontvangt u uw post digitaal.',
    );
  });

  it('shows the saving failure of spec §8 with the reason when the server refuses paper post', async () => {
    await act(() => i18n.changeLanguage('en-US'));
    const { router } = edit({}, 'Paper post is not allowed when paying by iDEAL');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /^On paper \(€\s1,25 a month\)$/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your details could not be saved.');
    expect(alert).toHaveTextContent('Post on paper is not possible when you pay by iDEAL.');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(router.state.location.pathname).toBe('/contactgegevens-wijzigen');
  });
});
