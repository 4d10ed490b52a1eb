import type { CustomerDetails } from '@mijn/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import * as family from '../../test/family.ts';
import { signIn } from '../../test/fixtures.ts';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { EditPersonalDetailsScreen } from './edit-personal-details-screen.tsx';
import { PersonalDetailsScreen } from './personal-details-screen.tsx';

/** As the server sends the details: the BSN masked (issue 34). */
const jan: CustomerDetails = {
  ...family.jan,
  socialSecurityNumber: '••••••333',
  maidenName: null,
  prefixMaidenName: null,
  address: {
    street: 'Lindelaan',
    houseNumber: 12,
    houseNumberAddition: null,
    zipCode: '3521AB',
    city: 'Utrecht',
    country: 'NL',
  },
  contactInfo: { email: 'jan.devries@example.nl', phoneNumber: '+31612345678' },
};

const register: Record<string, { street: string; city: string }> = {
  '3521AB': { street: 'Lindelaan', city: 'Utrecht' },
  '1055TX': { street: 'Tulpstraat', city: 'Amsterdam' },
};

/** The customer numbers whose whole BSN the screen asked for, in order. */
const revealedFor: (string | null)[] = [];

function handlers(person = jan) {
  const saved: unknown[] = [];
  revealedFor.length = 0;
  server.use(
    http.get('*/api/Customer/GetCustomerDetails', () => HttpResponse.json(person)),
    http.get('*/api/Customer/RevealSocialSecurityNumber', ({ request }) => {
      revealedFor.push(new URL(request.url).searchParams.get('customerNumber'));
      return HttpResponse.json({ socialSecurityNumber: '111222333' });
    }),
    http.get('*/api/Customer/GetAllCustomersWithPolicy', () => HttpResponse.json([jan])),
    http.get('*/api/Address/Lookup', ({ request }) => {
      const postalCode = new URL(request.url).searchParams.get('postalCode');
      return HttpResponse.json({ address: register[postalCode ?? ''] ?? null });
    }),
    http.post('*/api/Customer/UpdateCustomer', async ({ request }) => {
      saved.push(await request.json());
      return HttpResponse.json({ customer: jan, accessToken: 'not.a.token', movedAlong: ['Tim de Vries'] });
    }),
  );
  return saved;
}

const signInJan = () =>
  signIn(['mayReadInsurance', 'mayReadPersonalDetails', 'mayUpdatePersonalDetails', 'mayUpdateAccount'], {
    customerNumber: jan.customerNumber,
  });

/** The value a description list gives a name, within a section. */
function fact(section: HTMLElement, name: string): string | null | undefined {
  return within(section).getByText(name, { selector: 'dt' }).nextElementSibling?.textContent;
}

afterEach(async () => {
  await act(() => i18n.changeLanguage('nl-NL'));
});

describe('PersonalDetailsScreen', () => {
  it('shows BSN and birth date masked until the person confirms nobody is looking along, then asks for the BSN', async () => {
    handlers();
    signInJan();
    renderWithProviders(<PersonalDetailsScreen />, { path: '/persoonlijke-gegevens' });
    const user = userEvent.setup();

    const name = await screen.findByRole('region', { name: 'Naam' });
    expect(fact(name, 'Achternaam')).toBe('Vries');
    expect(fact(name, 'Geboortenaam')).toBe('Geen');
    const address = screen.getByRole('region', { name: 'Adres' });
    expect(fact(address, 'Adres')).toBe('Lindelaan 123521 AB Utrecht');
    const birth = screen.getByRole('region', { name: 'Geboorte en BSN' });
    expect(fact(birth, 'Burgerservicenummer (BSN)')).toBe('••••••333Verborgen, eindigt op 333');
    expect(fact(birth, 'Geboortedatum')).toBe('••-••-1980Verborgen, geboren in 1980');

    await user.click(within(birth).getByRole('button', { name: 'Geboortedatum en BSN tonen' }));
    const popup = await screen.findByRole('dialog', { name: 'Privacygevoelige gegevens tonen' });
    expect(within(popup).getByRole('button', { name: 'Annuleren' })).toHaveFocus();
    await user.click(within(popup).getByRole('button', { name: 'Annuleren' }));
    expect(fact(birth, 'Burgerservicenummer (BSN)')).toBe('••••••333Verborgen, eindigt op 333');

    expect(revealedFor).toEqual([]);

    // Confirmed, the screen asks the server for the whole number: the details never held it.
    await user.click(within(birth).getByRole('button', { name: 'Geboortedatum en BSN tonen' }));
    await user.click(await screen.findByRole('button', { name: 'Gegevens tonen' }));
    await waitFor(() => expect(fact(birth, 'Burgerservicenummer (BSN)')).toBe('111222333'));
    expect(revealedFor).toEqual([jan.customerNumber]);
    expect(fact(birth, 'Geboortedatum')).toBe('14-03-1980');
    await user.click(within(birth).getByRole('button', { name: 'Geboortedatum en BSN verbergen' }));
    expect(fact(birth, 'Geboortedatum')).toBe('••-••-1980Verborgen, geboren in 1980');
    expect(fact(birth, 'Burgerservicenummer (BSN)')).toBe('••••••333Verborgen, eindigt op 333');

    const contact = screen.getByRole('region', { name: 'Contactgegevens' });
    expect(within(contact).getByRole('link', { name: 'E-mailadres wijzigen' })).toHaveAttribute(
      'href',
      '/contactgegevens-wijzigen',
    );
    expect(within(contact).getByRole('link', { name: 'Telefoonnummer wijzigen' })).toHaveAttribute(
      'href',
      '/wijzig-instellingen',
    );
  });

  it('says so when the BSN cannot be fetched, and shows no number', async () => {
    handlers();
    server.use(
      http.get('*/api/Customer/RevealSocialSecurityNumber', () =>
        HttpResponse.json({ statusCode: 500, error: 'Internal Server Error', message: 'x' }, { status: 500 }),
      ),
    );
    signInJan();
    renderWithProviders(<PersonalDetailsScreen />, { path: '/persoonlijke-gegevens' });
    const user = userEvent.setup();
    const birth = await screen.findByRole('region', { name: 'Geboorte en BSN' });
    await user.click(within(birth).getByRole('button', { name: 'Geboortedatum en BSN tonen' }));
    await user.click(await screen.findByRole('button', { name: 'Gegevens tonen' }));
    expect(
      await within(birth).findByText('Het BSN kon niet worden opgehaald. Probeer het later opnieuw.'),
    ).toBeVisible();
    expect(within(birth).queryByText('111222333')).toBeNull();
  });
});

describe('EditPersonalDetailsScreen', () => {
  const edit = () => {
    signInJan();
    return renderWithProviders(<EditPersonalDetailsScreen />, { path: '/persoonlijke-gegevens-wijzigen' });
  };

  it('refuses a wrong postal code and another last name at their fields, and sends nothing', async () => {
    const saved = handlers();
    edit();
    const user = userEvent.setup();
    const postalCode = await screen.findByLabelText(/^Postcode/);
    expect(postalCode).toHaveValue('3521 AB');
    await user.clear(postalCode);
    await user.type(postalCode, '352 AB');
    const lastName = screen.getByLabelText(/^Achternaam/);
    await user.clear(lastName);
    await user.type(lastName, 'Jansen');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));

    expect(screen.getByLabelText(/^Postcode/)).toHaveAccessibleDescription(
      expect.stringContaining(
        'Vul een geldige postcode in: vier cijfers en twee letters, bijvoorbeeld 1234 AB.',
      ),
    );
    expect(screen.getByLabelText(/^Achternaam/)).toHaveAccessibleDescription(
      expect.stringContaining('Hier kunt u alleen de schrijfwijze aanpassen.'),
    );
    expect(screen.getByLabelText(/^Achternaam/)).toHaveFocus();
    expect(saved).toEqual([]);
    const fixed = screen.getByRole('region', { name: 'Wat u hier niet wijzigt' });
    expect(within(fixed).getByRole('link', { name: 'Neem contact met ons op' })).toHaveAttribute(
      'href',
      '/contact-opnemen',
    );
  });

  it('saves a new address and a respelled name, then returns to personal details with the saved message', async () => {
    const saved = handlers();
    const { router } = edit();
    const user = userEvent.setup();
    const postalCode = await screen.findByLabelText(/^Postcode/);
    await user.clear(postalCode);
    await user.type(postalCode, '1055 tx');
    await user.clear(screen.getByLabelText(/^Huisnummer/));
    await user.type(screen.getByLabelText(/^Huisnummer/), '7');
    await user.type(screen.getByLabelText(/^Toevoeging/), 'a');
    // Address/Lookup fills street and town from the postal code and house number.
    expect(await screen.findByText('Adres gevonden: Tulpstraat, Amsterdam.')).toBeVisible();
    expect(screen.getByLabelText(/^Straat/)).toHaveValue('Tulpstraat');
    expect(screen.getByLabelText(/^Plaats/)).toHaveValue('Amsterdam');
    await user.clear(screen.getByLabelText(/^Tussenvoegsel$/));
    await user.clear(screen.getByLabelText(/^Achternaam/));
    await user.type(screen.getByLabelText(/^Achternaam/), 'De Vries');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/persoonlijke-gegevens'));
    expect(router.state.location.state.savedPersonalDetails).toEqual({ movedAlong: ['Tim de Vries'] });
    expect(saved).toEqual([
      {
        firstName: 'Jan',
        initials: 'J.',
        prefix: '',
        lastName: 'De Vries',
        prefixMaidenName: '',
        maidenName: '',
        address: {
          street: 'Tulpstraat',
          houseNumber: '7',
          houseNumberAddition: 'a',
          zipCode: '1055 TX',
          city: 'Amsterdam',
          country: 'NL',
        },
      },
    ]);
  });

  it('offers someone living abroad their own country and the Netherlands, and shows the server’s refusal there', async () => {
    handlers({
      ...jan,
      address: { ...jan.address, street: 'Meir', zipCode: '2000', city: 'Antwerpen', country: 'BE' },
    });
    server.use(
      http.post('*/api/Customer/UpdateCustomer', () =>
        HttpResponse.json(
          {
            statusCode: 400,
            error: 'Bad Request',
            message: 'body.address.country: validators.moving-abroad',
            fields: [{ path: 'body.address.country', key: 'validators.moving-abroad' }],
          },
          { status: 400 },
        ),
      ),
    );
    edit();
    const user = userEvent.setup();
    const country = await screen.findByRole('combobox', { name: /^Land/ });
    expect(
      within(country)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Nederland', 'België']);
    expect(country).toHaveValue('BE');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(
      await screen.findByText(
        'Gaat u in het buitenland wonen? Neem dan contact met ons op: dit heeft gevolgen voor uw zorgverzekering.',
      ),
    ).toBeVisible();
  });
});
