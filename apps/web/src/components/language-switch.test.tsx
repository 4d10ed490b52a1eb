import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { signIn } from '../test/fixtures.ts';
import { server } from '../test/msw-server.ts';
import { noNewsHandlers } from '../test/news-handlers.ts';
import { renderWithProviders } from '../test/render.tsx';
import { renderApp } from '../test/render-app.tsx';
import { LanguageSwitch } from './language-switch.tsx';

/** Records every language the server is told, and the screen language the call was made in. */
function languageCalls() {
  const calls: { body: unknown; acceptLanguage: string | null }[] = [];
  server.use(
    http.post('*/api/account/language', async ({ request }) => {
      calls.push({ body: await request.json(), acceptLanguage: request.headers.get('accept-language') });
      return HttpResponse.json({});
    }),
  );
  return calls;
}

describe('LanguageSwitch', () => {
  it('switches the whole page to English, sets <html lang> and remembers the choice', async () => {
    server.use(...noNewsHandlers);
    renderApp('/bestaat-niet');
    expect(
      await screen.findByRole('heading', { name: 'Deze pagina kan niet worden gevonden' }),
    ).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('nl');
    expect(screen.getByRole('button', { name: 'Nederlands' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'English' }));

    expect(await screen.findByRole('heading', { name: 'This page cannot be found' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('group', { name: 'Language' })).toBeInTheDocument();
    expect(localStorage.getItem('mijn.language')).toBe('en-US');
  });

  it('tells the server the new language when logged in, before the screens ask for letters in it', async () => {
    const calls = languageCalls();
    signIn([]);
    renderWithProviders(<LanguageSwitch />);
    await userEvent.click(await screen.findByRole('button', { name: 'English' }));
    // Told from the Dutch screen: the screens switch once the account's language is English.
    await waitFor(() => expect(calls).toEqual([{ body: { language: 'en' }, acceptLanguage: 'nl-NL' }]));
    expect(await screen.findByRole('button', { name: 'English', pressed: true })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Nederlands' }));
    await waitFor(() =>
      expect(calls).toEqual([
        { body: { language: 'en' }, acceptLanguage: 'nl-NL' },
        { body: { language: 'nl' }, acceptLanguage: 'en-US' },
      ]),
    );
  });

  it('switches the screens even when the server cannot be told', async () => {
    server.use(http.post('*/api/account/language', () => HttpResponse.json({}, { status: 503 })));
    signIn([]);
    renderWithProviders(<LanguageSwitch />);
    await userEvent.click(await screen.findByRole('button', { name: 'English' }));
    expect(await screen.findByRole('button', { name: 'English', pressed: true })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Nederlands' }));
    expect(await screen.findByRole('button', { name: 'Nederlands', pressed: true })).toBeInTheDocument();
  });

  it('tells the server nothing before login', async () => {
    const calls = languageCalls();
    renderWithProviders(<LanguageSwitch />);
    await userEvent.click(await screen.findByRole('button', { name: 'English' }));
    expect(await screen.findByRole('button', { name: 'English', pressed: true })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
