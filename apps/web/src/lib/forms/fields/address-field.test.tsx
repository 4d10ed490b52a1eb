import { TransportAddress } from '@mijn/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { renderWithProviders } from '../../../test/render.tsx';
import { AddressField } from './address-field.tsx';
import { TestForm } from './test-form.tsx';

const Schema = z.object({ To: TransportAddress });
const parts = ['PostalCode', 'HouseNumber', 'HouseNumberAddition', 'Street', 'City'];
const empty = { IsHome: false, Country: 'NL', ...Object.fromEntries(parts.map((part) => [part, ''])) };
const countries = [
  { value: 'NL', label: 'Nederland' },
  { value: 'BE', label: 'België' },
];

function AddressForm({ onSend, fixed }: { onSend: (parsed: unknown) => void; fixed?: boolean }) {
  return (
    <TestForm schema={Schema} initialValues={{ To: empty }} onSend={onSend}>
      {({ field }) => (
        <fieldset>
          <legend>Bestemmingsadres</legend>
          <AddressField
            field={field}
            path="To"
            withAddition={!fixed}
            {...(fixed ? { fixedCountry: 'NL' } : { countries })}
          />
        </fieldset>
      )}
    </TestForm>
  );
}

describe('AddressField', () => {
  it('names every missing part at once and focuses the first', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AddressForm onSend={() => {}} />);
    await user.click(await screen.findByRole('button', { name: 'Versturen' }));
    const postalCode = screen.getByRole('textbox', { name: /Postcode/ });
    await waitFor(() => expect(postalCode).toHaveFocus());
    for (const name of [/Postcode/, /Huisnummer/, /Straat/, /Plaats/]) {
      expect(screen.getByRole('textbox', { name })).toHaveAccessibleDescription(/Dit veld is verplicht/);
    }
    expect(screen.getByRole('textbox', { name: /Toevoeging/ })).not.toHaveAccessibleDescription(/verplicht/);
  });

  it('checks a Dutch postal code (spec §5), not a Belgian one, and sends the parts by their contract names', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    renderWithProviders(<AddressForm onSend={(input) => sent.push(input)} />);
    await user.type(await screen.findByRole('textbox', { name: /Postcode/ }), '1000');
    await user.type(screen.getByRole('textbox', { name: /Huisnummer/ }), '12');
    await user.type(screen.getByRole('textbox', { name: /Toevoeging/ }), 'b');
    await user.type(screen.getByRole('textbox', { name: /Straat/ }), 'Grote Markt');
    await user.type(screen.getByRole('textbox', { name: /Plaats/ }), 'Brussel');
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    expect(await screen.findByText(/Vul een geldige postcode in/)).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.selectOptions(screen.getByRole('combobox', { name: /Land/ }), 'BE');
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    expect(sent).toEqual([
      {
        To: {
          IsHome: false,
          Country: 'BE',
          PostalCode: '1000',
          HouseNumber: 12,
          HouseNumberAddition: 'b',
          Street: 'Grote Markt',
          City: 'Brussel',
        },
      },
    ]);
  });

  it('masks a Dutch postal code as 1234 AB, and leaves a foreign one as typed', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    renderWithProviders(<AddressForm onSend={(input) => sent.push(input)} />);
    await user.type(await screen.findByRole('textbox', { name: /Postcode/ }), '1234ab');
    expect(screen.getByRole('textbox', { name: /Postcode/ })).toHaveValue('1234 AB');
    await user.type(screen.getByRole('textbox', { name: /Huisnummer/ }), '1');
    await user.type(screen.getByRole('textbox', { name: /Straat/ }), 'Dorpsstraat');
    await user.type(screen.getByRole('textbox', { name: /Plaats/ }), 'Utrecht');
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    expect(sent).toMatchObject([{ To: { Country: 'NL', PostalCode: '1234 AB' } }]);

    await user.selectOptions(screen.getByRole('combobox', { name: /Land/ }), 'BE');
    await user.clear(screen.getByRole('textbox', { name: /Postcode/ }));
    await user.type(screen.getByRole('textbox', { name: /Postcode/ }), 'b-1000x');
    expect(screen.getByRole('textbox', { name: /Postcode/ })).toHaveValue('b-1000x');
  });

  it('shows a fixed country instead of asking it', async () => {
    renderWithProviders(<AddressForm onSend={() => {}} fixed />);
    const group = await screen.findByRole('group', { name: 'Bestemmingsadres' });
    expect(within(group).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(group).getByText('Nederland')).toBeInTheDocument();
    expect(within(group).queryByRole('textbox', { name: /Toevoeging/ })).not.toBeInTheDocument();
  });
});
