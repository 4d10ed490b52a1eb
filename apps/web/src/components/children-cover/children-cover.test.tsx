import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { ChildrenCover } from './children-cover.tsx';

const birthDate = '2010-02-28';

function renderOn(now: string, name?: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(now));
  renderWithProviders(
    <>
      <p>Rendered</p>
      <ChildrenCover birthDate={birthDate} {...(name === undefined ? {} : { name })} />
    </>,
  );
}

describe('ChildrenCover', () => {
  afterEach(async () => {
    vi.useRealTimers();
    await act(() => i18n.changeLanguage('nl-NL'));
  });

  it('tells a child of 17, on the day before turning 18, about no excess and dental in the basic cover', async () => {
    renderOn('2028-02-27T12:00:00Z');
    expect(await screen.findByText('Tot 18 jaar betaalt u geen eigen risico.')).toBeInTheDocument();
    expect(screen.getByText('Tandartszorg tot 18 jaar zit in uw basisverzekering.')).toBeInTheDocument();
  });

  it('says nothing from the 18th birthday on', async () => {
    renderOn('2028-02-28T12:00:00Z');
    await screen.findByText('Rendered');
    expect(screen.queryByText(/Tot 18 jaar/)).not.toBeInTheDocument();
  });

  it('names the child to someone else, in English', async () => {
    await act(() => i18n.changeLanguage('en-US'));
    renderOn('2028-02-27T12:00:00Z', 'Tim de Vries');
    expect(await screen.findByText('Until 18, Tim de Vries pays no excess.')).toBeInTheDocument();
    expect(
      screen.getByText("Until 18, dental care is part of Tim de Vries's basic insurance."),
    ).toBeInTheDocument();
  });
});
