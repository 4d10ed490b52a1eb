import type { Passkey } from '@mijn/contract';
import { startRegistration } from '@simplewebauthn/browser';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { signIn } from '../../test/fixtures.ts';
import { server } from '../../test/msw-server.ts';
import {
  creationOptions,
  promptClosed,
  registrationCredential,
  testPasskey,
  withWebAuthn,
} from '../../test/passkeys.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { PasskeySection } from './passkey-section.tsx';

vi.mock('@simplewebauthn/browser', () => ({ startRegistration: vi.fn() }));

const fail = (status: number, message: string) =>
  HttpResponse.json({ statusCode: status, error: 'Error', message }, { status });

interface Calls {
  options: unknown[];
  registered: unknown[];
  removed: unknown[];
}

/** A server holding the account's passkeys, answering the section's calls as the contract says. */
function servePasskeys(initial: Passkey[], refuse: { options?: Response } = {}): Calls {
  let passkeys = [...initial];
  const calls: Calls = { options: [], registered: [], removed: [] };
  server.use(
    http.get('*/api/Passkey/GetPasskeys', () => HttpResponse.json(passkeys)),
    http.post('*/api/Passkey/GetRegistrationOptions', async ({ request }) => {
      calls.options.push(await request.json());
      return refuse.options ?? HttpResponse.json({ options: creationOptions });
    }),
    http.post('*/api/Passkey/Register', async ({ request }) => {
      const body = (await request.json()) as { name: string };
      calls.registered.push(body);
      const passkey = testPasskey({ id: 'pk-new', name: body.name, createdAt: '2026-11-27T10:00:00.000Z' });
      passkeys = [passkey, ...passkeys];
      return HttpResponse.json(passkey);
    }),
    http.post('*/api/Passkey/Remove', async ({ request }) => {
      const body = (await request.json()) as { id: string; currentPassword?: string };
      calls.removed.push(body);
      if (passkeys.length === 1 && body.currentPassword === undefined) {
        return fail(400, 'Removing the last passkey needs your password');
      }
      passkeys = passkeys.filter((passkey) => passkey.id !== body.id);
      return HttpResponse.json({});
    }),
  );
  signIn(['mayReadAccount', 'mayUpdateAccount']);
  renderWithProviders(<PasskeySection />);
  return calls;
}

const section = () => screen.findByRole('region', { name: 'Passkeys' });

/** Opens the form, fills it in and asks for the passkey. */
async function addPasskey(name: string, password: string): Promise<HTMLElement> {
  const user = userEvent.setup();
  const region = await section();
  await user.click(await within(region).findByRole('button', { name: 'Passkey toevoegen' }));
  await user.type(within(region).getByLabelText(/Naam van de passkey/), name);
  await user.type(within(region).getByLabelText(/Uw wachtwoord/, { selector: 'input' }), password);
  await user.click(within(region).getByRole('button', { name: 'Passkey maken' }));
  return region;
}

beforeEach(() => withWebAuthn());

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.mocked(startRegistration).mockReset();
  await act(() => i18n.changeLanguage('nl-NL'));
});

describe('PasskeySection', () => {
  it('lists each passkey with when it was added and last used', async () => {
    servePasskeys([
      testPasskey({ id: 'a', name: 'Laptop', lastUsedAt: '2026-11-26T08:00:00.000Z', backedUp: true }),
      testPasskey({ id: 'b', name: 'Sleutel' }),
    ]);
    const items = await within(await section()).findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Laptop');
    expect(items[0]).toHaveTextContent(
      'Toegevoegd op 20 november 2026 · Laatst gebruikt op 26 november 2026',
    );
    expect(items[0]).toHaveTextContent('Gesynchroniseerd');
    expect(items[1]).toHaveTextContent('Nog niet gebruikt');
    expect(
      within(items[1] as HTMLElement).getByRole('button', { name: 'Passkey Sleutel verwijderen' }),
    ).toBeVisible();
  });

  it('adds a passkey: name and password, the browser makes it, and the list shows it', async () => {
    vi.mocked(startRegistration).mockResolvedValue(registrationCredential);
    const calls = servePasskeys([]);
    const user = userEvent.setup();
    const region = await section();
    expect(await within(region).findByText('U heeft nog geen passkey.')).toBeVisible();

    await user.click(within(region).getByRole('button', { name: 'Passkey toevoegen' }));
    expect(within(region).getByLabelText(/Naam van de passkey/)).toHaveFocus();
    await user.type(within(region).getByLabelText(/Naam van de passkey/), 'Mijn telefoon');
    await user.type(within(region).getByLabelText(/Uw wachtwoord/, { selector: 'input' }), 'Welkom-2026!');
    await user.click(within(region).getByRole('button', { name: 'Passkey maken' }));

    expect(await within(region).findByRole('status')).toHaveTextContent(
      'Uw passkey Mijn telefoon is toegevoegd.',
    );
    expect(await within(region).findByRole('listitem')).toHaveTextContent('Mijn telefoon');
    expect(calls.options).toEqual([{ currentPassword: 'Welkom-2026!' }]);
    expect(startRegistration).toHaveBeenCalledWith({ optionsJSON: creationOptions });
    expect(calls.registered).toEqual([{ name: 'Mijn telefoon', credential: registrationCredential }]);
    expect(within(region).getByRole('button', { name: 'Passkey toevoegen' })).toHaveFocus();
  });

  it('asks name and password before calling the server', async () => {
    const calls = servePasskeys([]);
    const user = userEvent.setup();
    const region = await section();
    await user.click(await within(region).findByRole('button', { name: 'Passkey toevoegen' }));
    await user.click(within(region).getByRole('button', { name: 'Passkey maken' }));
    expect(within(region).getByLabelText(/Naam van de passkey/)).toHaveFocus();
    expect(within(region).getByLabelText(/Naam van de passkey/)).toHaveAttribute('aria-invalid', 'true');
    expect(calls.options).toEqual([]);
  });

  it('explains a wrong password and makes no passkey', async () => {
    const calls = servePasskeys([], {
      options: fail(400, 'Incorrect username/password combination.'),
    });
    const region = await addPasskey('Laptop', 'fout');

    const refused = await within(region).findByText(/Het wachtwoord klopt niet./);
    expect(refused.closest('[role="alert"]')).toHaveFocus();
    expect(startRegistration).not.toHaveBeenCalled();
    expect(calls.registered).toEqual([]);
  });

  it('says calmly that no passkey was made when the person closes the prompt', async () => {
    vi.mocked(startRegistration).mockRejectedValue(promptClosed());
    const calls = servePasskeys([]);
    const region = await addPasskey('Laptop', 'Welkom-2026!');

    const calm = await within(region).findByText(/U heeft geen passkey gebruikt./);
    expect(calm.closest('[role="status"]')).not.toBeNull();
    expect(calls.registered).toEqual([]);
  });

  it('removes one of several passkeys after a confirmation, without the password', async () => {
    const calls = servePasskeys([
      testPasskey({ id: 'a', name: 'Laptop' }),
      testPasskey({ id: 'b', name: 'Sleutel' }),
    ]);
    const user = userEvent.setup();
    const region = await section();
    await user.click(await within(region).findByRole('button', { name: 'Passkey Laptop verwijderen' }));

    const dialog = await screen.findByRole('dialog', { name: 'Passkey verwijderen?' });
    expect(within(dialog).queryByLabelText(/Uw wachtwoord/)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Ja, verwijderen' }));

    expect(await within(region).findByRole('status')).toHaveTextContent('De passkey Laptop is verwijderd.');
    await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(1));
    expect(calls.removed).toEqual([{ id: 'a' }]);
  });

  it('asks the password to remove the last passkey, in English too', async () => {
    await act(() => i18n.changeLanguage('en-US'));
    const calls = servePasskeys([testPasskey({ id: 'a', name: 'Laptop' })]);
    const user = userEvent.setup();
    const region = await section();
    await user.click(await within(region).findByRole('button', { name: 'Remove passkey Laptop' }));

    const dialog = await screen.findByRole('dialog', { name: 'Remove passkey?' });
    expect(dialog).toHaveTextContent('This is your last passkey.');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, remove' }));
    expect(within(dialog).getByLabelText(/Your password/, { selector: 'input' })).toHaveFocus();
    expect(calls.removed).toEqual([]);

    await user.type(within(dialog).getByLabelText(/Your password/, { selector: 'input' }), 'Welkom-2026!');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, remove' }));

    expect(await within(region).findByText('You have no passkey yet.')).toBeVisible();
    expect(calls.removed).toEqual([{ id: 'a', currentPassword: 'Welkom-2026!' }]);
  });

  it('offers no new passkey in a browser without WebAuthn, and says why', async () => {
    vi.unstubAllGlobals();
    servePasskeys([]);
    const region = await section();
    expect(
      await within(region).findByText(/Deze browser kan geen passkeys maken of gebruiken/),
    ).toBeVisible();
    expect(within(region).queryByRole('button', { name: 'Passkey toevoegen' })).toBeNull();
  });
});
