import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next, { type Resource } from 'i18next';
import { HttpResponse, http } from 'msw';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { LoginScreen } from '../features/auth/login-screen.tsx';
import { server } from '../test/msw-server.ts';
import { noNewsHandlers } from '../test/news-handlers.ts';
import { renderWithProviders } from '../test/render.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';

const firstPaintFiles = import.meta.glob<{ default: Record<string, unknown> }>(
  '../locales/nl/{common,errors,validators,routes,news,pwa,auth,forms}.json',
  { eager: true },
);

/**
 * Only the Dutch texts the entry brings (decision 0081): the later texts come with the screens loaded
 * after it, so the login page must show none of them.
 */
const firstPaint = i18next.createInstance();
const missing: string[] = [];

beforeAll(async () => {
  const texts: Resource[string] = {};
  for (const [file, module] of Object.entries(firstPaintFiles)) {
    texts[/([^/]+)\.json$/.exec(file)?.[1] ?? ''] = module.default;
  }
  await firstPaint.init({
    lng: 'nl-NL',
    resources: { 'nl-NL': texts },
    ns: Object.keys(texts),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    saveMissing: true,
    missingKeyHandler: (_languages, namespace, key) => missing.push(`${namespace}:${key}`),
  });
});

describe('the login page on the entry texts alone', () => {
  it('shows its form, its field errors and a refused login without a later text', async () => {
    server.use(
      ...noNewsHandlers,
      http.post('*/api/account/login', () =>
        HttpResponse.json(
          { statusCode: 401, error: 'Unauthorized', message: 'Incorrect username/password combination.' },
          { status: 401 },
        ),
      ),
    );
    renderWithProviders(
      <I18nextProvider i18n={firstPaint}>
        <PublicLayout>
          <LoginScreen />
        </PublicLayout>
      </I18nextProvider>,
      { path: '/inloggen' },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Inloggen' }));
    expect(await screen.findAllByText('Dit veld is verplicht.')).toHaveLength(2);
    await user.type(screen.getByLabelText(/Gebruikersnaam/), 'jan.devries');
    await user.type(screen.getByLabelText(/^Wachtwoord/, { selector: 'input' }), 'fout');
    await user.click(screen.getByRole('button', { name: 'Inloggen' }));
    expect(
      await screen.findByText(/De combinatie van gebruikersnaam en wachtwoord is onjuist/),
    ).toBeVisible();
    expect(missing).toEqual([]);
  });
});
