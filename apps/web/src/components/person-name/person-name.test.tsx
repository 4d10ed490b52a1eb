import { NativeSelect, Title } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { PersonName, personOption } from './person-name.tsx';

const long = 'Emma Wilhelmina Catharina Josephine de Vries';

/** What a sighted reader sees: the text that is not hidden from assistive technology or visually. */
const shownText = (element: HTMLElement) =>
  [...element.querySelectorAll('[aria-hidden="true"]')].map((part) => part.textContent);

describe('PersonName', () => {
  it('shows a name of up to 36 characters as it is', async () => {
    renderWithProviders(
      <Title order={2}>
        <PersonName name="Jan de Vries" />
      </Title>,
    );
    expect(await screen.findByRole('heading', { name: 'Jan de Vries' })).toHaveTextContent(/^Jan de Vries$/);
  });

  it('cuts a longer name at 36 characters with an ellipsis, and keeps the whole name its accessible name', async () => {
    renderWithProviders(
      <Title order={2}>
        <PersonName name={long} />
      </Title>,
    );
    const heading = await screen.findByRole('heading', { name: long });
    expect(shownText(heading)).toEqual(['Emma Wilhelmina Catharina Josephine…']);
    expect(heading.querySelector('[title]')).toHaveAttribute('title', long);
  });

  it('puts a name that fits into its sentence as plain text', async () => {
    renderWithProviders(
      <Title order={2}>
        <PersonName name="Jan de Vries" sentence={(name) => `Goedemiddag ${name}`} />
      </Title>,
    );
    expect(await screen.findByRole('heading', { name: 'Goedemiddag Jan de Vries' })).toHaveTextContent(
      /^Goedemiddag Jan de Vries$/,
    );
  });

  it('cuts a longer name inside its sentence, and keeps the whole sentence with the whole name its accessible name', async () => {
    renderWithProviders(
      <Title order={2}>
        <PersonName name={long} sentence={(name) => `${name} (uzelf)`} />
      </Title>,
    );
    const heading = await screen.findByRole('heading', { name: `${long} (uzelf)` });
    expect(shownText(heading)).toEqual(['Emma Wilhelmina Catharina Josephine… (uzelf)']);
    expect(heading.querySelector('[title]')).toHaveAttribute('title', long);
  });

  it('cuts a compact name at 9 characters on extra-small screens only', async () => {
    renderWithProviders(
      <Title order={2}>
        <PersonName name="Jan de Vries" compact />
      </Title>,
    );
    const heading = await screen.findByRole('heading', { name: 'Jan de Vries' });
    const [wide, small] = heading.querySelectorAll('[aria-hidden="true"]');
    expect(wide).toHaveTextContent('Jan de Vries');
    expect(wide).toHaveClass('mantine-visible-from-xs');
    expect(small).toHaveTextContent('Jan de Vr…');
    expect(small).toHaveClass('mantine-hidden-from-xs');
  });
});

describe('personOption', () => {
  it('gives a native select the cut name to show and the whole name as the option’s name', async () => {
    renderWithProviders(
      <NativeSelect
        label="Verzekerde"
        data={[personOption('1', 'Jan de Vries'), personOption('2', long)]}
        value="2"
        onChange={() => {}}
      />,
    );
    const emma = await screen.findByRole('option', { name: long });
    expect(emma).toHaveTextContent(/^Emma Wilhelmina Catharina Josephine…$/);
    expect(screen.getByRole('option', { name: 'Jan de Vries' })).not.toHaveAttribute('aria-label');
  });
});
