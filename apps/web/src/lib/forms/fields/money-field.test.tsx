import { moneyInputSchema } from '@mijn/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { renderWithProviders } from '../../../test/render.tsx';
import { changeLanguage } from '../../i18n.ts';
import { formatTypedEuro, MoneyField } from './money-field.tsx';
import { TestForm } from './test-form.tsx';

const Schema = z.object({ Amount: moneyInputSchema });

function MoneyForm({ onSend, currency }: { onSend: (parsed: unknown) => void; currency?: string }) {
  return (
    <TestForm schema={Schema} initialValues={{ Amount: '' }} onSend={onSend}>
      {({ field }) => <MoneyField label="Bedrag van de nota" currency={currency} {...field('Amount')} />}
    </TestForm>
  );
}

describe('MoneyField', () => {
  it('gives an example, refuses 0 as the domain says, and reads "12,5" as 1250 cents', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    renderWithProviders(<MoneyForm onSend={(parsed) => sent.push(parsed)} />);
    const amount = await screen.findByRole('textbox', { name: /Bedrag van de nota/ });
    expect(amount).toHaveAccessibleDescription('Bijvoorbeeld 45,50');
    expect(screen.getByText('€')).toBeInTheDocument();

    await user.type(amount, '0');
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    await waitFor(() => expect(amount).toHaveAccessibleDescription(/Vul een geldig bedrag in/));
    expect(sent).toEqual([]);

    await user.clear(amount);
    await user.type(amount, '12,5');
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    expect(sent).toEqual([{ Amount: 1250 }]);
  });

  it('gives the English example with a decimal point, and reads "12.50" as 1250 cents', async () => {
    await changeLanguage('en-US');
    const user = userEvent.setup();
    const sent: unknown[] = [];
    renderWithProviders(<MoneyForm onSend={(parsed) => sent.push(parsed)} />);
    const amount = await screen.findByRole('textbox', { name: /Bedrag van de nota/ });
    expect(amount).toHaveAccessibleDescription('For example 45.50');
    await user.type(amount, '12.50');
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    expect(sent).toEqual([{ Amount: 1250 }]);
  });

  it('shows another currency by its code', async () => {
    renderWithProviders(<MoneyForm onSend={() => {}} currency="USD" />);
    expect(await screen.findByText('USD')).toBeInTheDocument();
  });

  it('formats a typed amount for a summary, and leaves what is no amount as typed', () => {
    expect(formatTypedEuro('12,5')).toMatch(/^€\s12,50$/);
    expect(formatTypedEuro('twaalf')).toBe('twaalf');
  });
});
