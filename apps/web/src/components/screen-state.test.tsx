import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { type QueryLike, QueryState } from './screen-state.tsx';

const pending: QueryLike<string[]> = {
  isPending: true,
  isError: false,
  data: undefined,
  fetchStatus: 'fetching',
};
const idle: QueryLike<string[]> = { ...pending, fetchStatus: 'idle' };
const failed: QueryLike<string[]> = { isPending: false, isError: true, data: undefined };
const loaded = (data: string[]): QueryLike<string[]> => ({ isPending: false, isError: false, data });

function renderState(
  query: QueryLike<string[]>,
  props: Partial<Parameters<typeof QueryState<string[]>>[0]> = {},
) {
  return renderWithProviders(
    <QueryState query={query} {...props}>
      {(items) => <p>{items.join(', ')}</p>}
    </QueryState>,
  );
}

describe('QueryState', () => {
  it('says it is loading, in the screen words or its own', async () => {
    renderState(pending, { loading: { label: 'Uw documenten worden geladen' } });
    const busy = await screen.findByRole('status', { name: 'Uw documenten worden geladen' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
  });

  it('falls back to the shared loading and failure texts', async () => {
    const { unmount } = renderState(pending);
    expect(await screen.findByLabelText('De gegevens worden geladen')).toHaveAttribute('aria-busy', 'true');
    unmount();
    renderState(failed);
    expect(await screen.findByRole('alert')).toHaveTextContent('Dit kan nu niet worden getoond');
  });

  it('names a failure with the screen title and text', async () => {
    renderState(failed, { failed: { title: 'Polis niet beschikbaar', text: 'Probeer het later.' } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Polis niet beschikbaar');
    expect(alert).toHaveTextContent('Probeer het later.');
  });

  it('says so when there is nothing to show, and shows the data otherwise', async () => {
    const empty = { when: (items: string[]) => items.length === 0, text: 'Geen documenten' };
    const { unmount } = renderState(loaded([]), { empty });
    expect(await screen.findByRole('alert')).toHaveTextContent('Geen documenten');
    unmount();
    renderState(loaded(['polis', 'pas']), { empty });
    expect(await screen.findByText('polis, pas')).toBeInTheDocument();
    expect(screen.queryByText('Geen documenten')).not.toBeInTheDocument();
  });

  it('shows no skeleton for a query that does not run', async () => {
    renderState(idle, { idle: <p>niet beschikbaar</p> });
    expect(await screen.findByText('niet beschikbaar')).toBeInTheDocument();
    expect(screen.queryByLabelText('De gegevens worden geladen')).not.toBeInTheDocument();
  });
});
