import {
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  type MantineThemeOverride,
  mergeMantineTheme,
} from '@mantine/core';
import type { CollectivityContactInfo } from '@mijn/contract';
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hoursLines } from '../../../components/phone-hours/opening-hours-text.ts';
import { buildTheme, contrastRatio } from '../../../lib/labels/index.ts';
import { contactInfoFixture } from '../../../test/contact-info.ts';
import { signIn, testConfig } from '../../../test/fixtures.ts';
import { labelColors } from '../../../test/label-brands.ts';
import { server } from '../../../test/msw-server.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { NeedHelpBlock } from './need-help-block.tsx';

const weekdays = [1, 2, 3, 4, 5].map((dayOfWeek) => ({ dayOfWeek, startTime: '08:00', endTime: '17:30' }));

function answer(info: Partial<CollectivityContactInfo> = {}) {
  let label: string | null = null;
  server.use(
    http.get('*/api/Collectivity', ({ request }) => {
      label = new URL(request.url).searchParams.get('label');
      return HttpResponse.json(contactInfoFixture(info));
    }),
  );
  return () => label;
}

/** Sets the clock to a moment in Amsterdam (winter time, UTC+1). */
function at(amsterdam: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${amsterdam}+01:00`));
}

describe('NeedHelpBlock', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the phone number of the label and that it is open now, until when', async () => {
    at('2026-11-23T10:00:00');
    const askedLabel = answer();
    signIn(['mayReadContact', 'mayCreateContact']);
    renderWithProviders(<NeedHelpBlock />);
    expect(await screen.findByRole('link', { name: '088-9101000' })).toHaveAttribute(
      'href',
      'tel:0889101000',
    );
    expect(screen.getByText('Nu bereikbaar')).toBeInTheDocument();
    expect(screen.getByText('Vandaag tot 17:30 uur')).toBeInTheDocument();
    expect(askedLabel()).toBe('default');
    expect(screen.getByText('maandag t/m vrijdag')).toBeInTheDocument();
    expect(screen.getByText('zaterdag t/m zondag')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Alle contactmogelijkheden' })).toBeInTheDocument();
  });

  it('after closing on a Friday it names Monday as the next available date', async () => {
    at('2026-11-27T18:00:00');
    answer();
    signIn([]);
    renderWithProviders(<NeedHelpBlock />);
    expect(await screen.findByText('Nu gesloten')).toBeInTheDocument();
    expect(screen.getByText('Weer bereikbaar op maandag 30 november vanaf 08:00 uur')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Alle contactmogelijkheden' })).not.toBeInTheDocument();
  });

  it('before opening time it says it opens later today', async () => {
    at('2026-11-24T07:15:00');
    answer();
    signIn([]);
    renderWithProviders(<NeedHelpBlock />);
    expect(await screen.findByText('Vandaag weer bereikbaar vanaf 08:00 uur')).toBeInTheDocument();
  });

  it('is closed on a Dutch holiday (Christmas) and opens again after Boxing Day', async () => {
    at('2026-12-25T11:00:00');
    answer();
    signIn([]);
    renderWithProviders(<NeedHelpBlock />);
    expect(await screen.findByText('Nu gesloten')).toBeInTheDocument();
    expect(screen.getByText('Weer bereikbaar op maandag 28 december vanaf 08:00 uur')).toBeInTheDocument();
  });

  it('lists per-day hours of a label that has its own', async () => {
    at('2026-11-23T10:00:00');
    answer({
      isDefaultHours: false,
      openingHoursOfWeek: [
        ...weekdays.slice(0, 4),
        { dayOfWeek: 5, startTime: '08:00', endTime: '16:00' },
        { dayOfWeek: 6, startTime: '10:00', endTime: '14:00' },
      ],
    });
    signIn([]);
    renderWithProviders(<NeedHelpBlock />);
    expect(await screen.findByText('maandag t/m donderdag')).toBeInTheDocument();
    expect(screen.getByText('08:00 - 16:00 uur')).toBeInTheDocument();
    expect(screen.getByText('10:00 - 14:00 uur')).toBeInTheDocument();
    expect(screen.getByText('Gesloten')).toBeInTheDocument();
  });
});

/** Mantine's CSS variables of a theme in light mode, as the app's stylesheet defines them. */
function themeVariables(theme: MantineThemeOverride): Record<string, string> {
  const resolved = defaultCssVariablesResolver(mergeMantineTheme(DEFAULT_THEME, theme));
  return { ...resolved.variables, ...resolved.light };
}

/** Follows var(--x) references to the colour they end at, as six hex digits. */
function resolveColor(value: string, variables: Record<string, string>): string {
  const reference = /^var\((--[\w-]+)\)$/.exec(value.trim())?.[1];
  if (reference) return resolveColor(variables[reference] ?? '', variables);
  return /^#[0-9a-f]{3}$/i.test(value) ? value.replace(/[0-9a-f]/gi, (digit) => digit + digit) : value;
}

describe.each(Object.entries(labelColors))('NeedHelpBlock in the theme of label %s', (_label, colors) => {
  afterEach(() => vi.useRealTimers());

  it.each([
    ['open', '2026-11-23T10:00:00', 'Nu bereikbaar'],
    ['closed', '2026-11-23T20:00:00', 'Nu gesloten'],
  ])('its %s badge gives its text a contrast of at least 4.5:1', async (_state, moment, text) => {
    at(moment);
    answer();
    signIn([]);
    const brand = { ...testConfig().brand, colors };
    const theme = buildTheme(brand);
    renderWithProviders(<NeedHelpBlock />, { theme });
    const badge = (await screen.findByText(text)).closest<HTMLElement>('.mantine-Badge-root');
    const variables = themeVariables(theme);
    const background = resolveColor(badge?.style.getPropertyValue('--badge-bg') ?? '', variables);
    const foreground = resolveColor(badge?.style.getPropertyValue('--badge-color') ?? '', variables);
    expect(background).toMatch(/^#[0-9a-f]{6}$/i);
    expect(foreground).toMatch(/^#[0-9a-f]{6}$/i);
    expect(contrastRatio(background, foreground)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('hoursLines', () => {
  it('joins consecutive days with the same hours, Monday first', () => {
    expect(hoursLines(weekdays)).toEqual([
      { days: [1, 2, 3, 4, 5], hours: { startTime: '08:00', endTime: '17:30' } },
      { days: [6, 0], hours: null },
    ]);
  });
});
