import type { NewsText } from '@mijn/contract';
import { act, screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { signIn } from '../../test/fixtures.ts';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { newsParts } from './news-parts.ts';
import { clearNews } from './public-news.ts';
import { PublicNewsBanner } from './public-news-banner.tsx';
import { UserNewsBanner } from './user-news-banner.tsx';

function item(overrides: Partial<NewsText>): NewsText {
  return {
    id: 'n1',
    text: 'Declareren gaat nu nog sneller: lees hier wat er verandert.',
    url: 'https://www.zorgzaam.example/nieuws',
    hyperlinkSubstring: 'lees hier',
    startDate: '2026-11-01',
    endDate: null,
    language: 'nl',
    ...overrides,
  };
}

describe('newsParts', () => {
  it('turns the hyperlinkSubstring into the link and keeps the rest plain', () => {
    expect(newsParts('Lees hier meer.', 'hier', '/x')).toEqual([
      { text: 'Lees ', link: false },
      { text: 'hier', link: true },
      { text: ' meer.', link: false },
    ]);
    expect(newsParts('Zonder link', 'link', null)).toEqual([{ text: 'Zonder link', link: false }]);
    expect(newsParts('Geen treffer', 'elders', '/x')).toEqual([{ text: 'Geen treffer', link: false }]);
  });
});

describe('NewsBanner', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the current news of the login pages with its link, in the chosen language', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
    let asked: URLSearchParams | null = null;
    server.use(
      http.get('*/api/News/BeforeAuthorization', ({ request }) => {
        asked = new URL(request.url).searchParams;
        return HttpResponse.json([
          item({}),
          item({ id: 'n2', text: 'Voorbij bericht', endDate: '2026-11-21' }),
          item({ id: 'n3', text: 'Toekomstig bericht', startDate: '2026-12-01' }),
          item({ id: 'n4', text: 'English news', language: 'en' }),
        ]);
      }),
    );
    renderWithProviders(<PublicNewsBanner />);
    const link = await screen.findByRole('link', { name: 'lees hier' });
    expect(link).toHaveAttribute('href', 'https://www.zorgzaam.example/nieuws');
    expect(link.closest('[role="region"], section')).toHaveAccessibleName('Nieuws');
    expect(screen.queryByText('Voorbij bericht')).not.toBeInTheDocument();
    expect(screen.queryByText('Toekomstig bericht')).not.toBeInTheDocument();
    expect(screen.queryByText('English news')).not.toBeInTheDocument();
    expect(asked!.get('language')).toBe('nl');
    expect(asked!.get('label')).toBe('default');
  });

  it('asks News for a logged-in user, in English when that is the language', async () => {
    await i18n.changeLanguage('en-US');
    signIn([]);
    server.use(
      http.get('*/api/News', ({ request }) =>
        HttpResponse.json(
          new URL(request.url).searchParams.get('language') === 'en'
            ? [
                item({
                  id: 'e',
                  text: 'Claiming is faster now: read more',
                  hyperlinkSubstring: 'read more',
                  language: 'en',
                }),
              ]
            : [],
        ),
      ),
    );
    renderWithProviders(<UserNewsBanner />);
    expect(await screen.findByRole('link', { name: 'read more' })).toBeInTheDocument();
  });

  it('clearNews forgets the news that was loaded (spec §4: a login clears the news)', async () => {
    server.use(http.get('*/api/News/BeforeAuthorization', () => HttpResponse.json([item({})])));
    renderWithProviders(<PublicNewsBanner />);
    const link = await screen.findByRole('link', { name: 'lees hier' });
    act(() => clearNews());
    expect(link).not.toBeInTheDocument();
  });

  it('asks the login pages news once for a language and label, however often it shows', async () => {
    let asked = 0;
    server.use(
      http.get('*/api/News/BeforeAuthorization', () => {
        asked += 1;
        return HttpResponse.json([item({})]);
      }),
    );
    const first = renderWithProviders(<PublicNewsBanner />);
    await screen.findByRole('link', { name: 'lees hier' });
    first.unmount();
    renderWithProviders(<PublicNewsBanner />);
    expect(await screen.findByRole('link', { name: 'lees hier' })).toBeInTheDocument();
    expect(asked).toBe(1);
  });
});
