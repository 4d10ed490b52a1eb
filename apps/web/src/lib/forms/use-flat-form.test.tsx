import { Checkbox, TextInput } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { renderWithProviders } from '../../test/render.tsx';
import { useFlatForm } from './use-flat-form.ts';

const Body = z.object({
  name: z.string().check(z.trim(), z.minLength(1)),
  agreed: z.boolean(),
});

function NameForm({ onValid }: { onValid: (values: { name: string; agreed: boolean }) => void }) {
  const { values, field, validate } = useFlatForm({
    schema: Body,
    initialValues: { name: '', agreed: false },
  });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (validate()) onValid(values);
      }}
    >
      <TextInput label="Naam" {...field('name')} />
      <Checkbox label="Akkoord" {...field('agreed', 'checkbox')} />
      <button type="submit">Verder</button>
    </form>
  );
}

describe('useFlatForm', () => {
  it('shows the schema verdict as translated field errors and focuses the first invalid field', async () => {
    const sent: unknown[] = [];
    renderWithProviders(<NameForm onValid={(values) => sent.push(values)} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Verder' }));
    const name = screen.getByLabelText('Naam');
    expect(await screen.findByText('Dit veld is verplicht.')).toBeInTheDocument();
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('data-path', 'name');
    expect(sent).toEqual([]);
  });

  it('clears a field error on change and sends the typed text and the tick', async () => {
    const sent: unknown[] = [];
    renderWithProviders(<NameForm onValid={(values) => sent.push(values)} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Verder' }));
    await screen.findByText('Dit veld is verplicht.');
    await user.type(screen.getByLabelText('Naam'), 'Jan');
    expect(screen.queryByText('Dit veld is verplicht.')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Akkoord'));
    await user.click(screen.getByRole('button', { name: 'Verder' }));
    expect(sent).toEqual([{ name: 'Jan', agreed: true }]);
  });
});
