import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { server } from '../test/msw-server.ts';
import { noNewsHandlers } from '../test/news-handlers.ts';
import { renderApp } from '../test/render-app.tsx';

describe('LanguageSwitch', () => {
  it('switches the whole page to English, sets <html lang> and remembers the choice', async () => {
    server.use(...noNewsHandlers);
    renderApp('/bestaat-niet');
    expect(
      // The first screen of the whole app loads its code and texts: slow on a busy machine.
      await screen.findByRole('heading', { name: 'Deze pagina kan niet worden gevonden' }, { timeout: 5000 }),
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
});
