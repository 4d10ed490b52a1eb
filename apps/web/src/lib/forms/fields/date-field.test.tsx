import { isoDateSchema } from '@mijn/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { renderWithProviders } from '../../../test/render.tsx';
import { DateField } from './date-field.tsx';
import { TestForm } from './test-form.tsx';
import { parseTypedDate, typedDateToInput } from './typed-date.ts';

describe('parseTypedDate', () => {
  it('reads d-m-yyyy with any Dutch separator, and yyyy-mm-dd as autofill gives it', () => {
    expect(parseTypedDate('7-5-2026')).toBe('2026-05-07');
    expect(parseTypedDate(' 07/05/2026 ')).toBe('2026-05-07');
    expect(parseTypedDate('07.05.2026')).toBe('2026-05-07');
    expect(parseTypedDate('2026-05-07')).toBe('2026-05-07');
  });

  it('refuses what is no real date', () => {
    expect(parseTypedDate('31-02-2026')).toBeNull();
    expect(parseTypedDate('2026-02-31')).toBeNull();
    expect(parseTypedDate('7 mei 2026')).toBeNull();
    expect(parseTypedDate('')).toBeNull();
  });

  it('hands the contract the ISO day, or the text itself for the schema to refuse', () => {
    expect(typedDateToInput('7-5-2026')).toBe('2026-05-07');
    expect(typedDateToInput(' 32-1-2026 ')).toBe('32-1-2026');
  });
});

const Schema = z.object({ Day: isoDateSchema });

describe('DateField', () => {
  it('asks dd-mm-jjjj, refuses an impossible date with focus on it, and sends the ISO day', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    renderWithProviders(
      <TestForm
        schema={Schema}
        initialValues={{ Day: '' }}
        toInput={(values) => ({ Day: typedDateToInput(values.Day) })}
        onSend={(parsed) => sent.push(parsed)}
      >
        {({ field }) => <DateField label="Datum van de behandeling" {...field('Day')} />}
      </TestForm>,
    );
    const day = await screen.findByRole('textbox', { name: /Datum van de behandeling/ });
    expect(day).toHaveAttribute('placeholder', 'dd-mm-jjjj');
    expect(day).toHaveAttribute('inputmode', 'numeric');

    await user.type(day, '31-02-2026');
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    await waitFor(() => expect(day).toHaveAccessibleDescription('Vul een geldige datum in.'));
    await waitFor(() => expect(day).toHaveFocus());
    expect(sent).toEqual([]);

    await user.clear(day);
    await user.type(day, '0705');
    expect(day).toHaveValue('07-05');
    await user.clear(day);
    await user.type(day, '7-5-2026');
    expect(day).toHaveValue('07-05-2026');
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    expect(sent).toEqual([{ Day: '2026-05-07' }]);
  });
});
