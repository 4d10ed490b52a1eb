import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '../../test/fixtures.ts';
import { menuHandler } from '../../test/menu-handler.ts';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { renderApp } from '../../test/render-app.tsx';
import { dayPart } from './day-part.ts';
import { HomeScreen } from './home-screen.tsx';

describe('dayPart', () => {
  it.each([
    [6, 'morning'],
    [11, 'morning'],
    [12, 'afternoon'],
    [17, 'afternoon'],
    [18, 'evening'],
    [23, 'evening'],
    [2, 'evening'],
  ] as const)('%i:00 is %s', (hour, part) => {
    expect(dayPart(new Date(2026, 4, 12, hour, 30))).toBe(part);
  });
});

describe('HomeScreen', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    [9, 'Goedemorgen Jan'],
    [14, 'Goedemiddag Jan'],
    [20, 'Goedenavond Jan'],
  ])('greets at %i:00 with "%s"', async (hour, greeting) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 4, 12, hour, 0));
    server.use(menuHandler);
    signIn(['mayUpdateInsurance']);
    renderWithProviders(<HomeScreen />);
    expect(await screen.findByRole('heading', { level: 1, name: greeting })).toBeInTheDocument();
  });

  it('shows the quick tasks the user may open (from the real route table) and the help block', async () => {
    server.use(menuHandler);
    signIn(['mayUpdateInsurance', 'mayReadContact']);
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Polis wijzigen' })).toHaveAttribute(
      'href',
      '/polis-wijzigen',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Hulp nodig?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Neem contact met ons op' })).toHaveAttribute(
      'href',
      '/contact-opnemen',
    );
  });
});
