import type { MemberOffer } from '@mijn/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { signIn } from '../../test/fixtures.ts';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { MemberOffersScreen } from './member-offers-screen.tsx';

function offer(id: string, order: number, overrides: Partial<MemberOffer> = {}): MemberOffer {
  return {
    id,
    order,
    category: 'sport',
    partner: `Partner ${id}`,
    title: { nl: `Aanbod ${id}`, en: `Offer ${id}` },
    description: { nl: 'Korting voor leden.', en: 'Members discount.' },
    discountCode: `CODE-${id}`,
    url: 'https://partner.example',
    validUntil: '2027-01-21',
    ...overrides,
  };
}

function serve(tips: unknown[] = []) {
  server.use(
    http.get('*/api/MemberOffer/:type', ({ params }) =>
      HttpResponse.json(
        params.type === 'travel'
          ? [offer('R', 1, { category: 'travel' })]
          : [offer('B', 2), offer('A', 1, { discountCode: null }), offer('C', 3)],
      ),
    ),
    http.post('*/api/MemberOffer/Tip', async ({ request }) => {
      tips.push(await request.json());
      return HttpResponse.json({ tipId: 't1' });
    }),
  );
}

describe('MemberOffersScreen', () => {
  it('shows the offers of the label in their order, filtered by category', async () => {
    serve();
    signIn(['mayReadMemberOffer']);
    const user = userEvent.setup();
    renderWithProviders(<MemberOffersScreen />);
    const list = await screen.findByRole('region', { name: 'Aanbiedingen' });
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(3));
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Aanbod A', 'Aanbod B', 'Aanbod C']);
    await user.click(screen.getByRole('radio', { name: 'Reizen' }));
    expect(await within(list).findByRole('heading', { name: 'Aanbod R' })).toBeInTheDocument();
  });

  it('says the offers could not be loaded, rather than that there are none', async () => {
    server.use(
      http.get('*/api/MemberOffer/:type', () =>
        HttpResponse.json(
          { statusCode: 500, error: 'Internal Server Error', message: 'boom' },
          { status: 500 },
        ),
      ),
    );
    signIn(['mayReadMemberOffer']);
    renderWithProviders(<MemberOffersScreen />);
    const list = await screen.findByRole('region', { name: 'Aanbiedingen' });
    expect(await within(list).findByRole('alert')).toHaveTextContent('Dit kan nu niet worden getoond');
    expect(within(list).queryByText(/geen aanbiedingen/i)).not.toBeInTheDocument();
  });

  it('copies a discount code and says so in words', async () => {
    serve();
    signIn(['mayReadMemberOffer']);
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    renderWithProviders(<MemberOffersScreen />);
    await user.click(await screen.findByRole('button', { name: 'Kopieer kortingscode van Partner B' }));
    expect(writeText).toHaveBeenCalledWith('CODE-B');
    const said = await screen.findByText('Kortingscode CODE-B is gekopieerd.');
    expect(said).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: 'Gekopieerd kortingscode van Partner B' })).toBeInTheDocument();
  });

  it('explains when the clipboard refuses', async () => {
    serve();
    signIn(['mayReadMemberOffer']);
    const user = userEvent.setup();
    renderWithProviders(<MemberOffersScreen />);
    const button = await screen.findByRole('button', { name: 'Kopieer kortingscode van Partner C' });
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    await user.click(button);
    expect(
      await screen.findByText('Kopiëren lukte niet. Selecteer de code en kopieer hem zelf.'),
    ).toBeInTheDocument();
  });

  it('checks the golden tip, sends it and thanks the member', async () => {
    const tips: unknown[] = [];
    serve(tips);
    signIn(['mayReadMemberOffer'], { permissions: ['login', 'r-mem-off', 'c-mem-off-tip'] });
    const user = userEvent.setup();
    renderWithProviders(<MemberOffersScreen />);
    const form = await screen.findByRole('region', { name: 'Geef een gouden tip' });
    await user.click(within(form).getByRole('button', { name: 'Tip versturen' }));
    expect(within(form).getByText('Vul de naam van het bedrijf in.')).toBeInTheDocument();
    expect(within(form).getByText('Vul uw tip in.')).toBeInTheDocument();

    await user.type(within(form).getByLabelText(/Naam van het bedrijf/), 'Fietsplezier');
    await user.type(within(form).getByLabelText(/^Website/), 'geen website');
    await user.type(within(form).getByLabelText(/Uw tip/), 'Korting');
    await user.click(within(form).getByRole('button', { name: 'Tip versturen' }));
    expect(
      within(form).getByText('Vul een geldig websiteadres in, zoals www.voorbeeld.nl.'),
    ).toBeInTheDocument();
    expect(within(form).getByText('Vertel iets meer: minimaal 10 tekens.')).toBeInTheDocument();
    expect(tips).toHaveLength(0);

    await user.clear(within(form).getByLabelText(/^Website/));
    await user.type(within(form).getByLabelText(/^Website/), 'www.fietsplezier.nl');
    await user.type(within(form).getByLabelText(/Uw tip/), ' op fietsonderhoud');
    await user.click(within(form).getByRole('checkbox'));
    await user.click(within(form).getByRole('button', { name: 'Tip versturen' }));
    expect(await within(form).findByText('Bedankt voor uw gouden tip!')).toBeInTheDocument();
    expect(tips).toEqual([
      {
        companyName: 'Fietsplezier',
        website: 'www.fietsplezier.nl',
        suggestion: 'Korting op fietsonderhoud',
        mayContact: true,
      },
    ]);
  }, 15_000);

  it('leaves the tip form out for a user without the tip right', async () => {
    serve();
    signIn(['mayReadMemberOffer']);
    renderWithProviders(<MemberOffersScreen />);
    await screen.findByRole('region', { name: 'Aanbiedingen' });
    expect(screen.queryByRole('region', { name: 'Geef een gouden tip' })).not.toBeInTheDocument();
  });
});
