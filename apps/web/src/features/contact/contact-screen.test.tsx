import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { contactInfoFixture } from '../../test/contact-info.ts';
import { signIn } from '../../test/fixtures.ts';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { ContactScreen } from './contact-screen.tsx';

function renderPage(flags: ('mayReadContact' | 'mayCreateContact')[]) {
  server.use(http.get('*/api/Collectivity', () => HttpResponse.json(contactInfoFixture())));
  signIn(flags);
  renderWithProviders(<ContactScreen />, { path: '/contact-opnemen' });
}

describe('the contact page', () => {
  it("shows the label's phone, post, social and complaint cards", async () => {
    renderPage(['mayReadContact', 'mayCreateContact']);
    const call = await screen.findByRole('region', { name: 'Bel ons' });
    expect(await within(call).findByRole('link', { name: '088-9101000' })).toHaveAttribute(
      'href',
      'tel:0889101000',
    );
    const post = screen.getByRole('region', { name: 'Post en e-mail' });
    expect(post).toHaveTextContent('Postbus 9101');
    expect(within(post).getByRole('link', { name: 'klantenservice@zorgzaam.example' })).toHaveAttribute(
      'href',
      'mailto:klantenservice@zorgzaam.example',
    );
    const social = screen.getByRole('region', { name: 'Sociale media' });
    expect(within(social).getAllByRole('link')).toHaveLength(3);
    const complaints = screen.getByRole('region', { name: 'Klachten' });
    expect(within(complaints).getByRole('link', { name: /SKGZ/ })).toHaveAttribute(
      'href',
      'https://www.skgz.nl',
    );
    expect(within(complaints).getByRole('link', { name: /Kifid/ })).toHaveAttribute(
      'href',
      'https://www.kifid.nl',
    );
    expect(within(complaints).getByRole('link', { name: /contactformulier/ })).toHaveAttribute(
      'href',
      '/contactformulier?onderwerp=other',
    );
  });

  it('the question overlay points to the page that answers it and to the form with the subject chosen', async () => {
    const user = userEvent.setup();
    renderPage(['mayReadContact', 'mayCreateContact']);
    await user.click(await screen.findByRole('button', { name: 'Stel uw vraag' }));
    const overlay = await screen.findByRole('dialog', { name: 'Waar gaat uw vraag over?' });
    await user.click(within(overlay).getByRole('button', { name: 'Een declaratie' }));
    expect(within(overlay).getByRole('link', { name: 'Naar Mijn zorgkosten' })).toHaveAttribute(
      'href',
      '/mijn-zorgkosten',
    );
    expect(within(overlay).getByRole('link', { name: 'Vraag stellen via het formulier' })).toHaveAttribute(
      'href',
      '/contactformulier?onderwerp=claim',
    );
    await user.click(within(overlay).getByRole('button', { name: 'Ander onderwerp kiezen' }));
    await user.click(within(overlay).getByRole('button', { name: 'Iets anders' }));
    expect(within(overlay).queryByRole('link', { name: /^Naar / })).not.toBeInTheDocument();
  });

  it('leaves out the form where the user may not send one', async () => {
    renderPage(['mayReadContact']);
    await screen.findByRole('link', { name: '088-9101000' });
    expect(screen.queryByRole('region', { name: 'Contactformulier' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /contactformulier/ })).not.toBeInTheDocument();
  });
});
