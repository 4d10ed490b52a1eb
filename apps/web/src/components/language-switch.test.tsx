import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app.tsx';

describe('LanguageSwitch', () => {
  it('switches the whole page to English, sets <html lang> and remembers the choice', async () => {
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
});
