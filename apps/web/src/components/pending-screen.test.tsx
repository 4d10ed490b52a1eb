import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contactInfoFixture } from '../test/contact-info.ts';
import { signIn } from '../test/fixtures.ts';
import { server } from '../test/msw-server.ts';
import { renderWithProviders } from '../test/render.tsx';
import { PendingScreen } from './pending-screen.tsx';

function contactInfo() {
  server.use(http.get('*/api/Collectivity', () => HttpResponse.json(contactInfoFixture())));
}

/** Sets the clock to a moment in Amsterdam (winter time, UTC+1). */
function at(amsterdam: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${amsterdam}+01:00`));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('PendingScreen (coming soon)', () => {
  it("gives the label's phone number as a link, today's hours and what to have ready", async () => {
    at('2026-11-23T10:00:00'); // a Monday
    contactInfo();
    signIn([]);
    renderWithProviders(<PendingScreen />);
    const phone = await screen.findByRole('link', { name: '088-9101000' });
    expect(phone).toHaveAttribute('href', 'tel:0889101000');
    expect(screen.getByText('Vandaag zijn wij bereikbaar van 08:00 tot 17:30 uur.')).toBeInTheDocument();
    expect(screen.getByText(/^Houd bij de hand: uw klantnummer/)).toBeInTheDocument();
  });

  it('says the phone is not answered today on a Sunday', async () => {
    at('2026-11-22T10:00:00'); // a Sunday
    contactInfo();
    signIn([]);
    renderWithProviders(<PendingScreen />);
    expect(await screen.findByText('Vandaag zijn wij telefonisch niet bereikbaar.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '088-9101000' })).toHaveAttribute('href', 'tel:0889101000');
  });
});
